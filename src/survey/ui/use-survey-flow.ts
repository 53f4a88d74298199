import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
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
import { answerQuestion, completeFlow, currentNode, flowRecap, goBack, goTo, isFlowComplete, nextUnanswered, progress, questionNumber, startFlow, validateFlow, type RecapEntry } from '../model/survey-navigation';
import { clearSurveyStateForOtherUsers, loadOrCarrySurveyState, saveSurveyState } from '../model/survey-persistence';
import { initialSurveyState, type AnswerValue, type SurveyState } from '../model/survey-state';
import { buildSubmission } from '../model/survey-submission';
import { answersFor, validateAnswer, type AnswerPart } from '../model/validate-answer';
import { pathFor } from '../../routing/app-routes';
import { STEP_PARAM } from '../../engine/routing/step-change';
import { afterPaint } from './after-paint';
import { browserStorage } from './browser-storage';

const DAY_MS = 86_400_000;

export type SurveyFlowView = { status: 'loading' } | QuestionView | RecapView | { status: 'done'; target: IntentTarget };

/** A finished flow reopened: its answers, each with a link to change it, and one button to save them. */
export interface RecapView {
  status: 'recap';
  entries: RecapEntry[];
  error: string | null;
  busy: boolean;
  /** The link that opens a question of this flow. */
  hrefOf: (nodeId: string) => string;
  save: () => void;
}

/**
 * The question on screen is in the URL, so the browser's Back and Forward buttons move between questions; it is
 * the routing's step parameter, so moving between questions does not run the route's guards again.
 */
export const QUESTION_PARAM = STEP_PARAM;

interface StepState {
  /** The question this history entry was pushed from, so the in-page Back can be the browser's Back. */
  surveyFrom?: string;
}

export interface QuestionView {
  status: 'question';
  nodeId: string;
  node: Node;
  /** Its place on the path the answers walk, for "Question {number}". */
  number: number;
  answers: NonNullable<Node['answers']>;
  value: unknown;
  error: string | null;
  percent: number;
  canGoBack: boolean;
  busy: boolean;
  isLast: boolean;
  setValue: (value: unknown) => void;
  /**
   * Validation on blur (SPEC section 5): shows the message for what is entered now, or clears it. With a part,
   * one box of a question of several was left: the boxes left so far are checked, not those still to come.
   */
  check: (part?: AnswerPart) => void;
  next: () => void;
  back: () => void;
}

function openState(user: CurrentUser, profile: Record<string, unknown> | null, flow: string): SurveyState {
  clearSurveyStateForOtherUsers(browserStorage, user.id);
  const saved = loadOrCarrySurveyState(browserStorage, user.id, survey, Date.now(), appConfig.constants.survey.storageDays * DAY_MS);
  const initial = saved ?? { ...initialSurveyState(survey), answers: profileToAnswers(survey, profile ?? {}, { first_name: user.first_name, dob: user.dob, sex: user.sex }) };
  return startFlow(initial, survey, flow);
}

function questionHref(pathname: string, search: URLSearchParams, nodeId: string | null): string {
  const query = new URLSearchParams(search);
  if (nodeId === null) query.delete(QUESTION_PARAM);
  else query.set(QUESTION_PARAM, nodeId);
  const text = query.toString();
  return `${pathname}${text ? `?${text}` : ''}`;
}

/** One flow of the survey for the signed-in person: the pure model plus storage, the API and intent routing. */
export function useSurveyFlow(flow: string, user: CurrentUser): SurveyFlowView {
  const queryClient = useQueryClient();
  const profile = useQuery({ ...healthProfileQuery, meta: { silent: true } });
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const [state, setState] = useState<SurveyState | null>(null);
  const [draft, setDraft] = useState<{ nodeId: string; value: unknown } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The boxes of the question on screen that the person has left, so typing elsewhere keeps their message.
  const [leftParts, setLeftParts] = useState<{ nodeId: string; parts: AnswerPart[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [target, setTarget] = useState<IntentTarget | null>(null);
  // The URL's question last acted on: only a change of the URL moves the model, never a render in between.
  const followed = useRef<string | null | undefined>(undefined);

  if (state === null && profile.status !== 'pending') {
    setState(openState(user, (profile.data ?? null) as Record<string, unknown> | null, flow));
  }
  const requested = search.get(QUESTION_PARAM);
  const complete = state !== null && isFlowComplete(state, flow);
  const onScreen = state === null ? null : currentNode(state, flow);
  const hrefOf = (nodeId: string | null) => questionHref(location.pathname, search, nodeId);

  // The URL leads: Back, Forward and the recap's links change it, and the model follows when the answers
  // allow; otherwise the URL is corrected to the question on screen. A finished flow without a question shows its recap.
  const { pathname, state: historyState } = location;
  useEffect(() => {
    const href = (nodeId: string) => questionHref(pathname, search, nodeId);
    if (state === null || target !== null || onScreen === null || onScreen === undefined || followed.current === requested) return;
    followed.current = requested;
    if (requested === null) {
      if (!complete) void navigate(href(onScreen), { replace: true, state: historyState });
      return;
    }
    if (requested === onScreen) return;
    const moved = goTo(state, survey, flow, requested);
    if (moved) {
      setDraft(null);
      setError(null);
      setState(moved);
      saveSurveyState(browserStorage, user.id, moved, Date.now());
    } else void navigate(href(onScreen), { replace: true });
  }, [state, target, onScreen, requested, complete, flow, navigate, pathname, search, historyState, user.id]);

  if (target) return { status: 'done', target };
  if (state === null) return { status: 'loading' };

  const save = (next: SurveyState) => {
    setState(next);
    saveSurveyState(browserStorage, user.id, next, Date.now());
  };
  const lastAnswer = (answers: SurveyState) => {
    const last = flowRecap(answers, survey, flow).at(-1);
    return last && survey.nodes[last.nodeId]?.template === 'intent' ? last.value : undefined;
  };

  const finish = async (answered: SurveyState, intentAnswer: unknown) => {
    const validated = completeFlow(validateFlow(answered, survey, flow), flow);
    const submission = buildSubmission(survey, validated, flow);
    setBusy(true);
    setError(null);
    try {
      // Saved group by group (goals, general health, diet, ...), as the profile is organised.
      for (const attributes of Object.values(submission?.groups ?? {})) await updateHealthProfile(attributes);
      if (submission && Object.keys(submission.user).length > 0) await updateUser(submission.user);
      save(validated);
      void queryClient.invalidateQueries({ queryKey: healthProfileQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
      const intent = typeof intentAnswer === 'string' ? intentAnswer : (flowOf(survey, flow).endIntent ?? '');
      setTarget(routeForIntent(survey, intent, { authenticated: true, pathFor }));
    } catch (caught) {
      errorReporter.report(caught, { during: 'survey submission' });
      save(answered);
      setError(messages['survey.saveFailed']);
    } finally {
      setBusy(false);
    }
  };

  if (complete && requested === null) {
    return {
      status: 'recap',
      entries: flowRecap(state, survey, flow),
      error,
      busy,
      hrefOf: (nodeId) => hrefOf(nodeId),
      save: () => void finish(state, lastAnswer(state)),
    };
  }

  const nodeId = onScreen ?? survey.startNode;
  const node = survey.nodes[nodeId];
  if (!node) return { status: 'loading' };
  const value = draft?.nodeId === nodeId ? draft.value : state.answers[nodeId];
  const validate = () => validateAnswer(nodeId, node, (value ?? null) as AnswerValue, new Date());
  const parts = leftParts?.nodeId === nodeId ? leftParts.parts : [];
  const visited = state.visitedNodes[flow] ?? [];

  return {
    status: 'question',
    nodeId,
    node,
    number: questionNumber(state, survey, flow, nodeId),
    answers: answersFor(node, state.answers),
    value,
    error,
    percent: progress(state, survey, flow),
    canGoBack: visited.length > 1,
    busy,
    isLast: !complete && nextNode(survey, flow, nodeId, { ...state.answers, [nodeId]: (value ?? null) as AnswerValue }) === END,
    setValue: (next) => {
      setDraft({ nodeId, value: next });
      // A box already left keeps its message until it is put right; otherwise a change clears the message.
      if (error) setError(parts.length > 0 ? validateAnswer(nodeId, node, (next ?? null) as AnswerValue, new Date(), parts) : null);
    },
    check: (part) => {
      if (part === undefined) {
        setError(validate());
        return;
      }
      const left = parts.includes(part) ? parts : [...parts, part];
      setLeftParts({ nodeId, parts: left });
      setError(validateAnswer(nodeId, node, (value ?? null) as AnswerValue, new Date(), left));
    },
    back: () => {
      setDraft(null);
      setError(null);
      const previous = visited.at(-2);
      if (previous === undefined) return;
      // When the previous question is the previous history entry, this is the browser's Back, so the two agree.
      if ((location.state as StepState | null)?.surveyFrom === previous) {
        void navigate(-1);
        return;
      }
      save(goBack(state, flow));
      void navigate(hrefOf(previous), { replace: true });
    },
    next: () => {
      const answer = (value ?? null) as AnswerValue;
      const problem = validate();
      if (problem) {
        setError(problem);
        return;
      }
      const result = answerQuestion(state, survey, flow, nodeId, answer);
      setDraft(null);
      setError(null);
      if (complete) {
        // A change from the recap: on to a question the change opened, else back to the recap.
        const following = nextUnanswered(result.state, survey, flow, nodeId);
        const moved = following === END ? result.state : (goTo(result.state, survey, flow, following) ?? result.state);
        save(moved);
        void navigate(hrefOf(following === END ? null : following), { state: { surveyFrom: nodeId } satisfies StepState });
        return;
      }
      if (result.next === END) void finish(result.state, node.template === 'intent' ? answer : undefined);
      else {
        // The model moves first and the question renders at once; the URL follows after it is painted (the
        // effect above acts only on a URL it has not followed yet, so the old question's URL changes nothing).
        save(result.state);
        const href = hrefOf(result.next);
        afterPaint(() => void navigate(href, { state: { surveyFrom: nodeId } satisfies StepState }));
      }
    },
  };
}
