import type { StreakSummary as Streak } from '../../domain/health-plan/streak';
import { message } from '../../ui/message';

/** The streak in words: never a zero thrown at someone, a paused run is shown as waiting, progress is never taken away. */
export function StreakSummary({ streak, weeks }: { streak: Streak; weeks: number }) {
  return (
    <div className="plan-streak">
      <p className="plan-streak__current">
        {streak.current === 0
          ? message('healthPlan.streak.none')
          : streak.paused
            ? message('healthPlan.streak.paused', { count: streak.current })
            : message('healthPlan.streak.current', { count: streak.current })}
      </p>
      <p className="plan-streak__detail">
        {message('healthPlan.streak.counted', { count: streak.countedWeeks, weeks })}
        {streak.best > 1 ? <> · {message('healthPlan.streak.best', { count: streak.best })}</> : null}
      </p>
    </div>
  );
}
