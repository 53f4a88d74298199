/**
 * Kit codes are printed as VK7Q-4M2P-9XTR. People type them in lower case, with spaces or without dashes, so
 * the code is tidied before it is checked or sent; the YAML form's pattern accepts exactly what tidies.
 */
const TIDY = /^VK[0-9A-Z]{10}$/;

export function normaliseKitCode(input: string): string {
  const compact = input.toUpperCase().replace(/[\s-]/g, '');
  if (!TIDY.test(compact)) return input.trim().toUpperCase();
  return `${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8)}`;
}

export function isKitCode(input: string): boolean {
  return /^VK[0-9A-Z]{2}-[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(normaliseKitCode(input));
}
