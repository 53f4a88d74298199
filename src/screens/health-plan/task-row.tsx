import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PlanTask } from '../../api/health-plan-api';
import { pathFor } from '../../app-router/app-routes';
import { message } from '../../ui/message';
import { taskStatusText } from './plan-copy';
import { useTaskUpdate } from './use-task-update';
import { nextCount } from '../../domain/health-plan/tracking-count';

/**
 * A task-list row: the whole row is a link to the task, its status a tag in words. An open tracking task with a
 * target also gets a one-tap "Log one" beside the link (not inside it: a button in a link is not allowed).
 */
export function TaskRow({ planId, week, task, canLog }: { planId: string; week: number; task: PlanTask; canLog: boolean }) {
  const update = useTaskUpdate(planId, task);
  const shown = update.shown;
  const target = shown.tracking_target;
  const statusId = `task-status-${task.id}`;
  const loggable =
    canLog && shown.task_type === 'tracking' && shown.state === 'active' && typeof target === 'number' && shown.completed_count < target;
  // Once logged here the button stays where it was, disabled at the target: a double tap must not land on the link below.
  const [loggedHere, setLoggedHere] = useState(false);
  return (
    <li className={`task-row task-row--${shown.state}`}>
      <Link
        className="task-row__link"
        to={pathFor('new-health-plan-task', { planid: planId, week: String(week), taskid: task.id })}
        aria-describedby={statusId}
      >
        <span className="task-row__name">{task.name}</span>
        <strong id={statusId} className={`plan-tag plan-tag--${shown.state}`}>
          {taskStatusText(shown)}
        </strong>
      </Link>
      {loggable || loggedHere ? (
        <button
          type="button"
          className="button button--secondary task-row__log"
          aria-label={message('healthPlan.week.logOneFor', { name: task.name })}
          aria-busy={update.pending}
          disabled={!loggable}
          onClick={() => {
            if (!loggable) return;
            setLoggedHere(true);
            update.save({ completed_count: nextCount(shown.completed_count, 1, target) });
          }}
        >
          {message('healthPlan.week.logOne')}
        </button>
      ) : null}
      {update.failed && update.unsaved ? (
        <p role="alert" className="form-error task-row__error">
          {message('healthPlan.task.saveFailed', { count: shown.completed_count, target: target ?? 0 })}{' '}
          <button type="button" className="button button--link" onClick={update.retry}>
            {message('healthPlan.task.retry')}
          </button>
        </p>
      ) : null}
    </li>
  );
}
