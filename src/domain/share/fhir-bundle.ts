import type {
  Bundle,
  BundleEntry,
  CodeableConcept,
  DiagnosticReport,
  Observation,
  ObservationReferenceRange,
  Organization,
  Patient,
  Practitioner,
  Quantity,
  Resource,
} from '@medplum/fhirtypes';
import { messages } from '../../generated/messages.gen';
import { analyteByCode } from '../analyte-catalogue';
import { parseRanges } from '../reference-range';
import { resultDate } from '../result-history';
import { readResult } from '../result-value';
import { INTERPRETATION_DISPLAY, INTERPRETATION_SYSTEM, interpretationOf } from './interpretation';
import { referenceInterval } from './reference-interval';
import {
  patientName,
  resultsOfTest,
  testDateOf,
  testsInOrder,
  type SharedRecord,
  type SharedResult,
  type SharedTest,
} from './shared-record';

/**
 * The shared results as a FHIR R4 Bundle of type "collection": the patient, a DiagnosticReport per test with the
 * doctor's report as its conclusion, and an Observation per result, coded with the catalogue's LOINC code, its
 * value in UCUM, the reference interval and the High/Low/Normal flag. A result the person uploaded from another
 * lab says so in a note and names no performing lab. Entries refer to each other by urn:uuid full URLs.
 */
export interface FhirBundleOptions {
  /** When the file is made (Bundle.timestamp), an ISO instant. */
  now: string;
  /** A new UUID per resource (crypto.randomUUID in the browser; fixed ones in tests). */
  newId: () => string;
}

const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';
const SNOMED = 'http://snomed.info/sct';
const GMC_NUMBER = 'https://fhir.hl7.org.uk/Id/gmc-number';
const LABORATORY_REPORT = { system: LOINC, code: '11502-2', display: 'Laboratory report' };
const OBSERVATION_CATEGORY: CodeableConcept = {
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory', display: 'Laboratory' }],
};
const REPORT_CATEGORY: CodeableConcept = {
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0074', code: 'LAB', display: 'Laboratory' }],
};
const BINARY_VALUE: Readonly<Record<'positive' | 'negative', CodeableConcept>> = {
  positive: { coding: [{ system: SNOMED, code: '10828004', display: 'Positive' }], text: 'Positive' },
  negative: { coding: [{ system: SNOMED, code: '260385009', display: 'Negative' }], text: 'Negative' },
};

const GENDER: Readonly<Record<string, Patient['gender']>> = { M: 'male', F: 'female' };

/** An ISO timestamp as a FHIR instant, or undefined when it holds no time. */
function instant(value: string | null | undefined): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))
    ? new Date(value).toISOString()
    : undefined;
}

/** An ISO date or timestamp as a FHIR dateTime (a date stays a date). */
function dateTime(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return undefined;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : new Date(value).toISOString();
}

function quantity(value: number, code: string, unit: string): Quantity {
  return { value, unit, system: UCUM, code };
}

function referenceRange(result: SharedResult, ucum: string, unit: string): ObservationReferenceRange[] {
  const interval = referenceInterval(parseRanges(result.reference_ranges));
  if (interval === null || (interval.low === null && interval.high === null)) return [];
  return [
    {
      ...(interval.low === null ? {} : { low: quantity(interval.low, ucum, unit) }),
      ...(interval.high === null ? {} : { high: quantity(interval.high, ucum, unit) }),
    },
  ];
}

/** The observation's value, or why there is none. */
function valueOf(
  result: SharedResult,
): Pick<Observation, 'valueQuantity' | 'valueCodeableConcept' | 'dataAbsentReason' | 'referenceRange'> {
  const reading = readResult(result);
  const catalogue = analyteByCode(result.analyte_id);
  if (reading.kind === 'binary') return { valueCodeableConcept: BINARY_VALUE[reading.positive ? 'positive' : 'negative'] };
  if (reading.kind === 'number' && catalogue?.ucum) {
    const unit = catalogue.unit ?? catalogue.ucum;
    const value: Quantity = {
      ...quantity(reading.value, catalogue.ucum, unit),
      ...(reading.operator ? { comparator: reading.operator } : {}),
    };
    const range = referenceRange(result, catalogue.ucum, unit);
    return { valueQuantity: value, ...(range.length > 0 ? { referenceRange: range } : {}) };
  }
  const reason = reading.kind === 'failed' ? (reading.reason ?? messages['share.fhir.failed']) : messages['share.fhir.noValue'];
  return {
    dataAbsentReason: {
      coding: [{ system: 'http://terminology.hl7.org/CodeSystem/data-absent-reason', code: 'error', display: 'Error' }],
      text: reason,
    },
  };
}

function observation(result: SharedResult, test: SharedTest, refs: { patient: string; lab: string | null }): Observation {
  const catalogue = analyteByCode(result.analyte_id);
  const flag = interpretationOf(result);
  const uploaded = test.uploaded_at !== null && test.uploaded_at !== undefined;
  const notes = [...(uploaded ? [messages['share.fhir.uploadNote']] : []), ...(result.lab_notes?.trim() ? [result.lab_notes.trim()] : [])];
  const effective = dateTime(resultDate(result));
  const issued = instant(uploaded ? test.uploaded_at : result.processed_at);
  return {
    resourceType: 'Observation',
    status: 'final',
    category: [OBSERVATION_CATEGORY],
    code: {
      ...(catalogue ? { coding: [{ system: LOINC, code: catalogue.loinc.code, display: catalogue.loinc.display }] } : {}),
      text: catalogue?.name ?? result.label ?? result.analyte_id ?? '',
    },
    subject: { reference: refs.patient },
    ...(effective ? { effectiveDateTime: effective } : {}),
    ...(issued ? { issued } : {}),
    ...(!uploaded && refs.lab ? { performer: [{ reference: refs.lab }] } : {}),
    ...valueOf(result),
    ...(flag
      ? { interpretation: [{ coding: [{ system: INTERPRETATION_SYSTEM, code: flag, display: INTERPRETATION_DISPLAY[flag] }] }] }
      : {}),
    ...(notes.length > 0 ? { note: notes.map((text) => ({ text })) } : {}),
  };
}

export function fhirBundle(record: SharedRecord, options: FhirBundleOptions): Bundle {
  const entries: BundleEntry[] = [];
  const add = (resource: Resource): string => {
    const fullUrl = `urn:uuid:${options.newId()}`;
    entries.push({ fullUrl, resource });
    return fullUrl;
  };
  const { patient } = record;
  const name = patientName(patient);
  const patientUrl = add({
    resourceType: 'Patient',
    ...(name
      ? {
          name: [
            {
              text: name,
              ...(patient.last_name ? { family: patient.last_name } : {}),
              ...(patient.first_name ? { given: [patient.first_name] } : {}),
            },
          ],
        }
      : {}),
    gender: GENDER[patient.sex ?? ''] ?? 'unknown',
    ...(patient.dob && /^\d{4}-\d{2}-\d{2}$/.test(patient.dob) ? { birthDate: patient.dob } : {}),
  } satisfies Patient);
  const tests = testsInOrder(record);
  const labUrl = tests.some((test) => !test.uploaded_at)
    ? add({ resourceType: 'Organization', name: messages['share.fhir.labName'] } satisfies Organization)
    : null;
  const doctors = new Map<string, string>();
  for (const test of tests) {
    const doctor = test.report?.doctor;
    if (!doctor?.name || doctors.has(doctor.id)) continue;
    doctors.set(
      doctor.id,
      add({
        resourceType: 'Practitioner',
        name: [{ text: doctor.name }],
        ...(doctor.gmc_number ? { identifier: [{ system: GMC_NUMBER, value: doctor.gmc_number }] } : {}),
      } satisfies Practitioner),
    );
  }
  for (const test of tests) {
    const uploaded = Boolean(test.uploaded_at);
    const results = resultsOfTest(record, test).map((result) => add(observation(result, test, { patient: patientUrl, lab: labUrl })));
    const effective = dateTime(testDateOf(test));
    const issued = instant(uploaded ? test.uploaded_at : test.completed_at);
    const doctor = test.report?.doctor ? doctors.get(test.report.doctor.id) : undefined;
    add({
      resourceType: 'DiagnosticReport',
      status: 'final',
      category: [REPORT_CATEGORY],
      code: { coding: [LABORATORY_REPORT], text: messages[uploaded ? 'share.fhir.uploadedReport' : 'share.fhir.labReport'] },
      subject: { reference: patientUrl },
      ...(effective ? { effectiveDateTime: effective } : {}),
      ...(issued ? { issued } : {}),
      ...(!uploaded && labUrl ? { performer: [{ reference: labUrl }] } : {}),
      ...(doctor ? { resultsInterpreter: [{ reference: doctor }] } : {}),
      ...(results.length > 0 ? { result: results.map((reference) => ({ reference })) } : {}),
      ...(test.report?.summary?.trim() ? { conclusion: test.report.summary.trim() } : {}),
    } satisfies DiagnosticReport);
  }
  return { resourceType: 'Bundle', type: 'collection', timestamp: options.now, entry: entries };
}
