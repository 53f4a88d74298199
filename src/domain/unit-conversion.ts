import type { AnalyteDefinition } from '../generated/config-types.gen';
import { conversionFor, toDisplayUnit } from './analyte-catalogue';
import { roundTo } from './rounding';

/**
 * An uploaded result in the product (display) unit of the catalogue, rounded as SPEC section 5 asks. The
 * conversion itself (value x factor + offset, units matched case-insensitively) is the catalogue's.
 */
export const UPLOAD_DECIMALS = 2;

/** An uploaded value at SPEC's upload precision, rounded as every other value the product shows. */
export function roundTo2(value: number): number {
  return roundTo(value, UPLOAD_DECIMALS);
}

/** True when the chosen unit is an accepted one other than the product unit: the person is told it will be converted. */
export function needsConversion(analyte: AnalyteDefinition, unit: string): boolean {
  const conversion = conversionFor(analyte, unit);
  return analyte.unit !== null && conversion !== undefined && conversion.unit.toLowerCase() !== analyte.unit.toLowerCase();
}

/** The value in the product unit, rounded to 2 decimals; undefined for a binary analyte or a unit it does not accept. */
export function toProductUnit(analyte: AnalyteDefinition, value: number, unit: string): number | undefined {
  if (analyte.unit === null || analyte.binary === true) return undefined;
  const converted = toDisplayUnit(analyte, value, unit);
  return converted === null ? undefined : roundTo2(converted);
}
