import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, readConfigFiles, readSchemaDir } from '../../../codegen/load/load-config';
import type { Node, SurveyConfig } from '../../../src/generated/config-types.gen';
import type { AnswerValue } from '../../../src/survey/model/survey-state';

const root = path.resolve(__dirname, '../../..');

/**
 * The shipped healthSurvey_v12 and the test fixture healthSurvey_v13 (tests/config/survey-versions), loaded and
 * checked together by codegen's loader, as they would be were v13 published beside v12.
 */
export function loadSurveyVersions(): { v12: SurveyConfig; v13: SurveyConfig } {
  const files = readConfigFiles(root);
  files.set('config/surveys/healthSurvey_v13.yaml', readFileSync(path.join(root, 'tests/config/survey-versions/surveys/healthSurvey_v13.yaml'), 'utf8'));
  const { config, errors } = loadConfig(files, readSchemaDir(root, 'schemas/config'));
  const v12 = config?.surveys.healthSurvey_v12;
  const v13 = config?.surveys.healthSurvey_v13;
  if (!v12 || !v13) throw new Error(`survey versions do not load: ${errors.map((error) => `${error.file}:${error.line} ${error.message}`).join('; ')}`);
  return { v12, v13 };
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

