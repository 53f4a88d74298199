import { useEffect } from 'react';
import { customerChat } from '../adapters/customer-chat';
import { errorReporter } from '../adapters/error-reporting';
import { createChatIdentity } from '../api/chat-api';
import { appConfig } from '../generated/app-config.gen';

/** Boots the chat widget once a person is signed in (not in the app's webview, which has its own). */
export function useCustomerChat(userId: string | null, webview: boolean): void {
  useEffect(() => {
    if (!userId || webview) return undefined;
    let cancelled = false;
    createChatIdentity('web')
      .then((identity) => {
        if (!cancelled && identity?.intercom_hmac_digest) customerChat.boot(appConfig.services.customerChatAppId, identity.intercom_hmac_digest);
      })
      .catch((error: unknown) => errorReporter.report(error, { during: 'chat identity' }));
    return () => {
      cancelled = true;
      customerChat.shutdown();
    };
  }, [userId, webview]);
}
