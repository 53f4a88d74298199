import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorReporter } from '../../adapters/error-reporting';
import { healthPlanQuery, updateTask, type PlanDetail, type PlanTask, type TaskChange } from '../../api/health-plan-api';

function withTask(plan: PlanDetail, updated: PlanTask): PlanDetail {
  return {
    ...plan,
    plan_weeks: plan.plan_weeks.map((week) => ({
      ...week,
      tasks: week.tasks.map((task) => (task.id === updated.id ? { ...task, ...updated } : task)),
    })),
  };
}

export interface TaskUpdate {
  /** Sends a change; a second tap while one is on its way is ignored, so a double tap logs once. */
  save: (change: TaskChange) => void;
  retry: () => void;
  pending: boolean;
  /** The change that did not reach the server: the screen keeps showing it and says it is not saved. */
  unsaved: TaskChange | null;
  failed: boolean;
  /** The task as the person sees it: the server's copy with any unsaved change on top. */
  shown: PlanTask;
}

export function useTaskUpdate(planId: string, task: PlanTask): TaskUpdate {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const [unsaved, setUnsaved] = useState<TaskChange | null>(null);
  const [failed, setFailed] = useState(false);
  const mutation = useMutation({ mutationFn: (change: TaskChange) => updateTask(task.id, change) });
  const key = healthPlanQuery(planId).queryKey;

  const save = (change: TaskChange) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setUnsaved(change);
    setFailed(false);
    mutation.mutate(change, {
      onSuccess: (updated) => {
        setUnsaved(null);
        queryClient.setQueryData<PlanDetail>(key, (plan) => (plan ? withTask(plan, updated) : plan));
        void queryClient.invalidateQueries({ queryKey: key });
      },
      onError: (error) => {
        setFailed(true);
        errorReporter.report(error, { during: 'task update' });
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  return {
    save,
    retry: () => {
      if (unsaved) save(unsaved);
    },
    pending: mutation.isPending,
    unsaved,
    failed,
    shown: unsaved ? ({ ...task, ...unsaved } as PlanTask) : task,
  };
}
