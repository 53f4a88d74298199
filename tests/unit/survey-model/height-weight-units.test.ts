import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerFromBoxes, measureBoxes, switchUnit } from '../../../src/survey/model/height-weight-units';
import type { HeightWeightAnswer } from '../../../src/survey/model/survey-state';

const metric = (height: number | null, weight: number | null): HeightWeightAnswer => ({
  height,
  weight,
  heightUnit: 'metric',
  weightUnit: 'metric',
});

// Issue 11, item 12: switching units converts the value, and what is stored is what the person now sees.
describe('switching height and weight units', () => {
  it.each<[string, HeightWeightAnswer, 'height' | 'weight', HeightWeightAnswer]>([
    [
      '178 cm to feet and inches shows 5 ft 10 in and stores its 177.8 cm',
      metric(178, 70),
      'height',
      { ...metric(177.8, 70), heightUnit: 'imperial' },
    ],
    [
      '70 kg to stones and pounds shows 11 st 0 lb and stores its 69.9 kg',
      metric(178, 70),
      'weight',
      { ...metric(178, 69.9), weightUnit: 'imperial' },
    ],
    ['no height yet only changes the unit', metric(null, 70), 'height', { ...metric(null, 70), heightUnit: 'imperial' }],
    ['no weight yet only changes the unit', metric(178, null), 'weight', { ...metric(178, null), weightUnit: 'imperial' }],
  ])('%s', (_, answer, measure, expected) => {
    expect(switchUnit(answer, measure, 'imperial')).toEqual(expected);
  });

  it('shows the converted value in the new boxes', () => {
    expect(measureBoxes(switchUnit(switchUnit(metric(178, 70), 'height', 'imperial'), 'weight', 'imperial'))).toMatchObject({
      feet: '5',
      inches: '10',
      stone: '11',
      pounds: '0',
    });
    expect(measureBoxes(metric(null, null))).toEqual({ cm: '', feet: '', inches: '', kg: '', stone: '', pounds: '' });
  });

  it('back to metric shows the stored centimetres and kilograms unchanged', () => {
    const imperial = switchUnit(metric(178, 70), 'height', 'imperial');
    const back = switchUnit(imperial, 'height', 'metric');
    expect(back).toEqual(metric(177.8, 70));
    expect(measureBoxes(back).cm).toBe('177.8');
  });

  it.each<[string, HeightWeightAnswer, 'height' | 'weight', HeightWeightAnswer]>([
    ['a height', { ...metric(178, 70), heightUnit: 'imperial' }, 'height', metric(178, 70)],
    ['a weight', { ...metric(178, 70), weightUnit: 'imperial' }, 'weight', metric(178, 70)],
  ])('back to metric never converts %s: centimetres and kilograms are what is stored', (_, answer, measure, expected) => {
    expect(switchUnit(answer, measure, 'metric')).toEqual(expected);
  });

  it('stores exactly what the boxes show, whatever was typed (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 500, max: 2500 }), fc.integer({ min: 200, max: 3500 }), (heightTenths, weightTenths) => {
        const answer = metric(heightTenths / 10, weightTenths / 10);
        const imperial = switchUnit(switchUnit(answer, 'height', 'imperial'), 'weight', 'imperial');
        // Reading the boxes back gives the stored answer: the screen and the profile agree.
        expect(answerFromBoxes(measureBoxes(imperial), imperial)).toEqual(imperial);
        // And switching again changes nothing: the value is already one the imperial boxes can show.
        expect(switchUnit(switchUnit(imperial, 'height', 'imperial'), 'weight', 'imperial')).toEqual(imperial);
      }),
    );
  });

  it.each<[string, Partial<ReturnType<typeof measureBoxes>>, HeightWeightAnswer['heightUnit'], HeightWeightAnswer]>([
    ['metric boxes', { cm: '170', kg: '68' }, 'metric', metric(170, 68)],
    ['blank boxes', { cm: ' ', kg: '' }, 'metric', metric(null, null)],
    ['not a number', { cm: '1,70', kg: 'abc' }, 'metric', metric(null, null)],
    ['feet without inches', { feet: '6', kg: '68' }, 'imperial', { ...metric(182.9, 68), heightUnit: 'imperial' }],
    ['inches without feet is no height', { inches: '6', kg: '68' }, 'imperial', { ...metric(null, 68), heightUnit: 'imperial' }],
  ])('reads %s', (_, boxes, heightUnit, expected) => {
    const all = { cm: '', feet: '', inches: '', kg: '', stone: '', pounds: '', ...boxes };
    expect(answerFromBoxes(all, { heightUnit, weightUnit: 'metric' })).toEqual(expected);
  });

  it.each<[string, Partial<ReturnType<typeof measureBoxes>>, number | null]>([
    ['stones without pounds', { stone: '11' }, 69.9],
    ['pounds without stones is no weight', { pounds: '6' }, null],
  ])('reads %s', (_, boxes, weight) => {
    const all = { cm: '170', feet: '', inches: '', kg: '', stone: '', pounds: '', ...boxes };
    expect(answerFromBoxes(all, { heightUnit: 'metric', weightUnit: 'imperial' })).toEqual({
      ...metric(170, weight),
      weightUnit: 'imperial',
    });
  });
});

it('reads the boxes, not the answer they replace', () => {
  const before = { ...metric(150, 50), heightUnit: 'imperial' as const };
  expect(answerFromBoxes(measureBoxes(metric(178, 70)), before)).toEqual({ ...metric(177.8, 70), heightUnit: 'imperial' });
});
