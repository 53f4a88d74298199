import { memo } from 'react';
import { message } from '../../ui/message';

/** A progress bar of question steps, announced as a percentage; memoised, as most Nexts leave the rounded percentage as it was. */
export const SurveyProgress = memo(function SurveyProgress({ percent }: { percent: number }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="survey-progress">
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-label={message('survey.progress', { percent: value })}
        className="survey-progress__track"
      >
        {/* Moved, not resized: a transform changes no layout. */}
        <div className="survey-progress__bar" style={{ transform: `translateX(${value - 100}%)` }} />
      </div>
      <p className="survey-progress__label">{message('survey.progress', { percent: value })}</p>
    </div>
  );
});
