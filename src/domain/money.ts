import { appConfig } from '../generated/app-config.gen';
import type { Constants } from '../generated/config-types.gen';

type Currency = Constants['currency'];

const currencyFormatter = (currency: Currency): Intl.NumberFormat =>
  new Intl.NumberFormat(appConfig.constants.locale, { style: 'currency', currency: currency.code, minimumFractionDigits: currency.decimals, maximumFractionDigits: currency.decimals });

// Built once per currency: formatting runs on every render of every price.
const formatters = new Map<Currency, Intl.NumberFormat>();

/** Prices are held in pence; shown in pounds with two decimals, e.g. 1234 -> "£12.34". */
export function formatPence(pence: number, currency: Currency = appConfig.constants.currency): string {
  const formatter = formatters.get(currency) ?? currencyFormatter(currency);
  formatters.set(currency, formatter);
  return formatter.format(pence / currency.minorUnitsPerMajor);
}

/**
 * Whole percent saved by subscribing instead of buying one-off, or null when the label is hidden
 * (no saving, a dearer subscription, or no one-off price to compare with).
 */
export function savingsPercent(oneOffPence: number, subscriptionPence: number, hideAtOrBelowPercent = appConfig.constants.savingsLabel.hideAtOrBelowPercent): number | null {
  if (!(oneOffPence > 0) || !Number.isFinite(subscriptionPence)) return null;
  const percent = Math.round(((oneOffPence - subscriptionPence) * 100) / oneOffPence);
  return percent > hideAtOrBelowPercent ? percent : null;
}
