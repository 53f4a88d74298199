import { appConfig } from '../generated/app-config.gen';

const { code, minorUnitsPerMajor, decimals } = appConfig.constants.currency;
const formatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency: code, minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** Prices are held in pence; shown in pounds with two decimals. */
export function formatPence(pence: number): string {
  return formatter.format(pence / minorUnitsPerMajor);
}
