import { useState } from 'react';
import { cmToFeetInches, feetInchesToCm, kgToStonePounds, stonePoundsToKg, type UnitSystem } from '../../../domain/units';
import { message } from '../../../ui/message';
import type { QuestionProps } from '../question-props';

interface HeightWeight {
  height: number | null;
  weight: number | null;
  heightUnit: UnitSystem;
  weightUnit: UnitSystem;
}

function current(value: unknown): HeightWeight {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Partial<HeightWeight>;
  return { height: record.height ?? null, weight: record.weight ?? null, heightUnit: record.heightUnit ?? 'metric', weightUnit: record.weightUnit ?? 'metric' };
}

const num = (text: string): number | null => (text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text));

/** Height and weight, each in metric or imperial; the answer is stored in cm and kg with the preferences. */
export function HeightWeightQuestion({ nodeId, value, onChange, errorId }: QuestionProps) {
  const answer = current(value);
  const feetInches = answer.height === null ? null : cmToFeetInches(answer.height);
  const stonePounds = answer.weight === null ? null : kgToStonePounds(answer.weight);
  // What the person typed, per box, so switching focus never rewrites a half-typed number.
  const [typed, setTyped] = useState<Record<string, string>>({
    cm: answer.height?.toString() ?? '',
    feet: feetInches?.feet.toString() ?? '',
    inches: feetInches?.inches.toString() ?? '',
    kg: answer.weight?.toString() ?? '',
    stone: stonePounds?.stone.toString() ?? '',
    pounds: stonePounds?.pounds.toString() ?? '',
  });
  const update = (box: string, text: string) => {
    const next = { ...typed, [box]: text };
    setTyped(next);
    const height = answer.heightUnit === 'metric' ? num(next.cm ?? '') : num(next.feet ?? '') === null ? null : feetInchesToCm(num(next.feet ?? '') ?? 0, num(next.inches ?? '') ?? 0);
    const weight = answer.weightUnit === 'metric' ? num(next.kg ?? '') : num(next.stone ?? '') === null ? null : stonePoundsToKg(num(next.stone ?? '') ?? 0, num(next.pounds ?? '') ?? 0);
    onChange({ ...answer, height, weight });
  };
  const box = (name: string, label: string) => (
    <span className="survey-measure">
      <input
        id={`q-${nodeId}-${name}`}
        className="survey-input survey-input--short"
        inputMode="decimal"
        aria-describedby={errorId ?? undefined}
        aria-invalid={errorId ? true : undefined}
        value={typed[name] ?? ''}
        onChange={(event) => update(name, event.target.value)}
      />
      <label htmlFor={`q-${nodeId}-${name}`}>{label}</label>
    </span>
  );
  const unitSwitch = (which: 'heightUnit' | 'weightUnit', legend: string) => (
    <div role="radiogroup" aria-label={legend} className="survey-units">
      {(['metric', 'imperial'] as const).map((system) => (
        <span key={system} className="survey-choice">
          <input id={`q-${nodeId}-${which}-${system}`} type="radio" name={`q-${nodeId}-${which}`} checked={answer[which] === system} onChange={() => onChange({ ...answer, [which]: system })} />
          <label htmlFor={`q-${nodeId}-${which}-${system}`}>{message(system === 'metric' ? `survey.units.metric.${which === 'heightUnit' ? 'height' : 'weight'}` : `survey.units.imperial.${which === 'heightUnit' ? 'height' : 'weight'}`)}</label>
        </span>
      ))}
    </div>
  );
  return (
    <div className="survey-height-weight">
      <fieldset>
        <legend>{message('survey.height')}</legend>
        {unitSwitch('heightUnit', message('survey.heightUnits'))}
        {answer.heightUnit === 'metric' ? box('cm', 'cm') : (
          <>
            {box('feet', 'ft')}
            {box('inches', 'in')}
          </>
        )}
      </fieldset>
      <fieldset>
        <legend>{message('survey.weight')}</legend>
        {unitSwitch('weightUnit', message('survey.weightUnits'))}
        {answer.weightUnit === 'metric' ? box('kg', 'kg') : (
          <>
            {box('stone', 'st')}
            {box('pounds', 'lb')}
          </>
        )}
      </fieldset>
    </div>
  );
}
