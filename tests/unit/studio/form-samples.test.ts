import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFormValidator } from '../../../src/forms/validate-form';
import { formDefinitions } from '../../../src/studio/form-files';
import { formSamples } from '../../../src/studio/form-samples';

const forms = [...formDefinitions.entries()];

describe('the form gallery’s samples', () => {
  it('covers every form of config/forms', () => {
    const files = readdirSync(join(__dirname, '../../../config/forms'))
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => name.replace(/\.yaml$/, ''));
    expect(forms.map(([id]) => id).sort()).toEqual(files.sort());
    expect(files).toEqual(expect.arrayContaining(['address', 'create-account', 'shared-passcode', 'share-results']));
  });

  it.each(forms)('%s: a valid sample the validator accepts, and data that shows each message the YAML names', (_, definition) => {
    const { valid, cases } = formSamples(definition);
    const validate = createFormValidator(definition);
    expect(valid).not.toBeNull();
    expect(validate(valid ?? {})).toEqual([]);
    const missing = cases.filter((found) => found.data === null).map((found) => `${found.field} ${found.key}`);
    expect(missing).toEqual([]);
    for (const found of cases) {
      const shown = validate(found.data ?? {}).map((error) => error.message);
      expect(shown.some((text) => text !== undefined && (text === found.text || found.text.includes('{')))).toBe(true);
    }
  });
});
