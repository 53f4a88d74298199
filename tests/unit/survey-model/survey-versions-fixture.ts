import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { Node, SurveyConfig } from '../../../src/generated/config-types.gen';
import { healthSurveyV12 } from '../../../src/generated/surveys/health-survey-v12.gen';
import type { AnswerValue } from '../../../src/survey/model/survey-state';

const V13 = path.resolve(__dirname, '../../config/survey-versions/surveys/healthSurvey_v13.yaml');

/**
 * The shipped healthSurvey_v12 and the test fixture healthSurvey_v13 (tests/config/survey-versions). Read without
 * codegen's loader, so the mutation run stays fast; tests/unit/codegen/survey-carry-over.test.ts checks that the
 * loader accepts v13 beside v12.
 */
export function loadSurveyVersions(): { v12: SurveyConfig; v13: SurveyConfig } {
  return { v12: healthSurveyV12 as SurveyConfig, v13: parse(readFileSync(V13, 'utf8')) as SurveyConfig };
}

/** An answer the question accepts as shipped in v12. */
export function acceptedAnswer(node: Node): AnswerValue {
  const first = node.answers?.[0]?.value ?? null;
  switch (node.template) {
    case 'multi-choice': return first === null ? [] : [first];
    case 'number': return node.min ?? 0;
    case 'rating': return node.min ?? 1;
    case 'date': return '1985-04-12';
    case 'height-weight': return { height: 170, weight: 70, heightUnit: 'metric', weightUnit: 'metric' };
    case 'text': return 'Because';
    default: return first;
  }
}
