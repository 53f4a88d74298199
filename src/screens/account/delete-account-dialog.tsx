import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { logout } from '../../auth/logout';
import { formActions } from '../../forms/form-actions';
import { YamlForm } from '../../forms/yaml-form';
import { appConfig } from '../../generated/app-config.gen';
import { externalUrl } from '../../routing/url-policy';
import { message } from '../../ui/message';
import { deleteAccount } from './form-definitions';

/** "Permanently delete your account?" with the typed phrase, then the scheduled-deletion acknowledgement. */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const queryClient = useQueryClient();
  const [scheduled, setScheduled] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const acknowledge = async () => {
    await logout(queryClient);
    window.location.replace(externalUrl('overview'));
  };

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="delete-account-title" onCancel={(event) => (scheduled ? event.preventDefault() : onClose())}>
      {scheduled ? (
        <>
          <h2 id="delete-account-title">{message('deleteAccount.scheduled')}</h2>
          <button type="button" className="button-primary" autoFocus onClick={() => void acknowledge()}>
            {message('deleteAccount.acknowledge')}
          </button>
        </>
      ) : (
        <>
          <h2 id="delete-account-title">{message('deleteAccount.heading')}</h2>
          <p>{message('deleteAccount.body')}</p>
          <YamlForm
            definition={deleteAccount}
            canSubmit={(data) => data.confirmation === appConfig.constants.deleteConfirmationPhrase}
            onSubmit={(data) => formActions['delete-account'](data, {})}
            onSuccess={() => setScheduled(true)}
          />
          <button type="button" onClick={onClose}>
            {message('deleteAccount.cancel')}
          </button>
        </>
      )}
    </dialog>
  );
}
