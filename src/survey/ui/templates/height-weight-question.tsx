import { useState, type FocusEvent } from 'react';
import type { UnitSystem } from '../../../domain/units';
import { answerFromBoxes, measureBoxes, switchUnit, type MeasureBoxes } from '../../model/height-weight-units';
import type { HeightWeightAnswer } from '../../model/survey-state';
import { focusLeaves } from '../../../ui/focus-leaves';
import { message } from '../../../ui/message';
import type { QuestionProps } from '../question-props';

function current(value: unknown): HeightWeightAnswer {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Partial<HeightWeightAnswer>;
  return {
    height: record.height ?? null,
    weight: record.weight ?? null,
    heightUnit: record.heightUnit ?? 'metric',
    weightUnit: record.weightUnit ?? 'metric',
  };
}

/** Height and weight, each in metric or imperial; the answer is stored in cm and kg with the preferences. */
export function HeightWeightQuestion({ nodeId, value, onChange, errorId, onLeavePart }: QuestionProps) {
  const answer = current(value);
  // What the person typed, per box, so switching focus never rewrites a half-typed number.
  const [typed, setTyped] = useState<MeasureBoxes>(() => measureBoxes(answer));
  const update = (box: keyof MeasureBoxes, text: string) => {
    const next = { ...typed, [box]: text };
    setTyped(next);
    onChange(answerFromBoxes(next, answer));
  };
  const switchTo = (which: 'heightUnit' | 'weightUnit', system: UnitSystem) => {
    const measure = which === 'heightUnit' ? 'height' : 'weight';
    const converted = switchUnit(answerFromBoxes(typed, answer), measure, system);
    const shown = measureBoxes(converted);
    setTyped(
      measure === 'height'
        ? { ...typed, cm: shown.cm, feet: shown.feet, inches: shown.inches }
        : { ...typed, kg: shown.kg, stone: shown.stone, pounds: shown.pounds },
    );
    onChange(converted);
  };
  const box = (name: keyof MeasureBoxes, label: string) => (
    <span className="survey-measure">
      <input
        id={`q-${nodeId}-${name}`}
        className="survey-input survey-input--short"
        inputMode="decimal"
        aria-describedby={errorId ?? undefined}
        aria-invalid={errorId ? true : undefined}
        value={typed[name]}
        onChange={(event) => update(name, event.target.value)}
      />
      <label htmlFor={`q-${nodeId}-${name}`}>{label}</label>
    </span>
  );
  const unitSwitch = (which: 'heightUnit' | 'weightUnit', legend: string) => (
    <div role="radiogroup" aria-label={legend} className="survey-units">
      {(['metric', 'imperial'] as const).map((system) => (
        <span key={system} className="survey-choice">
          <input
            id={`q-${nodeId}-${which}-${system}`}
            type="radio"
            name={`q-${nodeId}-${which}`}
            checked={answer[which] === system}
            onChange={() => switchTo(which, system)}
          />
          <label htmlFor={`q-${nodeId}-${which}-${system}`}>
            {message(
              system === 'metric'
                ? `survey.units.metric.${which === 'heightUnit' ? 'height' : 'weight'}`
                : `survey.units.imperial.${which === 'heightUnit' ? 'height' : 'weight'}`,
            )}
          </label>
        </span>
      ))}
    </div>
  );
  // Leaving the height (its boxes and unit choice) for anywhere else checks the height alone, and likewise the weight.
  const leave = (part: 'height' | 'weight') => (event: FocusEvent<HTMLFieldSetElement>) => {
    if (focusLeaves(event)) onLeavePart?.(part);
  };
  return (
    <div className="survey-height-weight">
      <fieldset onBlur={leave('height')}>
        <legend>{message('survey.height')}</legend>
        {unitSwitch('heightUnit', message('survey.heightUnits'))}
        {answer.heightUnit === 'metric' ? (
          box('cm', 'cm')
        ) : (
          <>
            {box('feet', 'ft')}
            {box('inches', 'in')}
          </>
        )}
      </fieldset>
      <fieldset onBlur={leave('weight')}>
        <legend>{message('survey.weight')}</legend>
        {unitSwitch('weightUnit', message('survey.weightUnits'))}
        {answer.weightUnit === 'metric' ? (
          box('kg', 'kg')
        ) : (
          <>
            {box('stone', 'st')}
            {box('pounds', 'lb')}
          </>
        )}
      </fieldset>
    </div>
  );
}
