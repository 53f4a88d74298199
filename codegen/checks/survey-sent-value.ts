import type { UnitSystem } from '../../src/domain/units';
import type { Node } from '../../src/generated/config-types.gen';
import { jsonTypeOf, type SentValue } from './value-compatibility';

export type SurveyEntity = 'health-profile' | 'user';

/** The unit preferences a height-weight question saves (its two switches). */
const UNIT_SYSTEMS: readonly UnitSystem[] = ['metric', 'imperial'];

/** A rating offers the whole steps from min to max, 1 to 5 unless the YAML says (rating-question.tsx). */
const RATING_MIN = 1;
const RATING_MAX = 5;

function choices(node: Node): SentValue {
  const values = (node.answers ?? []).map((answer) => answer.value);
  return { types: [...new Set(values.map(jsonTypeOf))], values };
}

function choiceList(node: Node): SentValue {
  return { types: ['array'], maxItems: node.answers_limit ?? node.answers?.length ?? 0, items: choices(node) };
}

/**
 * What a question sends to one of its attributes, as src/survey/model/profile-mapping.ts's attributesOfAnswer builds
 * it (input: which of a height-weight's four health profile attributes). The account (user_profile) gets the answer
 * as given: a multi-choice's list even when it allows one choice, a height-weight's whole object.
 */
export function sentBy(node: Node, entity: SurveyEntity, input: number): SentValue {
  switch (node.template) {
    case 'height-weight': {
      if (entity === 'user') return { types: ['object'] };
      if (input > 1) return { types: ['string'], values: UNIT_SYSTEMS };
      const limits = input === 0 ? node.limits?.height : node.limits?.weight;
      // Stored in cm and kg, to a tenth when typed in feet or stones: any number, not only whole ones.
      return { types: ['number'], minimum: limits?.min, maximum: limits?.max };
    }
    case 'number':
      return { types: [node.integer === true ? 'integer' : 'number'], minimum: node.min, maximum: node.max };
    case 'rating': {
      const min = node.min ?? RATING_MIN;
      return { types: [Number.isInteger(min) ? 'integer' : 'number'], minimum: min, maximum: node.max ?? RATING_MAX };
    }
    case 'date':
      return { types: ['string'], format: 'date' };
    case 'text':
      return { types: ['string'] };
    case 'multi-choice':
      if (entity === 'user') return choiceList(node);
      if (node.profileMapping === 'flags') return { types: ['boolean'], values: [true, false] };
      // A one-answer multi-choice is saved as that single value.
      return node.answers_limit === 1 ? choices(node) : choiceList(node);
    default:
      return choices(node);
  }
}
