import type { AnalyteResult } from '../../generated/entities.gen';
import type { MessageKey } from '../../generated/messages.gen';
import { parseRanges, statusOf } from '../reference-range';
import { resultDirection } from '../result-direction';
import { knownStatus, readResult } from '../result-value';

/**
 * A result's flag as a clinician reads it: codes of HL7's v3 ObservationInterpretation code system, which the FHIR
 * download sends as they are and the clinician's page and the CSV put in words. High and low come from the side
 * of the healthy bands the value lies on; a result outside them on no known side is only "abnormal".
 */
export type Interpretation = 'H' | 'L' | 'N' | 'A' | 'POS' | 'NEG';

export const INTERPRETATION_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';

/** The code system's own display for each code (part of the standard, not the app's copy). */
export const INTERPRETATION_DISPLAY: Readonly<Record<Interpretation, string>> = {
  H: 'High',
  L: 'Low',
  N: 'Normal',
  A: 'Abnormal',
  POS: 'Positive',
  NEG: 'Negative',
};

type Flaggable = Pick<
  AnalyteResult,
  | 'value'
  | 'unit'
  | 'operator'
  | 'successful'
  | 'severity'
  | 'reason_for_failure'
  | 'is_binary_result'
  | 'reference_ranges'
  | 'direction_from_normal'
>;

/** The clinician's words for each flag (config/messages.yaml). */
export const INTERPRETATION_WORDS = {
  H: 'share.flag.high',
  L: 'share.flag.low',
  N: 'share.flag.normal',
  A: 'share.flag.abnormal',
  POS: 'share.flag.positive',
  NEG: 'share.flag.negative',
} as const satisfies Readonly<Record<Interpretation, MessageKey>>;

/** The flag of a result; null for a failed result or one whose status is not known. */
export function interpretationOf(result: Flaggable): Interpretation | null {
  const reading = readResult(result);
  if (reading.kind === 'binary') return reading.positive ? 'POS' : 'NEG';
  if (reading.kind !== 'number') return null;
  const bands = parseRanges(result.reference_ranges);
  const status = knownStatus(result.severity) ?? statusOf(reading.value, bands);
  if (status === null || status === 'not_applicable') return null;
  if (status === 'normal' || status === 'optimal') return 'N';
  const side = resultDirection(result.direction_from_normal, reading.value, bands);
  return side === 'above' ? 'H' : side === 'below' ? 'L' : 'A';
}
