import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { updateUser } from '../../api/account-api';
import { currentUserQuery, type CurrentUser } from '../../api/auth-api';
import { healthProfileQuery, updateHealthProfile } from '../../api/health-profile-api';
import { errorReporter } from '../../adapters/error-reporting';
import { appConfig } from '../../generated/app-config.gen';
import type { Node } from '../../generated/config-types.gen';
import { messages } from '../../generated/messages.gen';
import { healthSurveyV12 as survey } from '../../generated/surveys/health-survey-v12.gen';
import { routeForIntent, type IntentTarget } from '../model/intent-routing';
import { profileToAnswers } from '../model/profile-mapping';
import { END, flowOf, nextNode } from '../model/survey-graph';
import { answerQuestion, completeFlow, currentNode, goBack, progress, startFlow, validateFlow } from '../model/survey-navigation';
import { clearSurveyStateForOtherUsers, loadSurveyState, saveSurveyState } from '../model/survey-persistence';
import { initialSurveyState, type AnswerValue, type SurveyState } from '../model/survey-state';
import { buildSubmission } from '../model/survey-submission';
import { answersFor, validateAnswer } from '../model/validate-answer';
import { pathFor } from '../../routing/app-routes';
import { browserStorage } from './browser-storage';

const DAY_MS = 86_400_000;

export type SurveyFlowView = { status: 'loading' } | QuestionView | { status: 'done'; target: IntentTarget };

export interface QuestionView {
  status: 'question';
  nodeId: string;
  node: Node;
  answers: NonNullable<Node['answers']>;
  value: unknown;
  error: string | null;
  percent: number;
  canGoBack: boolean;
  busy: boolean;
  isLast: boolean;
  setValue: (value: unknown) => void;
  next: () => void;
  back: () => void;
}

function openState(user: CurrentUser, profile: Record<string, unknown> | null, flow: string): SurveyState {
  clearSurveyStateForOtherUsers(browserStorage, user.id);
  const saved = loadSurveyState(browserStorage, user.id, survey.version, Date.now(), appConfig.constants.survey.storageDays * DAY_MS);
  const initial = saved ?? { ...initialSurveyState(survey), answers: profileToAnswers(survey, profile ?? {}, { first_name: user.first_name, dob: user.dob, sex: user.sex }) };
  return startFlow(initial, survey, flow);
}

/** One flow of the survey for the signed-in person: the pure model plus storage, the API and intent routing. */
export function useSurveyFlow(flow: string, user: CurrentUser): SurveyFlowView {
  const queryClient = useQueryClient();
  const profile = useQuery({ ...healthProfileQuery, meta: { silent: true } });
  const [state, setState] = useState<SurveyState | null>(null);
  const [draft, setDraft] = useState<{ nodeId: string; value: unknown } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [target, setTarget] = useState<IntentTarget | null>(null);

  if (state === null && profile.status !== 'pending') {
    setState(openState(user, (profile.data ?? null) as Record<string, unknown> | null, flow));
  }
  if (target) return { status: 'done', target };
  if (state === null) return { status: 'loading' };

  const nodeId = currentNode(state, flow) ?? survey.startNode;
  const node = survey.nodes[nodeId];
  if (!node) return { status: 'loading' };
  const value = draft?.nodeId === nodeId ? draft.value : state.answers[nodeId];
  const save = (next: SurveyState) => {
    setState(next);
    saveSurveyState(browserStorage, user.id, next, Date.now());
  };

  const finish = async (answered: SurveyState, intentAnswer: unknown) => {
    const validated = completeFlow(validateFlow(answered, survey, flow), flow);
    const submission = buildSubmission(survey, validated, flow);
    setBusy(true);
    try {
      // Saved group by group (goals, general health, diet, ...), as the profile is organised.
      for (const attributes of Object.values(submission?.groups ?? {})) await updateHealthProfile(attributes);
      if (submission && Object.keys(submission.user).length > 0) await updateUser(submission.user);
      save(validated);
      void queryClient.invalidateQueries({ queryKey: healthProfileQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
      const intent = typeof intentAnswer === 'string' && node.template === 'intent' ? intentAnswer : (flowOf(survey, flow).endIntent ?? '');
      setTarget(routeForIntent(survey, intent, { authenticated: true, pathFor }));
    } catch (caught) {
      errorReporter.report(caught, { during: 'survey submission' });
      save(answered);
      setError(messages['survey.saveFailed']);
    } finally {
      setBusy(false);
    }
  };

  return {
    status: 'question',
    nodeId,
    node,
    answers: answersFor(node, state.answers),
    value,
    error,
    percent: progress(state, survey, flow),
    canGoBack: (state.visitedNodes[flow]?.length ?? 0) > 1,
    busy,
    isLast: nextNode(survey, flow, nodeId, { ...state.answers, [nodeId]: (value ?? null) as AnswerValue }) === END,
    setValue: (next) => {
      setDraft({ nodeId, value: next });
      if (error) setError(null);
    },
    back: () => {
      setDraft(null);
      setError(null);
      save(goBack(state, flow));
    },
    next: () => {
      const answer = (value ?? null) as AnswerValue;
      const problem = validateAnswer(nodeId, node, answer, new Date());
      if (problem) {
        setError(problem);
        return;
      }
      const result = answerQuestion(state, survey, flow, nodeId, answer);
      setDraft(null);
      setError(null);
      if (result.next === END) void finish(result.state, answer);
      else save(result.state);
    },
  };
}
