import type { SurveyConfig } from '../../generated/config-types.gen';
import { completeFlow, validateFlow } from './survey-navigation';
import type { SurveyState } from './survey-state';
import { buildSubmission, type Submission } from './survey-submission';

/**
 * Finishing a flow: its off-path answers of this walk are reset, what it sends is read from the walk before the walk
 * ends (so the resets of this walk go with it), and then it is marked finished with a fresh walk.
 */
export function finishFlow(
  state: SurveyState,
  survey: SurveyConfig,
  flowName: string,
): { state: SurveyState; submission: Submission | null } {
  const validated = validateFlow(state, survey, flowName);
  return { state: completeFlow(validated, flowName), submission: buildSubmission(survey, validated, flowName) };
}
