/** Which parts of the frame a page shows around its content. */
export interface LayoutChrome {
  /** Header (or the funnel's header), banners, cookie banner: none in the mobile app's webview. */
  chrome: boolean;
  header: 'default' | 'funnel' | 'none';
  sidebar: boolean;
  footer: boolean;
}

/**
 * The frame around a page: the webview shows content only; the default layout has the header, and the sidebar
 * for a signed-in person; a route may hide the footer. The app frame and the staff studio both read it here.
 */
export function layoutChrome(options: { webview: boolean; layout: string; signedIn: boolean; hideFooter: boolean }): LayoutChrome {
  const chrome = !options.webview;
  const header = !chrome ? 'none' : options.layout === 'default' ? 'default' : options.layout === 'funnel' ? 'funnel' : 'none';
  return { chrome, header, sidebar: header === 'default' && options.signedIn, footer: chrome && !options.hideFooter };
}
