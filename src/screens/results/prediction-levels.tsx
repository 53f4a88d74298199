import type { PredictiveResult } from '../../api/results-api';
import { lowestLevel } from '../../domain/predicted-level';
import { knownStatus } from '../../domain/result-value';
import { message } from '../../ui/message';
import { ResultStatusTag } from './result-status';

/** Today's level and, after the plan's weeks, the lowest level any of its steps predicts (SPEC 4). */
export function PredictionLevels({ prediction }: { prediction: PredictiveResult }) {
  const predicted = lowestLevel((prediction.predictions ?? []).map((entry) => knownStatus(entry.level)));
  return (
    <>
      <p>
        {message('predicted.now', { status: '' })}
        <ResultStatusTag status={knownStatus(prediction.current_level)} />
      </p>
      <p>
        {message('predicted.after', { weeks: prediction.weeks ?? '', status: '' })}
        <ResultStatusTag status={predicted} />
      </p>
    </>
  );
}
