import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const FORMS = path.join(__dirname, '../../../config/forms');

// markdown-to-jsx is aliased to plain text (src/forms/plain-markdown.tsx); a form asking for markdown would get none.
describe('no form renders markdown', () => {
  it.each(readdirSync(FORMS).filter((file) => file.endsWith('.yaml')))('%s sets no ui:enableMarkdownIn*', (file) => {
    expect(readFileSync(path.join(FORMS, file), 'utf8')).not.toMatch(/enableMarkdownIn/);
  });
});
