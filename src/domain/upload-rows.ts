import type { AnalyteDefinition } from '../generated/config-types.gen';
import { conversionFor } from './analyte-catalogue';
import { parseResultValue, type ResultValueProblem } from './typed-result-value';
import { needsConversion, toProductUnit } from './unit-conversion';

/** The catalogue entries a row is checked against (config/analytes.yaml, or a table in a test). */
export type Catalogue = readonly AnalyteDefinition[];

export type UploadableAnalyte = AnalyteDefinition & { unit: string };

/** An analyte a result can be uploaded for: one with a number in a unit, not a positive/negative result. */
export function isUploadable(analyte: AnalyteDefinition): analyte is UploadableAnalyte {
  return analyte.unit !== null && analyte.binary !== true && analyte.units.length > 0;
}

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

/**
 * Why a row cannot be sent, per part. A half-filled row is named rather than silently dropped, so a person never
 * loses a value they typed without being told (the form engine skips rows nobody has started).
 */
export function rowProblems(row: UploadRow, catalogue: Catalogue): Partial<Record<UploadRowPart, UploadRowProblem>> {
  const problems: Partial<Record<UploadRowPart, UploadRowProblem>> = {};
  const analyte = catalogue.find((candidate) => candidate.code === text(row.analyte));
  if (text(row.analyte) === '') problems.analyte = 'analyte-missing';
  else if (!analyte || !isUploadable(analyte)) problems.analyte = 'analyte-unknown';
  const parsed = parseResultValue(text(row.value));
  if (!parsed.ok) problems.value = parsed.problem;
  if (text(row.unit) === '') problems.unit = 'unit-missing';
  else if (analyte && isUploadable(analyte) && !conversionFor(analyte, text(row.unit))) problems.unit = 'unit-not-accepted';
  return problems;
}

/** The "unit used is X and the result will be converted" notice, with the converted value when there is one. */
export function conversionNotice(
  row: UploadRow,
  catalogue: Catalogue,
): { unit: string; productUnit: string; converted: number | null } | null {
  const analyte = catalogue.find((candidate) => candidate.code === text(row.analyte));
  const unit = text(row.unit);
  if (!analyte || !isUploadable(analyte) || !needsConversion(analyte, unit)) return null;
  const parsed = parseResultValue(text(row.value));
  return { unit, productUnit: analyte.unit, converted: parsed.ok ? (toProductUnit(analyte, parsed.value, unit) ?? null) : null };
}

/** The rows of a form's results field, whatever arrived: only objects are rows. */
export function rowsOf(value: unknown): UploadRow[] {
  return Array.isArray(value) ? value.filter((row): row is UploadRow => typeof row === 'object' && row !== null) : [];
}

/**
 * The rows that are sent, converted to the product unit: SPEC section 5 counts a row only when analyte, value
 * (0 is a value) and unit are all set, and it must be readable and in an accepted unit too.
 */
export function rowsToSend(rows: readonly UploadRow[], catalogue: Catalogue): UploadResult[] {
  return rows.flatMap((row) => {
    const analyte = catalogue.find((candidate) => candidate.code === text(row.analyte));
    const parsed = parseResultValue(text(row.value));
    if (!analyte || !parsed.ok) return [];
    // Nothing converts without an accepted unit, so a blank unit, a binary analyte or an unknown unit ends here.
    const value = toProductUnit(analyte, parsed.value, text(row.unit));
    return value === undefined ? [] : [{ analyte_id: analyte.code, value, unit: analyte.unit as string }];
  });
}
