import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { logout } from '../../auth/logout';
import { externalUrl } from '../../routing/url-policy';
import { message } from '../../ui/message';

/** /logout: ends the session and leaves for the marketing site. */
export default function LogoutScreen() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    void logout(queryClient).then(() => {
      if (!cancelled) window.location.replace(externalUrl('overview'));
    });
    return () => {
      cancelled = true;
    };
  }, [queryClient]);
  return <p role="status">{message('page.signingOut')}</p>;
}
