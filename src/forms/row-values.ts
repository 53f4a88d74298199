/** Reading the rows of a rows field (config/forms `rows`) from form data; pure, so node tests cover it. */
export type RowData = Readonly<Record<string, unknown>>;

export function rowsOf(data: RowData, field: string): RowData[] {
  const value = data[field];
  return Array.isArray(value) ? value.map((row: unknown) => (typeof row === 'object' && row !== null ? (row as RowData) : {})) : [];
}

/** A row nobody has started: it is neither sent nor complained about. */
export function rowIsBlank(row: RowData): boolean {
  return Object.values(row).every((value) => value === undefined || value === null || String(value).trim() === '');
}

/** Values of the uniqueBy field chosen in the other rows: disabled in this row's choice (SPEC section 5 for analytes). */
export function takenElsewhere(rows: readonly RowData[], by: string, index: number): string[] {
  return rows.flatMap((row, at) => {
    const value = row[by];
    return at !== index && typeof value === 'string' && value.trim() !== '' ? [value] : [];
  });
}
