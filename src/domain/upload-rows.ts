import { parseResultValue, type ResultValueProblem } from './result-value';
import { conversionFor, needsConversion, toProductUnit, type ConvertibleAnalyte } from './unit-conversion';

/** One row of the results upload form as typed: every part may still be missing. */
export interface UploadRow {
  analyte?: string;
  value?: string | number;
  unit?: string;
}

export type UploadRowPart = 'analyte' | 'value' | 'unit';

export type UploadRowProblem = ResultValueProblem | 'analyte-missing' | 'unit-missing' | 'unit-not-accepted' | 'analyte-unknown';

/** What is sent for one row: the value already in the product unit. */
export interface UploadResult {
  analyte_id: string;
  value: number;
  unit: string;
}

const text = (value: string | number | undefined): string => (value === undefined ? '' : String(value).trim());

/** SPEC section 5: a row counts only when analyte, value (0 is a value) and unit are all set. */
export function rowIsComplete(row: UploadRow): boolean {
  return text(row.analyte) !== '' && text(row.value) !== '' && text(row.unit) !== '';
}

/** A row nobody has started: it is neither sent nor complained about. */
export function rowIsBlank(row: UploadRow): boolean {
  return text(row.analyte) === '' && text(row.value) === '' && text(row.unit) === '';
}

/**
 * Why a started row cannot be sent, per part. A half-filled row is named rather than silently dropped, so a
 * person never loses a value they typed without being told.
 */
export function rowProblems(row: UploadRow, catalogue: readonly ConvertibleAnalyte[]): Partial<Record<UploadRowPart, UploadRowProblem>> {
  if (rowIsBlank(row)) return {};
  const problems: Partial<Record<UploadRowPart, UploadRowProblem>> = {};
  const analyte = catalogue.find((candidate) => candidate.code === text(row.analyte));
  if (text(row.analyte) === '') problems.analyte = 'analyte-missing';
  else if (!analyte || analyte.unit === null) problems.analyte = 'analyte-unknown';
  const parsed = parseResultValue(text(row.value));
  if (!parsed.ok) problems.value = parsed.problem;
  if (text(row.unit) === '') problems.unit = 'unit-missing';
  else if (analyte && analyte.unit !== null && !conversionFor(analyte, text(row.unit))) problems.unit = 'unit-not-accepted';
  return problems;
}

/** Analyte codes chosen in the other rows: disabled in this row's choice (SPEC section 5). */
export function analytesUsedElsewhere(rows: readonly UploadRow[], index: number): string[] {
  return rows.flatMap((row, at) => (at !== index && text(row.analyte) !== '' ? [text(row.analyte)] : []));
}

/** The "unit used is X and the result will be converted" notice, with the converted value when there is one. */
export function conversionNotice(row: UploadRow, catalogue: readonly ConvertibleAnalyte[]): { unit: string; productUnit: string; converted: number | null } | null {
  const analyte = catalogue.find((candidate) => candidate.code === text(row.analyte));
  const unit = text(row.unit);
  if (!analyte || analyte.unit === null || unit === '' || !needsConversion(analyte, unit)) return null;
  const parsed = parseResultValue(text(row.value));
  return { unit, productUnit: analyte.unit, converted: parsed.ok ? (toProductUnit(analyte, parsed.value, unit) ?? null) : null };
}

/** The rows that are sent: complete, readable and in an accepted unit, converted to the product unit. */
export function rowsToSend(rows: readonly UploadRow[], catalogue: readonly ConvertibleAnalyte[]): UploadResult[] {
  return rows.flatMap((row) => {
    if (!rowIsComplete(row)) return [];
    const analyte = catalogue.find((candidate) => candidate.code === text(row.analyte));
    const parsed = parseResultValue(text(row.value));
    if (!analyte || analyte.unit === null || !parsed.ok) return [];
    const value = toProductUnit(analyte, parsed.value, text(row.unit));
    return value === undefined ? [] : [{ analyte_id: analyte.code, value, unit: analyte.unit }];
  });
}
