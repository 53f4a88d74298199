import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { errorReporter } from '../../adapters/error-reporting';
import { deleteResultsUpload } from '../../api/results-upload-api';
import { Button } from '../../ui/button';
import { message } from '../../ui/message';
import { ModalDialog } from '../../ui/modal-dialog';

interface Props {
  uploadId: string;
  onClose: () => void;
  onDeleted: () => void;
}

/** "Delete these uploaded results?": a modal confirmation; a failure keeps it open with the delete error (SPEC section 8). */
export function DeleteUploadDialog({ uploadId, onClose, onDeleted }: Props) {
  const keep = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteResultsUpload(uploadId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['tests'] });
      queryClient.removeQueries({ queryKey: ['uploaded-test', uploadId] });
      onDeleted();
    },
    onError: (error) => errorReporter.report(error, { during: 'delete results upload' }),
  });

  return (
    // While the delete is on its way, Escape would hide a request that still completes: it waits.
    <ModalDialog
      open
      role="alertdialog"
      title={message('upload.delete.title')}
      onClose={onClose}
      dismissible={!remove.isPending}
      initialFocus={keep}
    >
      <p>{message('upload.delete.body')}</p>
      {remove.isError ? (
        <p role="alert" className="form-error">
          {message('error.uploadDelete')}
        </p>
      ) : null}
      <div className="button-group">
        <Button
          variant="destructive"
          busy={remove.isPending}
          onClick={() => {
            if (!remove.isPending) remove.mutate();
          }}
        >
          {message('upload.delete.confirm')}
        </Button>
        <Button ref={keep} variant="secondary" onClick={onClose}>
          {message('upload.delete.cancel')}
        </Button>
      </div>
    </ModalDialog>
  );
}
