import type { ReactNode } from 'react';
import type { RouteId } from '../generated/routes-config.gen';
import type { ButtonVariant } from '../ui/button';
import type { EntityRecord } from './form-binding';
import type { FieldCheckContext } from './field-checks';
import type { FormData, FormDefinition } from './form-definition';

/** What a screen gives a YAML form (YamlForm), whether its outline or rjsf draws it. */
export interface YamlFormProps {
  definition: FormDefinition;
  /** The page showing it, when the form's `pages` has it show only some fields: it then shows and sends only those. */
  page?: RouteId;
  /** The record of a bound form's entity: its first values are read from it (unless initialData is given). */
  record?: EntityRecord | null;
  /** The values of the {names} in a bound form's request path (a partner's slug); {id} defaults to the record's. */
  params?: Readonly<Record<string, string>>;
  initialData?: FormData;
  /**
   * Calls the API; a thrown ApiError is shown (first detail or the form's fallback) and mapped onto fields. A
   * bound form without it sends its binding's request.
   */
  onSubmit?: (data: FormData) => Promise<unknown>;
  /**
   * Only what cannot be data (opening a dialog, a branch on loaded data): runs after the YAML's
   * submit.onSuccess invalidations and before its navigation.
   */
  onSuccess?: (result: unknown, data: FormData) => void;
  /** What the form's own checks (its YAML's `checks`) compare with that the form does not ask: a date of birth already saved. */
  checkFacts?: Omit<FieldCheckContext, 'today'>;
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

/** The props the outline and the rjsf form draw: the page's view of the form, its first values and its submit. */
export type DrawnFormProps = Omit<YamlFormProps, 'onSubmit' | 'page' | 'record' | 'params'> & {
  onSubmit: (data: FormData) => Promise<unknown>;
};
