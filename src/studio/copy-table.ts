/** A table of plain text, header first: what the studio's Copy buttons put on the clipboard. */
export interface TextTable {
  header: readonly string[];
  rows: readonly (readonly string[])[];
}

const oneLine = (text: string): string => text.replace(/\s*[\r\n]+\s*/g, ' ');

/** A GitHub-flavoured Markdown table: pipes in a cell escaped, each cell on one line. */
export function tableToMarkdown(table: TextTable): string {
  const cell = (text: string): string => oneLine(text).replace(/\\/g, '\\\\').replace(/\|/g, '\\|') || ' ';
  const line = (cells: readonly string[]): string => `| ${table.header.map((_, index) => cell(cells[index] ?? '')).join(' | ')} |`;
  return [line(table.header), `| ${table.header.map(() => '---').join(' | ')} |`, ...table.rows.map(line)].join('\n');
}

/** Tab-separated values (pasting into a spreadsheet fills one cell each): tabs and line breaks in a cell become spaces. */
export function tableToTsv(table: TextTable): string {
  const cell = (text: string): string => oneLine(text).replace(/\t/g, ' ');
  return [table.header, ...table.rows].map((cells) => table.header.map((_, index) => cell(cells[index] ?? '')).join('\t')).join('\n');
}
