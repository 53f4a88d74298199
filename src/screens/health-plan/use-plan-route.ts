import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { healthPlanQuery, type PlanDetail, type PlanWeekWithTasks } from '../../api/health-plan-api';
import { firstQuery, type StartFirstQueries } from '../../app-router/screen-queries';

export type PlanRoute =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; plan: PlanDetail; week: PlanWeekWithTasks | undefined };

// Silent: each plan page says itself what failed.
const planQuery = (planid: string) => firstQuery({ ...healthPlanQuery(planid), enabled: planid.trim() !== '', meta: { silent: true } });

/** The first query of every page of one plan (its week, task, recipes and completion pages). */
export const startPlanQuery: StartFirstQueries = ({ params }, client) => {
  const planid = params.planid ?? '';
  if (planid.trim() !== '') void client.prefetchQuery(planQuery(planid));
};

/** The plan (and week, when the route names one) of the current URL; an unknown plan or week is not-found. */
export function usePlanRoute(): PlanRoute {
  const { planid = '', week: weekParam } = useParams();
  const query = useQuery(planQuery(planid));
  if (planid.trim() === '') return { status: 'not-found' };
  if (query.status === 'pending') return { status: 'loading' };
  if (query.status === 'error')
    return isApiError(query.error) && query.error.status === 404
      ? { status: 'not-found' }
      : { status: 'error', retry: () => void query.refetch() };
  const plan = query.data;
  if (weekParam === undefined) return { status: 'ready', plan, week: undefined };
  const number = /^\d+$/.test(weekParam) ? Number(weekParam) : NaN;
  const week = plan.plan_weeks.find((candidate) => candidate.week === number);
  return week ? { status: 'ready', plan, week } : { status: 'not-found' };
}
