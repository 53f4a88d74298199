import { describe, expect, it } from 'vitest';
import { cmToFeetInches, feetInchesToCm, kgToStonePounds, stonePoundsToKg } from '../../../src/domain/units';

describe('height and weight units', () => {
  it.each([
    [5, 10, 177.8],
    [6, 0, 182.9],
    [4, 11, 149.9],
  ])('%i ft %i in is %f cm and back', (feet, inches, cm) => {
    expect(feetInchesToCm(feet, inches)).toBe(cm);
    expect(cmToFeetInches(cm)).toEqual({ feet, inches });
  });

  it.each([
    [11, 0, 69.9],
    [9, 7, 60.3],
    [15, 3, 96.6],
  ])('%i st %i lb is %f kg and back', (stone, pounds, kg) => {
    expect(stonePoundsToKg(stone, pounds)).toBe(kg);
    expect(kgToStonePounds(kg)).toEqual({ stone, pounds });
  });
});
