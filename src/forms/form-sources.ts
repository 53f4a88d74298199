import type { FormChoiceSource, FormRowCheck, FormRowNote } from '../../codegen/form-actions';
import type { FormConfig } from '../generated/config-types.gen';
import type { ChoiceSource } from './form-choices';
import type { RowCheck, RowNote } from './row-rules';

/** What a form's `choices` and `rows` name in code: option lists, row checks and row notes (over the analyte catalogue). */
export interface FormSources {
  choices: Readonly<Record<FormChoiceSource, ChoiceSource>>;
  rowChecks: Readonly<Record<FormRowCheck, RowCheck>>;
  rowNotes: Readonly<Record<FormRowNote, RowNote>>;
  /** The first option of a choice select, standing for no answer ("Select"). */
  choosePrompt: () => string;
}

// Provided by src/forms/all-form-sources.ts when it loads: only the forms that name a source need the analyte
// catalogue, so every other form page does without it.
let provided: FormSources | null = null;

export function provideFormSources(sources: FormSources): void {
  provided = sources;
}

/** Whether a form names sources: its page must have loaded all-form-sources (YamlForm waits for it otherwise). */
export function namesFormSources(form: FormConfig): boolean {
  return Object.keys(form.choices ?? {}).length > 0 || Object.keys(form.rows ?? {}).length > 0;
}

export function formSourcesLoaded(): boolean {
  return provided !== null;
}

export function formSources(): FormSources {
  if (!provided) throw new Error('A form names choices or row rules, but src/forms/all-form-sources.ts was not loaded');
  return provided;
}

let sourcesLoading: Promise<unknown> | undefined;

/** Loads all-form-sources once; a form naming sources waits for it (its page normally brings it along). */
export function loadFormSources(): Promise<unknown> {
  return (sourcesLoading ??= import('./all-form-sources'));
}
