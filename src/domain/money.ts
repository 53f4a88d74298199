import { appConfig } from '../generated/app-config.gen';
import type { Constants } from '../generated/config-types.gen';
import { EN_GB, enGbMoney } from './en-gb-format';

type Currency = Constants['currency'];

// Built once per locale and currency: formatting runs on every render of every price.
const formatters = new Map<string, Intl.NumberFormat>();

function intlFormatter(locale: string, currency: Currency): Intl.NumberFormat {
  const key = `${locale} ${currency.code} ${currency.decimals}`;
  const formatter =
    formatters.get(key) ??
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.code,
      minimumFractionDigits: currency.decimals,
      maximumFractionDigits: currency.decimals,
    });
  formatters.set(key, formatter);
  return formatter;
}

/** Prices are held in pence; shown in pounds with two decimals, e.g. 1234 -> "£12.34". */
export function formatPence(pence: number, currency: Currency = appConfig.constants.currency, locale = appConfig.constants.locale): string {
  const amount = pence / currency.minorUnitsPerMajor;
  return (locale === EN_GB ? enGbMoney(amount, currency.code, currency.decimals) : null) ?? intlFormatter(locale, currency).format(amount);
}

/**
 * Whole percent saved by subscribing instead of buying one-off, or null when the label is hidden
 * (no saving, a dearer subscription, or no one-off price to compare with).
 */
export function savingsPercent(
  oneOffPence: number,
  subscriptionPence: number,
  hideAtOrBelowPercent = appConfig.constants.savingsLabel.hideAtOrBelowPercent,
): number | null {
  if (!(oneOffPence > 0) || !Number.isFinite(subscriptionPence)) return null;
  const percent = Math.round(((oneOffPence - subscriptionPence) * 100) / oneOffPence);
  return percent > hideAtOrBelowPercent ? percent : null;
}
