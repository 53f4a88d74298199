import { useEffect } from 'react';
import { useCookieConsent } from '../adapters/cookie-consent-store';
import { customerChat } from '../adapters/customer-chat';
import { allowsAnalytics } from '../domain/cookie-consent';
import { errorReporter } from '../adapters/error-reporting';
import { createChatIdentity } from '../api/chat-api';
import { appConfig } from '../generated/app-config.gen';

/**
 * Boots the chat widget once a person is signed in and has accepted non-essential cookies (the widget stores
 * its own); not in the app's webview, which has its own chat.
 */
export function useCustomerChat(userId: string | null, webview: boolean): void {
  const consented = allowsAnalytics(useCookieConsent());
  useEffect(() => {
    if (!userId || webview || !consented) return undefined;
    let cancelled = false;
    createChatIdentity('web')
      .then((identity) => {
        if (!cancelled && identity?.intercom_hmac_digest)
          customerChat.boot(appConfig.services.customerChatAppId, identity.intercom_hmac_digest);
      })
      .catch((error: unknown) => errorReporter.report(error, { during: 'chat identity' }));
    return () => {
      cancelled = true;
      customerChat.shutdown();
    };
  }, [userId, webview, consented]);
}
