import { isFullDate } from '../domain/full-date';

/**
 * The function formats the precompiled form validators call at run time (codegen points them here instead of at
 * ajv-formats' whole table). Regex formats such as email are inlined by ajv and need nothing here; a form using a
 * format missing here fails codegen. tests/unit/forms/format-validators.test.ts checks parity with ajv-formats.
 */
export const formatValidators: Readonly<Record<string, { validate: (text: string) => boolean }>> = {
  date: { validate: isFullDate },
};
