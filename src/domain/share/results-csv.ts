import { messages } from '../../generated/messages.gen';
import { analyteByCode } from '../analyte-catalogue';
import { parseRanges } from '../reference-range';
import { resultDate } from '../result-history';
import { readResult } from '../result-value';
import { INTERPRETATION_WORDS, interpretationOf } from './interpretation';
import { referenceInterval } from './reference-interval';
import { referenceIntervalText } from './range-text';
import { resultsOfTest, testsInOrder, type SharedRecord, type SharedResult, type SharedTest } from './shared-record';

/**
 * The shared results as CSV (RFC 4180, CRLF line ends): a header, then one row per result, tests oldest first and
 * results in the catalogue's order. A cell that a spreadsheet would read as a formula is quoted with a leading
 * apostrophe, so opening the file runs nothing.
 */
export const CSV_COLUMNS = ['testDate', 'analyte', 'loinc', 'value', 'unit', 'range', 'flag', 'source'] as const;

function cell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function flagWords(result: SharedResult): string {
  const reading = readResult(result);
  if (reading.kind === 'failed') return messages['share.flag.failed'];
  const flag = interpretationOf(result);
  return flag === null ? '' : messages[INTERPRETATION_WORDS[flag]];
}

function valueText(result: SharedResult): string {
  const reading = readResult(result);
  if (reading.kind === 'number') return `${reading.operator ?? ''}${reading.value}`;
  if (reading.kind === 'binary') return messages[reading.positive ? 'share.value.positive' : 'share.value.negative'];
  return '';
}

function row(result: SharedResult, test: SharedTest): string[] {
  const catalogue = analyteByCode(result.analyte_id);
  const reading = readResult(result);
  const unit = reading.kind === 'number' ? (catalogue?.unit ?? reading.unit ?? '') : '';
  const range = reading.kind === 'number' ? referenceIntervalText(referenceInterval(parseRanges(result.reference_ranges)), null) : '';
  return [
    (resultDate(result) ?? '').slice(0, 10),
    catalogue?.name ?? result.label ?? result.analyte_id ?? '',
    catalogue?.loinc.code ?? '',
    valueText(result),
    unit,
    range === messages['share.range.none'] ? '' : range,
    flagWords(result),
    messages[test.uploaded_at ? 'share.source.uploaded' : 'share.source.lab'],
  ];
}

export function resultsCsv(record: SharedRecord): string {
  const header = CSV_COLUMNS.map((column) => messages[`share.csv.${column}`]);
  const rows = testsInOrder(record).flatMap((test) => resultsOfTest(record, test).map((result) => row(result, test)));
  return `${[header, ...rows].map((cells) => cells.map(cell).join(',')).join('\r\n')}\r\n`;
}
