/** UK numbers are stored in national form: "+44 7700 900123" -> "07700900123". */
export function normalisePhoneNumber(raw: string): string {
  const compact = raw.replace(/[\s()-]/g, '');
  return compact.startsWith('+44') ? `0${compact.slice(3).replace(/^0/, '')}` : compact;
}
