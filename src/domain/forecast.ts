import { isReadableDate } from './dates';
import { isFiniteNumber } from './finite-number';
import { roundTo } from './rounding';

export interface ForecastPoint {
  date: string;
  value: number;
  lower: number;
  upper: number;
}

/**
 * The readable points of a forecast, by date. A point without its band is dropped rather than drawn as a
 * certain line: a forecast is never shown without its uncertainty.
 */
export function forecastPoints(values: readonly unknown[] | null | undefined): ForecastPoint[] {
  if (!values) return [];
  return values
    .flatMap((raw) => {
      // A number or text has none of the fields, so it is dropped like any other unreadable point.
      const { date, value, lower, upper } = (raw ?? {}) as Record<string, unknown>;
      if (!isReadableDate(date) || !isFiniteNumber(value) || !isFiniteNumber(lower) || !isFiniteNumber(upper)) return [];
      if (lower > value || upper < value) return [];
      return [{ date, value, lower, upper }];
    })
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

/** Whole weeks the forecast spans. */
export function forecastWeeks(points: readonly ForecastPoint[]): number {
  if (points.length < 2) return 0;
  const first = points[0] as ForecastPoint;
  const last = points[points.length - 1] as ForecastPoint;
  return Math.round((Date.parse(last.date) - Date.parse(first.date)) / (7 * 86_400_000));
}

/** The forecast as it is shown: every value and band end rounded to the analyte's reporting precision. */
export function roundedForecast(points: readonly ForecastPoint[], decimals: number): ForecastPoint[] {
  return points.map((point) => ({
    date: point.date,
    value: roundTo(point.value, decimals),
    lower: roundTo(point.lower, decimals),
    upper: roundTo(point.upper, decimals),
  }));
}
