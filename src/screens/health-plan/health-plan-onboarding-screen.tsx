import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorCopy, isApiError } from '../../api/api-error';
import { createHealthPlan, healthPlanTemplateQuery, healthPlansQuery } from '../../api/health-plan-api';
import { localIsoDate, formatDate } from '../../domain/dates';
import { BlankIdentifierError } from '../../domain/health-plan/required-id';
import {
  COMMITMENT_MAX_LENGTH,
  commitmentProblem,
  isOnboardingStep,
  nextStep,
  previousStep,
  stepNumber,
  ONBOARDING_STEPS,
} from '../../domain/health-plan/onboarding-steps';
import { weekDates } from '../../domain/health-plan/week-dates';
import { currentPlan } from '../../domain/health-plan/week-availability';
import type { PlanOnboardingStep } from '../../generated/entities.gen';
import type { MessageKey } from '../../generated/messages.gen';
import { pathFor } from '../../app-router/app-routes';
import { Button } from '../../ui/button';
import { ErrorSummary } from '../../ui/error-summary';
import { message } from '../../ui/message';
import { SummaryList } from '../../ui/summary-list';
import { useDocumentTitle } from '../../ui/use-document-title';
import NotFoundScreen from '../system/not-found-screen';
import { PlanLoadState } from './plan-load-state';
import { usePlanRecommendation } from './use-plan-recommendation';
import './health-plan.css';
import '../survey/survey.css';

const HEADINGS: Record<PlanOnboardingStep, MessageKey> = {
  intro: 'healthPlan.onboarding.stepIntroHeading',
  overview: 'healthPlan.onboarding.stepOverviewHeading',
  commitment: 'healthPlan.onboarding.stepCommitmentHeading',
  start: 'healthPlan.onboarding.stepStartHeading',
};

/** What the person typed survives a reload or a trip back through the steps. */
const storageKey = (templateId: string) => `health-plan-commitment:${templateId}`;

/** onboarding/{healthPlanTemplateId}/{step}: intro, overview, commitment, start; starting creates the plan. */
export default function HealthPlanOnboardingScreen() {
  const { healthPlanTemplateId = '', step } = useParams();
  const template = useQuery({
    ...healthPlanTemplateQuery(healthPlanTemplateId),
    enabled: healthPlanTemplateId.trim() !== '',
    meta: { silent: true },
  });
  // Someone already on a plan is told so, not walked through starting a second one.
  const plans = useQuery({ ...healthPlansQuery, meta: { silent: true } });
  const existing = plans.data ? currentPlan(plans.data) : undefined;
  const valid = isOnboardingStep(step);
  useDocumentTitle(
    existing && template.status === 'success'
      ? message('healthPlan.onboarding.alreadyHeading')
      : valid
        ? message(HEADINGS[step])
        : message('page.notFound.heading'),
  );
  if (!valid || healthPlanTemplateId.trim() === '') return <NotFoundScreen />;
  // The plans are waited for too, so the first step never shows to someone who is then told they have a plan.
  if (template.status === 'pending' || plans.status === 'pending') return <PlanLoadState status="loading" />;
  if (template.status === 'error') {
    const missing = isApiError(template.error) && template.error.status === 404;
    return <PlanLoadState status={missing ? 'not-found' : 'error'} retry={() => void template.refetch()} />;
  }
  if (existing) return <AlreadyOnAPlan planId={existing.id} />;
  return (
    <OnboardingStep
      key={step}
      templateId={template.data.id}
      weeks={template.data.weeks ?? 12}
      description={template.data.description ?? null}
      step={step}
    />
  );
}

function AlreadyOnAPlan({ planId }: { planId: string }) {
  return (
    <section className="health-plan" aria-labelledby="screen-heading">
      <h1 id="screen-heading">{message('healthPlan.onboarding.alreadyHeading')}</h1>
      <p>{message('healthPlan.onboarding.alreadyBody')}</p>
      <p>
        <Link className="button button--primary" to={pathFor('new-health-plan-plan', { planid: planId })}>
          {message('healthPlan.onboarding.alreadyLink')}
        </Link>
      </p>
    </section>
  );
}

function OnboardingStep({
  templateId,
  weeks,
  description,
  step,
}: {
  templateId: string;
  weeks: number;
  description: string | null;
  step: PlanOnboardingStep;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const recommendation = usePlanRecommendation(step === 'overview' || step === 'start');
  const [commitment, setCommitment] = useState(() => sessionStorage.getItem(storageKey(templateId)) ?? '');
  const [problem, setProblem] = useState<'required' | 'tooLong' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const starting = useRef(false);
  const stepPath = (target: PlanOnboardingStep) => pathFor('new-health-plan-step', { healthPlanTemplateId: templateId, step: target });
  const next = nextStep(step);
  const previous = previousStep(step);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => sessionStorage.setItem(storageKey(templateId), commitment), [templateId, commitment]);

  const start = useMutation({
    mutationFn: () => createHealthPlan(templateId, commitment.trim()),
    onSettled: () => {
      starting.current = false;
    },
    onSuccess: (plan) => {
      sessionStorage.removeItem(storageKey(templateId));
      void queryClient.invalidateQueries({ queryKey: healthPlansQuery.queryKey });
      void navigate(pathFor('new-health-plan-plan', { planid: plan.id }));
    },
  });

  const submitCommitment = (event: FormEvent) => {
    event.preventDefault();
    const found = commitmentProblem(commitment);
    setProblem(found);
    if (found === null && next) void navigate(stepPath(next));
  };

  const today = localIsoDate(new Date());
  const firstWeek = weekDates(today, 1);
  const missingCommitment = step === 'start' && commitmentProblem(commitment) !== null;
  const problemText =
    problem === 'required'
      ? message('healthPlan.onboarding.commitmentRequired')
      : problem === 'tooLong'
        ? message('healthPlan.onboarding.commitmentTooLong', { max: COMMITMENT_MAX_LENGTH })
        : null;
  const noPlan = recommendation.status === 'ready' && recommendation.recommendation.kind !== 'plan';

  return (
    <section className="health-plan plan-onboarding" aria-labelledby="screen-heading">
      <p className="plan-step">{message('copy.stepOf', { step: stepNumber(step), total: ONBOARDING_STEPS.length })}</p>
      <h1 id="screen-heading" ref={heading} tabIndex={-1}>
        {message(HEADINGS[step])}
      </h1>

      {step === 'intro' ? (
        <>
          <p>{message('healthPlan.onboarding.stepIntroBody', { weeks })}</p>
          {description ? <p>{description}</p> : null}
        </>
      ) : null}

      {step === 'overview' ? (
        <>
          <p>{message('healthPlan.onboarding.stepOverviewBody')}</p>
          {recommendation.status === 'loading' ? <p role="status">{message('page.loading')}</p> : null}
          {recommendation.status === 'ready' && recommendation.recommendation.kind === 'plan' ? (
            <ul className="plan-interventions">
              {recommendation.recommendation.interventions.map((intervention) => (
                <li key={intervention.id}>
                  <strong>{intervention.title}</strong>
                  <ul>
                    {intervention.tasks.map((task) => (
                      <li key={task.key}>{task.name}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      {noPlan ? <p className="plan-kind-note">{message('healthPlan.onboarding.noPlan')}</p> : null}

      {step === 'commitment' ? (
        <form onSubmit={submitCommitment} noValidate>
          <ErrorSummary errors={problemText ? [{ href: '#commitment', text: problemText }] : []} />
          <div className="field">
            <label htmlFor="commitment">{message('healthPlan.onboarding.commitmentLabel')}</label>
            <p id="commitment-hint" className="survey-hint">
              {message('healthPlan.onboarding.commitmentHint')}
            </p>
            {problemText ? (
              <p id="commitment-error" className="field-error">
                {problemText}
              </p>
            ) : null}
            <textarea
              id="commitment"
              rows={4}
              value={commitment}
              onChange={(event) => setCommitment(event.target.value)}
              // On blur a problem may appear but is never cleared: clearing moves the Continue button from under the pointer.
              onBlur={() => {
                const found = commitmentProblem(commitment);
                if (found !== null && problem !== null) setProblem(found);
              }}
              aria-invalid={problemText ? true : undefined}
              aria-describedby={['commitment-hint', problemText ? 'commitment-error' : ''].filter(Boolean).join(' ')}
            />
          </div>
          <Button type="submit">{message('healthPlan.onboarding.continue')}</Button>
        </form>
      ) : null}

      {step === 'start' ? (
        <>
          {firstWeek ? (
            <p>
              {message('healthPlan.onboarding.stepStartBody', {
                start: formatDate(firstWeek.start) ?? firstWeek.start,
                end: formatDate(firstWeek.end) ?? firstWeek.end,
              })}
            </p>
          ) : null}
          <SummaryList
            rows={[
              {
                key: message('healthPlan.onboarding.yourReason'),
                value: commitment.trim() || '—',
                action: { to: stepPath('commitment'), label: message('healthPlan.onboarding.change') },
              },
            ]}
          />
          {missingCommitment ? (
            <p role="alert" className="form-error">
              <Link to={stepPath('commitment')}>{message('healthPlan.onboarding.commitmentRequired')}</Link>
            </p>
          ) : null}
          {start.isError ? (
            <p role="alert" className="form-error">
              {start.error instanceof BlankIdentifierError ? start.error.message : errorCopy(start.error, message('error.generic'))}
            </p>
          ) : null}
          <button
            type="button"
            className="button button--primary"
            disabled={missingCommitment || noPlan}
            aria-busy={start.isPending}
            onClick={() => {
              // A double tap starts one plan: the second tap arrives before the pending state renders.
              if (starting.current) return;
              starting.current = true;
              start.mutate();
            }}
          >
            {message('healthPlan.onboarding.startPlan')}
          </button>
        </>
      ) : null}

      {step !== 'commitment' && step !== 'start' && next && !noPlan ? (
        <p>
          <Link className="button button--primary" to={stepPath(next)}>
            {message('healthPlan.onboarding.continue')}
          </Link>
        </p>
      ) : null}
      {previous ? (
        <p>
          <Link to={stepPath(previous)}>{message('healthPlan.onboarding.back')}</Link>
        </p>
      ) : null}
    </section>
  );
}
