import { loincCheckDigit } from '../../src/domain/share/loinc';
import { ErrorSink, type CheckContext } from './check-context';

/**
 * What the analyte catalogue's schema cannot say: codes and units are unique, groups exist, every factor is a
 * positive number, the display unit converts to itself, only a binary analyte goes without a unit, and the
 * reference bands run lowest first, each starting where the one before ends (no gap, no overlap), open only at the ends.
 * Every analyte names its LOINC code (the FHIR download codes each result with it): its check digit must be right,
 * no two analytes share one, and only a binary analyte goes without a UCUM unit.
 */
export function checkAnalytes(context: CheckContext): ErrorSink[] {
  const source = context.sources.get('config/analytes.yaml');
  if (!source) return [];
  const sink = new ErrorSink(source);
  const { groups, analytes } = context.config.analytes;
  const groupIds = groups.map((group) => group.id);
  const seenGroups = new Set<string>();
  groups.forEach((group, index) => {
    if (seenGroups.has(group.id)) sink.at(['groups', index, 'id'], `duplicate group id "${group.id}"`);
    seenGroups.add(group.id);
  });
  const seenCodes = new Set<string>();
  const seenLoinc = new Map<string, string>();
  analytes.forEach((analyte, index) => {
    const at = ['analytes', index];
    if (seenCodes.has(analyte.code)) sink.at([...at, 'code'], `duplicate analyte code "${analyte.code}"`);
    seenCodes.add(analyte.code);
    sink.reference([...at, 'group'], 'group', analyte.group, groupIds);
    if (analyte.cvi !== null && analyte.cvi <= 0) sink.at([...at, 'cvi'], `cvi must be a positive percent, got ${analyte.cvi}`);
    if (analyte.cva !== null && analyte.cva < 0)
      sink.at([...at, 'cva'], `cva must be a percent of 0 or more (null means 0.5 x cvi), got ${analyte.cva}`);
    checkRanges(sink, at, analyte.code, analyte.ranges ?? []);
    checkLoinc(sink, at, analyte.code, analyte.loinc.code, seenLoinc);
    if (analyte.binary === true) {
      if (analyte.unit !== null) sink.at([...at, 'unit'], `a binary analyte has no unit; use unit: null`);
      if (analyte.ucum !== null) sink.at([...at, 'ucum'], `a binary analyte has no UCUM unit; use ucum: null`);
      if (analyte.units.length > 0) sink.at([...at, 'units'], `a binary analyte has no units to convert`);
      return;
    }
    if (analyte.unit === null) {
      sink.at([...at, 'unit'], `analyte "${analyte.code}" needs a display unit (only binary: true analytes have none)`);
      return;
    }
    if (analyte.ucum === null)
      sink.at(
        [...at, 'ucum'],
        `analyte "${analyte.code}" needs its display unit "${analyte.unit}" in UCUM for the FHIR download (only binary: true analytes have none)`,
      );
    const seenUnits = new Set<string>();
    analyte.units.forEach((conversion, unitIndex) => {
      const uat = [...at, 'units', unitIndex];
      if (seenUnits.has(conversion.unit)) sink.at([...uat, 'unit'], `duplicate unit "${conversion.unit}" for analyte "${analyte.code}"`);
      seenUnits.add(conversion.unit);
      if (!(conversion.factor > 0)) sink.at([...uat, 'factor'], `factor must be a positive number, got ${conversion.factor}`);
    });
    const own = analyte.units.find((conversion) => conversion.unit === analyte.unit);
    if (own === undefined) {
      sink.at([...at, 'unit'], `display unit "${analyte.unit}" has no conversion: list it in units with factor 1`);
    } else if (own.factor !== 1 || (own.offset ?? 0) !== 0) {
      sink.at(
        [...at, 'units', analyte.units.indexOf(own)],
        `the display unit "${analyte.unit}" converts to itself: factor 1 and no offset`,
      );
    }
  });
  return [sink];
}

function checkLoinc(sink: ErrorSink, at: (string | number)[], code: string, loinc: string, seen: Map<string, string>): void {
  const [number = '', digit = ''] = loinc.split('-');
  const expected = loincCheckDigit(number);
  if (String(expected) !== digit)
    sink.at([...at, 'loinc', 'code'], `LOINC code "${loinc}" of "${code}" has a wrong check digit: ${number}-${expected} would be right`);
  const other = seen.get(loinc);
  if (other !== undefined) sink.at([...at, 'loinc', 'code'], `LOINC code "${loinc}" is already the code of "${other}"`);
  seen.set(loinc, code);
}

function checkRanges(
  sink: ErrorSink,
  at: (string | number)[],
  code: string,
  ranges: readonly { min: number | null; max: number | null }[],
): void {
  ranges.forEach((band, index) => {
    const bat = [...at, 'ranges', index];
    if (band.min === null && index !== 0) sink.at([...bat, 'min'], `only the first band of "${code}" may be open below (min: null)`);
    if (band.max === null && index !== ranges.length - 1)
      sink.at([...bat, 'max'], `only the last band of "${code}" may be open above (max: null)`);
    if (band.min !== null && band.max !== null && !(band.min < band.max))
      sink.at(bat, `band min ${band.min} must be below its max ${band.max}`);
    const before = ranges[index - 1];
    if (before !== undefined && before.max !== null && before.max !== band.min)
      sink.at(
        [...bat, 'min'],
        `band starts at ${String(band.min)} but the band before ends at ${before.max}: bands must meet with no gap or overlap`,
      );
  });
}
