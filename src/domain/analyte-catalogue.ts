import { analytesConfig } from '../generated/analytes-config.gen';
import type { AnalyteDefinition, UnitConversion } from '../generated/config-types.gen';
import { parseRanges, type RangeBand } from './reference-range';

// Keyed by what analyte_id may hold, so a missing one simply finds nothing.
const BY_CODE: ReadonlyMap<string | null | undefined, AnalyteDefinition> = new Map(
  analytesConfig.analytes.map((analyte) => [analyte.code, analyte]),
);

/** The catalogue entry of a result's analyte_id; undefined for a code the catalogue does not know. */
export function analyteByCode(code: string | null | undefined): AnalyteDefinition | undefined {
  return BY_CODE.get(code);
}

export function groupName(groupId: string): string | undefined {
  return analytesConfig.groups.find((group) => group.id === groupId)?.name;
}

/** Units are compared case-insensitively (labs write mg/dl and mg/dL alike). */
export function conversionFor(analyte: AnalyteDefinition, unit: string): UnitConversion | undefined {
  const wanted = unit.trim().toLowerCase();
  return analyte.units.find((conversion) => conversion.unit.toLowerCase() === wanted);
}

/** A value in one of the analyte's accepted units, in its display unit; null when the unit is not accepted. */
export function toDisplayUnit(analyte: AnalyteDefinition, value: number, unit: string): number | null {
  const conversion = conversionFor(analyte, unit);
  return conversion === undefined ? null : value * conversion.factor + (conversion.offset ?? 0);
}

/** The catalogue's reference bands of an analyte, in the shape results carry; empty when it has none. */
export function catalogueRanges(code: string | null | undefined): RangeBand[] {
  return parseRanges(analyteByCode(code)?.ranges);
}

/** Decimal places the lab reports an analyte to; null for an analyte the catalogue does not know. */
export function reportingPrecision(code: string | null | undefined): number | null {
  return analyteByCode(code)?.precision ?? null;
}
