import { useState } from 'react';
import { dateValueOf, datePartsOf, withDatePart, type DatePartName, type DateParts } from '../../domain/date-parts';

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The boxes of a date as the person typed them, with the value they make sent on each change. A value that arrives
 * from outside (a refetch, a form drawn again) replaces the boxes; the value the boxes themselves made does not, so
 * a "05" typed stays "05" although the value reads "1990-03-05".
 */
export function useDateParts(
  value: unknown,
  onValue: (value: string) => void,
): { parts: DateParts; setPart: (name: DatePartName, text: string) => void } {
  const [parts, setParts] = useState(() => datePartsOf(value));
  const [seen, setSeen] = useState(() => textOf(value));
  const current = textOf(value);
  let shown = parts;
  if (current !== seen) {
    setSeen(current);
    if (current !== dateValueOf(parts)) {
      shown = datePartsOf(current);
      setParts(shown);
    }
  }
  const setPart = (name: DatePartName, text: string) => {
    const next = withDatePart(shown, name, text);
    setParts(next);
    const made = dateValueOf(next);
    setSeen(made);
    onValue(made);
  };
  return { parts: shown, setPart };
}
