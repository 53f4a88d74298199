import { useEffect } from 'react';
import { refreshCurrentUser } from '../auth/current-user-store';
import { onEmailVerifiedElsewhere } from '../auth/session-channel';

/**
 * While the person's address is unverified, this tab learns of a verification done elsewhere without a reload:
 * another tab of this browser announces it, and coming back to this tab (the link was opened in another browser
 * or app) fetches the person again. The verification banner and page then move on by themselves.
 */
export function useVerificationElsewhere(unverified: boolean): void {
  useEffect(() => {
    if (!unverified) return;
    const refetch = () => void refreshCurrentUser();
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    const stop = onEmailVerifiedElsewhere(refetch);
    window.addEventListener('focus', refetch);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stop();
      window.removeEventListener('focus', refetch);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [unverified]);
}
