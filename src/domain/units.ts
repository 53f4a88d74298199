import type { UnitPreference } from '../generated/entities.gen';

/** Body measurements are stored metric (cm, kg); imperial is how some people enter them. */
export const CM_PER_INCH = 2.54;
export const KG_PER_POUND = 0.45359237;
const INCHES_PER_FOOT = 12;
const POUNDS_PER_STONE = 14;

export type UnitSystem = UnitPreference;

export function feetInchesToCm(feet: number, inches: number): number {
  return round1((feet * INCHES_PER_FOOT + inches) * CM_PER_INCH);
}

export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  const totalInches = Math.round(cm / CM_PER_INCH);
  return { feet: Math.floor(totalInches / INCHES_PER_FOOT), inches: totalInches % INCHES_PER_FOOT };
}

export function stonePoundsToKg(stone: number, pounds: number): number {
  return round1((stone * POUNDS_PER_STONE + pounds) * KG_PER_POUND);
}

export function kgToStonePounds(kg: number): { stone: number; pounds: number } {
  const totalPounds = Math.round(kg / KG_PER_POUND);
  return { stone: Math.floor(totalPounds / POUNDS_PER_STONE), pounds: totalPounds % POUNDS_PER_STONE };
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
