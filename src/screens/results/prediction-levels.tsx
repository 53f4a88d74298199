import type { PredictiveResult } from '../../api/results-api';
import { analyteByCode, catalogueRanges, reportingPrecision } from '../../domain/analyte-catalogue';
import { predictedOutcome, type PredictedOutcome } from '../../domain/predicted-outcome';
import { directionFromNormal, statusOf } from '../../domain/reference-range';
import { formatNumber, knownStatus } from '../../domain/result-value';
import { message } from '../../ui/message';
import { ResultStatusTag } from './result-status';

/** The prediction of one analyte as every page shows it: computed once, by predictedOutcome. */
export function outcomeOf(prediction: PredictiveResult): PredictedOutcome {
  const code = prediction.analyte_id ?? '';
  return predictedOutcome(prediction.predictions ?? [], catalogueRanges(code), reportingPrecision(code));
}

export function predictionUnit(prediction: PredictiveResult): string {
  return prediction.unit ?? analyteByCode(prediction.analyte_id)?.unit ?? '';
}

export function predictedValueText(value: number | null, unit: string): string {
  if (value === null) return '';
  return `${formatNumber(value)}${unit && unit !== 'ratio' ? ` ${unit}` : ''}`;
}

/** Today's level and, after the plan's weeks, the predicted value and its level (the least favourable step, SPEC 4). */
export function PredictionLevels({ prediction }: { prediction: PredictiveResult }) {
  const { shown } = outcomeOf(prediction);
  const bands = catalogueRanges(prediction.analyte_id);
  const unit = predictionUnit(prediction);
  const now = typeof prediction.current_value === 'number' && Number.isFinite(prediction.current_value) ? prediction.current_value : null;
  return (
    <>
      <p className="prediction-now">
        {message('predicted.now', { value: predictedValueText(now, unit) })}{' '}
        <ResultStatusTag
          status={statusOf(now, bands) ?? knownStatus(prediction.current_level)}
          direction={directionFromNormal(now, bands)}
        />
      </p>
      <p className="prediction-after">
        {message('predicted.after', { weeks: prediction.weeks ?? '', value: predictedValueText(shown?.value ?? null, unit) })}{' '}
        <ResultStatusTag status={shown?.level ?? null} direction={directionFromNormal(shown?.value, bands)} />
      </p>
    </>
  );
}
