import type { FormTransform } from '../../codegen/form-actions';
import { normalisePhoneNumber } from '../domain/phone';

/** The named ways a bound field's answer is tidied before it is saved (binding.fields.<field>.transform). */
export const formTransforms: Readonly<Record<FormTransform, (value: string) => string>> = {
  trim: (value) => value.trim(),
  uppercase: (value) => value.toUpperCase(),
  // SPEC 5: "Phone prefix +44 is stripped".
  'uk-phone': normalisePhoneNumber,
};
