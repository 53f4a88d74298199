import type { ReactNode } from 'react';
import type { ButtonVariant } from '../ui/button';
import type { FormData, FormDefinition } from './form-definition';

/** What a screen gives a YAML form (YamlForm), whether its outline or rjsf draws it. */
export interface YamlFormProps {
  definition: FormDefinition;
  initialData?: FormData;
  /** Calls the API; a thrown ApiError is shown (first detail or the form's fallback) and mapped onto fields. */
  onSubmit: (data: FormData) => Promise<unknown>;
  /**
   * Only what cannot be data (opening a dialog, a branch on loaded data): runs after the YAML's
   * submit.onSuccess invalidations and before its navigation.
   */
  onSuccess?: (result: unknown, data: FormData) => void;
  /** Extra rule on top of the schema, e.g. an enabled state for the submit button. */
  canSubmit?: (data: FormData) => boolean;
  submitLabel?: string;
  /** Shown on the submit button while the submit runs (default "Saving…"). */
  submittingLabel?: string;
  /** Values set from outside the form (an address lookup); merged over what was typed when it changes. */
  patch?: FormData;
  children?: ReactNode;
  /** The submit button's look; `destructive` for an irreversible action. */
  submitVariant?: Exclude<ButtonVariant, 'link'>;
  /** Shown beside the submit button, e.g. a Cancel that closes the dialog the form is in. */
  secondaryAction?: ReactNode;
}
