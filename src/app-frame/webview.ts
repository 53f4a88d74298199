import { appConfig } from '../generated/app-config.gen';

/** The mobile app's webview shows content only: no header, banners or footer. */
export function isWebview(userAgent: string): boolean {
  return appConfig.webview.userAgentMarkers.some((marker) => userAgent.includes(marker));
}
