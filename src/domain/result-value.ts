import type { AnalyteResult, ResultStatus } from '../generated/entities.gen';
import { EN_GB, enGbDecimal } from './en-gb-format';

export type ResultReading =
  | { kind: 'failed'; reason: string | null }
  | { kind: 'binary'; positive: boolean }
  | { kind: 'number'; value: number; operator: '<' | '>' | '<=' | '>=' | null; unit: string | null }
  | { kind: 'missing' };

const OPERATORS = ['<=', '>=', '<', '>'] as const;

function operatorOf(raw: string | null | undefined): '<' | '>' | '<=' | '>=' | null {
  const trimmed = raw?.trim();
  return OPERATORS.find((operator) => operator === trimmed) ?? null;
}

/** A number from the value field, which may arrive as a number, a numeric string, or a string with an operator ("<0.5"). */
function parseValue(value: AnalyteResult['value']): { value: number; operator: ReturnType<typeof operatorOf> } | null {
  if (typeof value === 'number') return Number.isFinite(value) ? { value, operator: null } : null;
  if (typeof value !== 'string') return null;
  const match = /^\s*(<=|>=|<|>)?\s*(-?\d+(?:\.\d+)?)\s*$/.exec(value);
  if (!match) return null;
  return { value: Number(match[2]), operator: operatorOf(match[1]) };
}

const POSITIVE = ['positive', 'detected', 'reactive', 'true', '1'];
const NEGATIVE = ['negative', 'not detected', 'non-reactive', 'false', '0'];

/** What a result says, whatever shape its fields arrive in: failed, positive/negative, a number, or nothing readable. */
export function readResult(
  result: Pick<AnalyteResult, 'value' | 'unit' | 'operator' | 'successful' | 'severity' | 'reason_for_failure' | 'is_binary_result'>,
): ResultReading {
  if (result.successful === false || result.severity === 'not_applicable')
    return { kind: 'failed', reason: result.reason_for_failure?.trim() || null };
  if (result.is_binary_result) {
    const text = String(result.value).trim().toLowerCase();
    if (POSITIVE.includes(text)) return { kind: 'binary', positive: true };
    if (NEGATIVE.includes(text)) return { kind: 'binary', positive: false };
    return { kind: 'missing' };
  }
  const parsed = parseValue(result.value);
  if (parsed === null) return { kind: 'missing' };
  return {
    kind: 'number',
    value: parsed.value,
    operator: operatorOf(result.operator) ?? parsed.operator,
    unit: result.unit?.trim() || null,
  };
}

/** At most two decimals, no trailing zeros, en-GB digits: 4.60 -> "4.6", 1234.5 -> "1,234.5". */
export function formatNumber(value: number): string {
  return enGbDecimal(value, 0, 2) ?? new Intl.NumberFormat(EN_GB, { maximumFractionDigits: 2 }).format(value);
}

/** "< 0.5 mg/L", "4.6 mmol/L", "36 ratio" without the unit word for ratios. */
export function formatReading(reading: Extract<ResultReading, { kind: 'number' }>): string {
  const unit = reading.unit && reading.unit !== 'ratio' ? ` ${reading.unit}` : '';
  return `${reading.operator ? `${reading.operator} ` : ''}${formatNumber(reading.value)}${unit}`;
}

export const KNOWN_STATUSES: readonly ResultStatus[] = [
  'highly_abnormal',
  'out_of_range',
  'abnormal',
  'normal',
  'optimal',
  'not_applicable',
];

/** A severity the app knows, or null for a missing or unknown one (shown as "status not available", never guessed). */
export function knownStatus(severity: unknown): ResultStatus | null {
  return KNOWN_STATUSES.find((status) => status === severity) ?? null;
}
