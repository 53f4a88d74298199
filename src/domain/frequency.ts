import { appConfig } from '../generated/app-config.gen';
import type { ShopFrequency } from '../generated/entities.gen';
import type { MessageKey } from '../generated/messages.gen';

/**
 * The frequency preselected for a subscription: the variant's own default if offered, else the one of the
 * default number of months (SPEC section 9: 3), else the first offered; null when none is offered.
 */
export function defaultFrequency<T extends Pick<ShopFrequency, 'id' | 'frequency_number' | 'frequency_unit'>>(
  offered: readonly T[],
  variantDefaultId: string | null | undefined,
  defaultMonths: number = appConfig.constants.defaultSubscriptionFrequency,
): T | null {
  return (
    offered.find((frequency) => frequency.id === variantDefaultId) ??
    offered.find((frequency) => frequency.frequency_unit === 'month' && frequency.frequency_number === defaultMonths) ??
    offered[0] ??
    null
  );
}

export interface FrequencyLabel {
  key: MessageKey;
  count: number;
}

/** "Every month" / "Every 3 months" and the like, as a message key and its count (the message agrees with it). */
export function frequencyLabel(frequency: Pick<ShopFrequency, 'frequency_number' | 'frequency_unit'>): FrequencyLabel {
  const count = Math.max(1, frequency.frequency_number ?? 1);
  const unit = frequency.frequency_unit ?? 'month';
  return { key: `shop.frequency.${unit}` as MessageKey, count };
}

/** The date one period after `isoDate` (YYYY-MM-DD), e.g. the delivery after a skipped one. Month ends clamp. */
export function addFrequency(isoDate: string, frequency: Pick<ShopFrequency, 'frequency_number' | 'frequency_unit'>): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const count = Math.max(1, frequency.frequency_number ?? 1);
  const unit = frequency.frequency_unit;
  if (unit === 'day' || unit === 'week') {
    const date = new Date(Date.UTC(year, month - 1, day + count * (unit === 'week' ? 7 : 1)));
    return date.toISOString().slice(0, 10);
  }
  // Months, also when no unit is given.
  const months = unit === 'year' ? count * 12 : count;
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}
