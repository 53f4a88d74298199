import type { FormConfig } from '../../generated/config-types.gen';
import type { Choice } from '../form-choices';

/**
 * What the row and choice templates read from the form (rjsf formContext): the YAML's rows settings, the options of
 * a choice field for one row, the choices taken in other rows, and the note under a row.
 */
export interface RowsContext {
  rows: NonNullable<FormConfig['rows']>;
  /**
   * The form data the functions below read. rjsf compares props deeply but treats functions as equal, so this plain
   * value is what makes a row re-render when another row (or its own analyte) changes.
   */
  data: Readonly<Record<string, unknown>>;
  /** Options for a field path ("profiles", "results.unit") in the given row (index undefined outside rows). */
  choicesFor: (path: string, index: number | undefined) => Choice[];
  /** Values of a uniqueBy field chosen in the other rows of the field: disabled in this row. */
  takenElsewhere: (field: string, index: number) => readonly string[];
  noteFor: (field: string, index: number) => string | null;
  /** The field path and row index of a control from its element id. */
  locate: (id: string) => { path: string; field: string; index: number | undefined; part: string | undefined };
}

export function rowsContextOf(formContext: unknown): RowsContext | undefined {
  return typeof formContext === 'object' && formContext !== null && 'choicesFor' in formContext ? (formContext as RowsContext) : undefined;
}
