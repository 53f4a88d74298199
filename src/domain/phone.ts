const UK_PREFIX = '+44';

/** UK numbers are stored in national form: "+44 7700 900123" -> "07700900123"; other numbers only lose spacing. */
export function normalisePhoneNumber(raw: string): string {
  const compact = raw.replace(/[\s()-]/g, '');
  // "+44 (0)7700..." already carries the trunk 0; it must not be doubled.
  return compact.startsWith(UK_PREFIX) ? `0${compact.slice(UK_PREFIX.length).replace(/^0/, '')}` : compact;
}
