import type { Node, SurveyConfig } from '../../../src/generated/config-types.gen';
import type { AnswerValue } from '../../../src/survey/model/survey-state';
import { fixtureSurvey } from '../../fixtures/surveys/fixture-surveys';

/**
 * The fixture healthSurvey_v12 and the next version healthSurvey_v13 (tests/fixtures/surveys). Read without
 * codegen's loader, so the mutation run stays fast; tests/unit/codegen/survey-carry-over.test.ts checks that the
 * loader accepts v13 beside v12.
 */
export function loadSurveyVersions(): { v12: SurveyConfig; v13: SurveyConfig } {
  return { v12: fixtureSurvey('healthSurvey_v12'), v13: fixtureSurvey('healthSurvey_v13') };
}

/** An answer the question accepts as v12 asks it. */
export function acceptedAnswer(node: Node): AnswerValue {
  const first = node.answers?.[0]?.value ?? null;
  switch (node.template) {
    case 'multi-choice':
      return first === null ? [] : [first];
    case 'number':
      return node.min ?? 0;
    case 'rating':
      return node.min ?? 1;
    case 'date':
      return '1985-04-12';
    case 'height-weight':
      return { height: 170, weight: 70, heightUnit: 'metric', weightUnit: 'metric' };
    case 'text':
      return 'Because';
    default:
      return first;
  }
}
