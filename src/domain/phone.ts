/** The two ways a UK number's country code is written: "+44" and the international dialling form "0044". */
const UK_PREFIXES = ['+44', '0044'] as const;

/**
 * SPEC 5 "Phone prefix +44 is stripped": stripping the country code leaves the national number, and a UK
 * national number is written with its trunk 0 ("+44 7700 900123" -> "07700900123"), which is what a UK user
 * typed elsewhere and expects to see back; a bare "7700900123" is not a diallable UK number. Spacing is removed
 * so one number has one stored form; other countries' numbers keep their own prefix.
 */
export function normalisePhoneNumber(raw: string): string {
  const compact = raw.replace(/[\s()-]/g, '');
  const prefix = UK_PREFIXES.find((candidate) => compact.startsWith(candidate));
  if (prefix === undefined) return compact;
  // "+44 (0)7700..." already carries the trunk 0; it must not be doubled.
  return `0${compact.slice(prefix.length).replace(/^0/, '')}`;
}
