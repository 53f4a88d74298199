import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { errorReporter } from '../../adapters/error-reporting';
import { deleteResultsUpload } from '../../api/results-upload-api';
import { Button } from '../../ui/button';
import { message } from '../../ui/message';

interface Props {
  uploadId: string;
  onClose: () => void;
  onDeleted: () => void;
}

/** "Delete these uploaded results?": a modal confirmation; a failure keeps it open with the delete error (SPEC section 8). */
export function DeleteUploadDialog({ uploadId, onClose, onDeleted }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
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

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // The safe choice takes focus (showModal would pick the first button, the destructive one).
    keep.current?.focus();
    return () => element?.close();
  }, []);

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="delete-upload-title" aria-describedby="delete-upload-body" onCancel={onClose}>
      <h2 id="delete-upload-title">{message('upload.delete.title')}</h2>
      <p id="delete-upload-body">{message('upload.delete.body')}</p>
      {remove.isError ? (
        <p role="alert" className="form-error">
          {message('error.uploadDelete')}
        </p>
      ) : null}
      <div className="dialog__actions">
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
    </dialog>
  );
}
