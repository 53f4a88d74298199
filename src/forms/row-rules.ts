import type { FormRowCheck, FormRowNote } from '../../codegen/form-actions';
import { conversionNotice, rowProblems, type UploadRow } from '../domain/upload-rows';
import { analytesConfig } from '../generated/analytes-config.gen';
import { message } from '../ui/message';

type Row = Readonly<Record<string, unknown>>;

/** Problem names per item field of a row; the form's YAML maps each to a message key (rows.<field>.problems). */
export type RowCheck = (row: Row) => Readonly<Record<string, string>>;

/** A line shown under a row, already in words; null when there is nothing to say. */
export type RowNote = (row: Row) => string | null;

const asUploadRow = (row: Row): UploadRow => ({
  analyte: typeof row.analyte === 'string' ? row.analyte : undefined,
  value: typeof row.value === 'string' || typeof row.value === 'number' ? row.value : undefined,
  unit: typeof row.unit === 'string' ? row.unit : undefined,
});

/** Each row check the codegen list names, over pure domain rules. */
export const rowChecks: Record<FormRowCheck, RowCheck> = {
  'upload-result-row': (row) => rowProblems(asUploadRow(row), analytesConfig.analytes),
};

/** Each row note the codegen list names. */
export const rowNotes: Record<FormRowNote, RowNote> = {
  'unit-conversion': (row) => {
    const notice = conversionNotice(asUploadRow(row), analytesConfig.analytes);
    if (!notice) return null;
    const said = message('upload.conversion', { unit: notice.unit });
    if (notice.converted === null) return `${said}.`;
    const preview = message('upload.conversion.preview', {
      value: String(asUploadRow(row).value).trim(),
      unit: notice.unit,
      converted: notice.converted,
      productUnit: notice.productUnit,
    });
    return `${said}: ${preview}.`;
  },
};
