import { useRef, useState } from 'react';
import { logout } from '../../auth/logout';
import { formActions } from '../../forms/form-actions';
import { YamlForm } from '../../forms/yaml-form';
import { appConfig } from '../../generated/app-config.gen';
import { externalUrl } from '../../app-router/url-policy';
import { Button } from '../../ui/button';
import { message } from '../../ui/message';
import { ModalDialog } from '../../ui/modal-dialog';
import { deleteAccount } from './delete-account-form';

/** "Permanently delete your account?" with the typed phrase, then the scheduled-deletion acknowledgement (which Escape cannot skip). */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const [scheduled, setScheduled] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);

  const acknowledge = async () => {
    await logout();
    window.location.replace(externalUrl('overview'));
  };

  return (
    <ModalDialog
      open
      role={scheduled ? 'alertdialog' : 'dialog'}
      title={scheduled ? message('deleteAccount.scheduled') : message('deleteAccount.heading')}
      onClose={onClose}
      dismissible={!scheduled}
      initialFocus={cancel}
    >
      {scheduled ? (
        <div className="button-group">
          <Button autoFocus onClick={() => acknowledge()}>
            {message('deleteAccount.acknowledge')}
          </Button>
        </div>
      ) : (
        <>
          <p>{message('deleteAccount.body')}</p>
          <YamlForm
            definition={deleteAccount}
            submitVariant="destructive"
            canSubmit={(data) => data.confirmation === appConfig.constants.deleteConfirmationPhrase}
            onSubmit={(data) => formActions['delete-account'](data, {})}
            onSuccess={() => setScheduled(true)}
            secondaryAction={
              <Button ref={cancel} variant="secondary" onClick={onClose}>
                {message('deleteAccount.cancel')}
              </Button>
            }
          />
        </>
      )}
    </ModalDialog>
  );
}
