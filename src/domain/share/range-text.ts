import { messages } from '../../generated/messages.gen';
import { fillMessage } from '../fill-message';
import { formatNumber } from '../result-value';
import type { ReferenceInterval } from './reference-interval';

/** A reference interval in words, with its unit where it has one: "4 to 5 mmol/L", "under 5 mmol/L", "30 or more ug/L". */
export function referenceIntervalText(interval: ReferenceInterval | null, unit: string | null): string {
  if (interval === null || (interval.low === null && interval.high === null)) return messages['share.range.none'];
  const withUnit = unit && unit !== 'ratio' ? ` ${unit}` : '';
  if (interval.low === null)
    return `${fillMessage(messages['share.range.under'], { high: formatNumber(interval.high as number) })}${withUnit}`;
  if (interval.high === null) return `${fillMessage(messages['share.range.atLeast'], { low: formatNumber(interval.low) })}${withUnit}`;
  return `${fillMessage(messages['share.range.between'], { low: formatNumber(interval.low), high: formatNumber(interval.high) })}${withUnit}`;
}
