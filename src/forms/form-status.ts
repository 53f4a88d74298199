/** The spec's form flags. Starting a submission clears the others. */
export interface FormStatus {
  submitting: boolean;
  error: boolean;
  errorMessage: string | null;
  success: boolean;
}

export type FormStatusEvent = { type: 'submit' } | { type: 'succeeded' } | { type: 'failed'; message: string } | { type: 'edited' };

export const initialFormStatus: FormStatus = { submitting: false, error: false, errorMessage: null, success: false };

export function formStatusReducer(status: FormStatus, event: FormStatusEvent): FormStatus {
  switch (event.type) {
    case 'submit':
      return { submitting: true, error: false, errorMessage: null, success: false };
    case 'succeeded':
      return { submitting: false, error: false, errorMessage: null, success: true };
    case 'failed':
      return { submitting: false, error: true, errorMessage: event.message, success: false };
    case 'edited':
      // Editing after a save hides the stale "saved" notice but keeps a server error until the next submit.
      return status.success ? { ...status, success: false } : status;
  }
}
