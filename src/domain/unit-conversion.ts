/**
 * Converting an uploaded result into the product unit (SPEC section 5, Results upload). The catalogue
 * (config/analytes.yaml) lists every unit a result may arrive in with value x factor + offset; the product unit
 * itself has factor 1. This module reads only that shape, so it stays pure and table-testable.
 */
export interface UnitConversion {
  unit: string;
  factor: number;
  offset?: number;
}

export interface ConvertibleAnalyte {
  code: string;
  /** The product (display) unit; null for a positive/negative analyte, which has no number to convert. */
  unit: string | null;
  units: readonly UnitConversion[];
}

/** Uploaded values are kept to 2 decimals (SPEC section 5). */
export const UPLOAD_DECIMALS = 2;

/** Half away from zero at 2 decimals; the epsilon stops 1.005 (stored as 1.00499...) rounding down. */
export function roundTo2(value: number): number {
  const scale = 10 ** UPLOAD_DECIMALS;
  const rounded = Math.sign(value) * Math.round(Math.abs(value) * scale * (1 + Number.EPSILON)) / scale;
  return Object.is(rounded, -0) ? 0 : rounded;
}

export function conversionFor(analyte: ConvertibleAnalyte, unit: string): UnitConversion | undefined {
  return analyte.units.find((candidate) => candidate.unit === unit);
}

/** True when the chosen unit is not the product unit, so the person is told the value will be converted. */
export function needsConversion(analyte: ConvertibleAnalyte, unit: string): boolean {
  return analyte.unit !== null && unit !== analyte.unit && conversionFor(analyte, unit) !== undefined;
}

/** The value in the product unit, rounded to 2 decimals; undefined for a unit the analyte does not accept. */
export function toProductUnit(analyte: ConvertibleAnalyte, value: number, unit: string): number | undefined {
  const conversion = conversionFor(analyte, unit);
  if (!conversion || analyte.unit === null) return undefined;
  return roundTo2(value * conversion.factor + (conversion.offset ?? 0));
}
