/**
 * Reading a result value typed or pasted by a person. Every refusal names its reason, so the row can say what to
 * change instead of sending NaN or silently dropping the value.
 */
export type ResultValueProblem = 'empty' | 'comma-decimal' | 'spaces' | 'operator' | 'negative' | 'too-large' | 'not-a-number';

export type ParsedResultValue = { ok: true; value: number } | { ok: false; problem: ResultValueProblem };

/** Above this no blood result in any accepted unit is plausible: a typo or a pasted reference number. */
export const MAX_RESULT_VALUE = 100_000;

const PLAIN_NUMBER = /^\d+(?:\.\d+)?$|^\.\d+$/;

export function parseResultValue(raw: string): ParsedResultValue {
  // Outer spaces come from pasting and carry no meaning; spaces inside a number do ("1 000", "5 2").
  const text = raw.trim();
  if (text === '') return { ok: false, problem: 'empty' };
  if (/^[<>≤≥]/.test(text)) return { ok: false, problem: 'operator' };
  if (/^[-−–]/.test(text)) return { ok: false, problem: /\d/.test(text) ? 'negative' : 'not-a-number' };
  if (/^[\d.,]+(?:\s+[\d.,]+)+$/.test(text)) return { ok: false, problem: 'spaces' };
  if (/^\d+,\d+$/.test(text)) return { ok: false, problem: 'comma-decimal' };
  if (!PLAIN_NUMBER.test(text)) return { ok: false, problem: 'not-a-number' };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, problem: 'not-a-number' };
  if (value > MAX_RESULT_VALUE) return { ok: false, problem: 'too-large' };
  return { ok: true, value };
}
