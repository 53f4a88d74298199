import { notifyManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { updateUser } from '../../api/account-api';
import { isSignedInAs } from '../../auth/user-cookie';
import { currentUserFromAnswer, currentUserQuery, type CurrentUser } from '../../api/auth-api';
import { healthProfileQuery, updateHealthProfile } from '../../api/health-profile-api';
import { errorReporter } from '../../adapters/error-reporting';
import { appConfig } from '../../generated/app-config.gen';
import type { Node } from '../../generated/config-types.gen';
import { messages } from '../../generated/messages.gen';
import { currentSurvey as survey } from '../../generated/surveys/current-survey.gen';
import { routeForIntent, type IntentTarget } from '../model/intent-routing';
import { profileToAnswers } from '../model/profile-mapping';
import { END, flowOf, nextNode } from '../model/survey-graph';
import {
  answerQuestion,
  currentNode,
  flowRecap,
  goBack,
  goTo,
  isFlowComplete,
  nextUnanswered,
  progress,
  questionNumber,
  startFlow,
  type RecapEntry,
} from '../model/survey-navigation';
import { deferredSave, type DeferredSave } from '../model/deferred-save';
import { stepHref } from '../model/step-entry';
import { clearSurveyStateForOtherUsers, loadOrCarrySurveyState, saveSurveyState } from '../model/survey-persistence';
import { initialSurveyState, type AnswerValue, type SurveyState } from '../model/survey-state';
import { finishFlow } from '../model/finish-flow';
import { sendSubmission } from '../model/send-submission';
import { answersFor, validateAnswer, type AnswerPart } from '../model/validate-answer';
import { pathFor } from '../../app-router/app-routes';
import { preloadScreenFor } from '../../app-router/guarded-routes';
import { navigateNow } from '../../app-router/navigate-now';
import { STEP_PARAM } from '../../engine/routing/step-change';
import { whenIdle } from '../../ui/after-paint';
import { browserStorage } from './browser-storage';
import { currentEntry, currentStep, currentStepState, pushStep, replaceStep } from './step-history';

const DAY_MS = 86_400_000;

export type SurveyFlowView = { status: 'loading' } | QuestionView | RecapView;

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

/** The question in the address bar as this flow last saw it: read again after every navigation of the router. */
interface UrlStep {
  question: string | null;
  /** The router's location it was read after: a new one (Back, Forward, a link) means the URL may have moved. */
  seenAt: unknown;
}

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
  const initial = saved ?? {
    ...initialSurveyState(survey),
    answers: profileToAnswers(survey, profile ?? {}, { first_name: user.first_name, dob: user.dob, sex: user.sex }),
  };
  return startFlow(initial, survey, flow);
}

/** The survey state's writes to browser storage, off the path to the next paint, flushed when the page goes. */
function useDeferredSave(userId: string): DeferredSave<SurveyState> {
  // One per person: what is waiting is written under the id it was saved for (the effect below flushes it first),
  // and never once they have signed out (sign-out clears the survey's storage, and the page goes after it).
  const saver = useMemo(
    () =>
      deferredSave<SurveyState>((state) => {
        if (isSignedInAs(userId)) saveSurveyState(browserStorage, userId, state, Date.now());
      }, whenIdle),
    [userId],
  );
  useEffect(() => {
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') saver.flush();
    };
    // pagehide: the tab closes or the page is left; hidden: a phone may end a page in the background unannounced.
    window.addEventListener('pagehide', saver.flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      window.removeEventListener('pagehide', saver.flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      saver.flush();
    };
  }, [saver]);
  return saver;
}

/** Where an intent leads a signed-in person, once that page's code has started loading. */
function preloadIntentPage(intent: string): IntentTarget {
  const next = routeForIntent(survey, intent, { authenticated: true, pathFor });
  preloadScreenFor(new URL(pathFor(next.routeId, {}, next.query), window.location.origin).pathname);
  return next;
}

/**
 * One flow of the survey for the signed-in person: the pure model plus storage, the API and intent routing. It
 * opens with their health profile as it was loaded (`profile`, null when there is none or it could not be read),
 * which fills in answers the browser has not kept; the caller waits for it, so a Next does not run that query's hook.
 */
export function useSurveyFlow(flow: string, user: CurrentUser, profile: Record<string, unknown> | null): SurveyFlowView {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The router's location changes on its own navigations only (Back, Forward, links): a Next writes its history
  // entry itself (step-history), so a step renders this flow alone.
  const location = useLocation();
  const saver = useDeferredSave(user.id);
  const [state, setState] = useState<SurveyState>(() => openState(user, profile, flow));
  // What the person has entered on each question and not yet taken on with Next: Back and Forward keep it on screen.
  const [drafts, setDrafts] = useState<Readonly<Record<string, unknown>>>({});
  const [error, setError] = useState<string | null>(null);
  // The boxes of the question on screen that the person has left, so typing elsewhere keeps their message.
  const [leftParts, setLeftParts] = useState<{ nodeId: string; parts: AnswerPart[] } | null>(null);
  const [busy, setBusy] = useState(false);
  // Set once the flow is saved and the page it leads to is on its way: the flow no longer follows the URL, unless the
  // person comes back to this page before that one has opened. `leftFor` is the history entry it navigated to.
  const leaving = useRef<{ pathname: string; leftFor: string | null; state: SurveyState } | null>(null);
  const [url, setUrl] = useState<UrlStep>(() => ({ question: currentStep(), seenAt: location }));
  // The URL step last acted on: each reading of the URL moves the model once, never a render in between.
  const followed = useRef<UrlStep | null>(null);

  if (url.seenAt !== location) {
    // The router moved (Back, Forward, a link): the address bar, not the router's copy of it, says where.
    setUrl({ question: currentStep(), seenAt: location });
  }
  const requested = url.question;
  const complete = isFlowComplete(state, flow);
  const onScreen = currentNode(state, flow);
  const hrefOf = (nodeId: string | null) => stepHref(location.pathname, window.location.search, nodeId);
  const showStep = (nodeId: string | null) => setUrl({ question: nodeId, seenAt: location });

  useEffect(() => {
    // The router knows only the entries it wrote, not the steps this flow pushed itself: a Back to the entry the
    // router saw last is no change to it, so it would not tell this flow. The address bar says where.
    const popped = () => setUrl({ question: currentStep(), seenAt: location });
    window.addEventListener('popstate', popped);
    return () => window.removeEventListener('popstate', popped);
  }, [location]);

  // The URL leads: Back, Forward and the recap's links change it, and the model follows when the answers
  // allow; otherwise the URL is corrected to the question on screen. A finished flow without a question shows its recap.
  useEffect(() => {
    const left = leaving.current;
    if (left) {
      // The browser's Back to this page before the page the flow left for had opened (its code was still on its way):
      // the flow shows again, saved and finished, and follows the URL from its next render on. The browser's entry
      // says so, not the router's location here: this page renders again, with a new location object, for the router's
      // own move to the next page.
      if (left.leftFor === null || currentEntry() === left.leftFor || window.location.pathname !== left.pathname) return;
      leaving.current = null;
      setBusy(false);
      setState(left.state);
      return;
    }
    if (onScreen === undefined || followed.current === url) return;
    followed.current = url;
    if (requested === null) {
      if (!complete) {
        replaceStep(onScreen);
        showStep(onScreen);
      }
      return;
    }
    if (requested === onScreen) return;
    const moved = goTo(state, survey, flow, requested);
    if (moved) {
      setError(null);
      setState(moved);
      saver.save(moved);
    } else {
      replaceStep(onScreen);
      showStep(onScreen);
    }
    // showStep reads only the location, which `url` follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, onScreen, requested, complete, flow, url, saver]);

  useEffect(() => {
    // The page the flow ends on loads once this page is idle, rather than in the finishing press's task.
    const endIntent = flowOf(survey, flow).endIntent;
    if (endIntent) whenIdle(() => preloadIntentPage(endIntent));
  }, [flow]);

  const save = (next: SurveyState) => {
    setState(next);
    saver.save(next);
  };
  /**
   * The question now on screen gets a history entry of its own, written in the task of the press that moved to it:
   * a Back that comes before the next question is painted (or before anything else runs) leaves that question, not
   * the one before it.
   */
  const stepTo = (nodeId: string | null, from: string) => {
    pushStep(nodeId, { surveyFrom: from } satisfies StepState);
    showStep(nodeId);
  };
  const lastAnswer = (answers: SurveyState) => {
    const last = flowRecap(answers, survey, flow).at(-1);
    return last && survey.nodes[last.nodeId]?.template === 'intent' ? last.value : undefined;
  };

  const finish = async (answered: SurveyState, intentAnswer: unknown) => {
    const pressedOn = currentEntry();
    const { state: validated, submission } = finishFlow(answered, survey, flow);
    const intent = typeof intentAnswer === 'string' ? intentAnswer : (flowOf(survey, flow).endIntent ?? '');
    // The next page's code loads while the answers are saved, not after (the flow's own end page has started already).
    const next = preloadIntentPage(intent);
    setBusy(true);
    setError(null);
    try {
      // Known as saved before the next page opens: its banners read the saved profile (test recommendations), and
      // one that arrived after it would push the page down as the person starts reading it. The account and the
      // profile come in the saves' own answers, and each is read again only if its answer lacks it.
      let savedUser: CurrentUser | null = null;
      const saved = await sendSubmission(submission, {
        updateUser: async (attributes) => {
          savedUser = currentUserFromAnswer(await updateUser(attributes));
          // Read again at once when the answer lacks the person, alongside the profile's save.
          if (!savedUser) await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
        },
        updateHealthProfile,
      });
      if (saved.status === 'read-again') await queryClient.invalidateQueries({ queryKey: healthProfileQuery.queryKey });
      // Both answers reach the cache together, and render with the next page where it opens at once (navigateNow,
      // below): the frame's banners do not change above the leaving question first.
      notifyManager.batch(() => {
        if (savedUser) queryClient.setQueryData(currentUserQuery.queryKey, savedUser);
        if (saved.status === 'answered') queryClient.setQueryData(healthProfileQuery.queryKey, saved.profile);
      });
      // A person who went elsewhere while the answers were on their way (the browser's Back to an earlier question)
      // stays there: the flow is finished and saved, and its answer does not carry them forward again.
      if (currentEntry() !== pressedOn) {
        const step = currentStep();
        save((step === null ? null : goTo(validated, survey, flow, step)) ?? validated);
        return;
      }
      // On to where the intent leads, in the saves' own task. The flow renders nothing more: it stays as it is, busy,
      // until the next page replaces it. A render of it finished (or no longer busy) would be painted first, on its
      // own, and then the next page's render would wait behind it.
      saver.save(validated);
      // Known as leaving before the move: where the next page's code is here, it renders inside navigateNow, and an
      // effect of this page run there must not take the move for a Back.
      leaving.current = { pathname: location.pathname, leftFor: null, state: validated };
      navigateNow(navigate, pathFor(next.routeId, {}, next.query));
      // The router wrote the next page's history entry in that call.
      leaving.current.leftFor = currentEntry();
    } catch (caught) {
      errorReporter.report(caught, { during: 'survey submission' });
      save(answered);
      setError(messages['survey.saveFailed']);
    } finally {
      if (leaving.current === null) setBusy(false);
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
  const value = Object.hasOwn(drafts, nodeId) ? drafts[nodeId] : state.answers[nodeId];
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
      setDrafts((before) => ({ ...before, [nodeId]: next }));
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
      setError(null);
      const previous = visited.at(-2);
      if (previous === undefined) return;
      // When the previous question is the previous history entry, this is the browser's Back, so the two agree.
      if ((currentStepState() as StepState | null | undefined)?.surveyFrom === previous) {
        void navigate(-1);
        return;
      }
      save(goBack(state, flow));
      replaceStep(previous);
      showStep(previous);
    },
    next: () => {
      const answer = (value ?? null) as AnswerValue;
      const problem = validate();
      if (problem) {
        setError(problem);
        return;
      }
      const result = answerQuestion(state, survey, flow, nodeId, answer);
      if (Object.hasOwn(drafts, nodeId)) setDrafts(({ [nodeId]: _taken, ...others }) => others);
      setError(null);
      if (complete) {
        // A change from the recap: on to a question the change opened, else back to the recap.
        const following = nextUnanswered(result.state, survey, flow, nodeId);
        const moved = following === END ? result.state : (goTo(result.state, survey, flow, following) ?? result.state);
        save(moved);
        stepTo(following === END ? null : following, nodeId);
        return;
      }
      if (result.next === END) void finish(result.state, node.template === 'intent' ? answer : undefined);
      else {
        save(result.state);
        stepTo(result.next, nodeId);
      }
    },
  };
}
