import { describe, expect, it } from 'vitest';
import { tableToMarkdown, tableToTsv, type TextTable } from '../../../src/studio/copy-table';

describe('a table copied for a pull request or a spreadsheet', () => {
  it.each<[string, TextTable, string, string]>([
    [
      'plain cells',
      { header: ['route', 'Signed out'], rows: [['tests', 'via login: ↗ /site/login']] },
      '| route | Signed out |\n| --- | --- |\n| tests | via login: ↗ /site/login |',
      'route\tSigned out\ntests\tvia login: ↗ /site/login',
    ],
    [
      'a pipe, a backslash, a tab and a line break in a cell',
      { header: ['a', 'b'], rows: [['x|y', 'c:\\d\tand\nmore']] },
      '| a | b |\n| --- | --- |\n| x\\|y | c:\\\\d\tand more |',
      'a\tb\nx|y\tc:\\d and more',
    ],
    [
      'an empty cell and a short row keep the columns',
      { header: ['a', 'b', 'c'], rows: [['', 'only']] },
      '| a | b | c |\n| --- | --- | --- |\n|   | only |   |',
      'a\tb\tc\n\tonly\t',
    ],
  ])('%s', (_, table, markdown, tsv) => {
    expect(tableToMarkdown(table)).toBe(markdown);
    expect(tableToTsv(table)).toBe(tsv);
  });
});
