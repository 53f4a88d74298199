import { describe, expect, it } from 'vitest';
import { commonJsToModule } from '../../../codegen/generate/form-validators';

describe('ajv’s CommonJS standalone output as an ES module', () => {
  it.each([
    ['a hash that is no identifier, quoted', 'exports["1a2b"] = validate10;\n', '1a2b'],
    [
      'a hash that is an identifier, dotted (cancel-subscription’s oneOf had one and crashed on load)',
      'exports.d8eeb60 = validate13;\n',
      'd8eeb60',
    ],
  ])('%s', (_, line, hash) => {
    const { body, exportNames } = commonJsToModule(`"use strict";\n${line}function validate(){}\n`);
    expect(body).not.toContain('exports');
    expect([...exportNames]).toEqual([[hash, line.match(/= (\w+);/)?.[1]]]);
  });

  it('turns requires into imports', () => {
    const { imports, body } = commonJsToModule('const a = require("ajv/dist/runtime/ucs2length").default;\n');
    expect(imports).toEqual(['import * as runtime0 from "ajv/dist/runtime/ucs2length";']);
    expect(body).toBe('const a = cjsDefault(runtime0);\n');
  });
});
