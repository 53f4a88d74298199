import { cmToFeetInches, feetInchesToCm, kgToStonePounds, stonePoundsToKg, type UnitSystem } from '../../domain/units';
import type { HeightWeightAnswer } from './survey-state';

/** The text of each box of the height-weight question, as the person sees it for a stored answer. */
export interface MeasureBoxes {
  cm: string;
  feet: string;
  inches: string;
  kg: string;
  stone: string;
  pounds: string;
}

const text = (value: number | undefined): string => (value === undefined ? '' : String(value));

export function measureBoxes(answer: HeightWeightAnswer): MeasureBoxes {
  const feetInches = answer.height === null ? undefined : cmToFeetInches(answer.height);
  const stonePounds = answer.weight === null ? undefined : kgToStonePounds(answer.weight);
  return {
    cm: text(answer.height ?? undefined),
    feet: text(feetInches?.feet),
    inches: text(feetInches?.inches),
    kg: text(answer.weight ?? undefined),
    stone: text(stonePounds?.stone),
    pounds: text(stonePounds?.pounds),
  };
}

/** The centimetres that the feet and inches boxes show for `cm`. */
function asFeetAndInches(cm: number): number {
  const { feet, inches } = cmToFeetInches(cm);
  return feetInchesToCm(feet, inches);
}

/** The kilograms that the stones and pounds boxes show for `kg`. */
function asStonesAndPounds(kg: number): number {
  const { stone, pounds } = kgToStonePounds(kg);
  return stonePoundsToKg(stone, pounds);
}

/**
 * Switching a measure's unit converts it, and what is stored is exactly what the new boxes show (5 ft 10 in
 * is stored as 177.8 cm, not the 178 typed before), so the saved profile matches the screen.
 */
export function switchUnit(answer: HeightWeightAnswer, measure: 'height' | 'weight', system: UnitSystem): HeightWeightAnswer {
  if (measure === 'height') {
    const height = answer.height === null || system === 'metric' ? answer.height : asFeetAndInches(answer.height);
    return { ...answer, height, heightUnit: system };
  }
  const weight = answer.weight === null || system === 'metric' ? answer.weight : asStonesAndPounds(answer.weight);
  return { ...answer, weight, weightUnit: system };
}

const number = (box: string): number | null => (box.trim() === '' || !Number.isFinite(Number(box)) ? null : Number(box));

/** The stored answer for what is typed in the boxes of the units in use; a blank main box means no value. */
export function answerFromBoxes(boxes: MeasureBoxes, units: Pick<HeightWeightAnswer, 'heightUnit' | 'weightUnit'>): HeightWeightAnswer {
  const feet = number(boxes.feet);
  const stone = number(boxes.stone);
  const height = units.heightUnit === 'metric' ? number(boxes.cm) : feet === null ? null : feetInchesToCm(feet, number(boxes.inches) ?? 0);
  const weight =
    units.weightUnit === 'metric' ? number(boxes.kg) : stone === null ? null : stonePoundsToKg(stone, number(boxes.pounds) ?? 0);
  return { height, weight, heightUnit: units.heightUnit, weightUnit: units.weightUnit };
}
