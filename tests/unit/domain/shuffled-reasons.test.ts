import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { reasonOptions, shuffleWithLast, type ReasonListName } from '../../../src/domain/shuffled-reasons';
import { appConfig } from '../../../src/generated/app-config.gen';

/** A reproducible source of numbers in [0, 1) from a list fast-check generates. */
function sequence(values: readonly number[]): () => number {
  let index = 0;
  return () => values[index++ % Math.max(1, values.length)] ?? 0;
}

const optionId = fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/);
const unit = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('shuffleWithLast', () => {
  it('keeps every option once and puts the final option last, whatever the random numbers', () => {
    fc.assert(
      fc.property(fc.uniqueArray(optionId, { maxLength: 12 }), optionId, fc.array(unit, { maxLength: 20 }), (options, last, numbers) => {
        const shown = shuffleWithLast({ options, last }, sequence(numbers));
        expect(shown.at(-1)).toBe(last);
        expect(shown.filter((option) => option === last)).toHaveLength(1);
        expect([...shown.slice(0, -1)].sort()).toEqual(options.filter((option) => option !== last).sort());
      }),
    );
  });

  it('lets chance decide the order: every option can come first', () => {
    const list = { options: ['a', 'b', 'c'], last: 'other' };
    const firsts = new Set(
      [0, 0.34, 0.5, 0.67, 0.99].flatMap((x) => [0, 0.5, 0.99].map((y) => shuffleWithLast(list, sequence([x, y]))[0])),
    );
    expect([...firsts].sort()).toEqual(['a', 'b', 'c']);
  });

  it('draws one number for each position but the first (Fisher-Yates)', () => {
    const random = vi.fn(() => 0.5);
    shuffleWithLast({ options: ['a', 'b', 'c', 'd'], last: 'other' }, random);
    expect(random).toHaveBeenCalledTimes(3);
  });

  it.each([
    [{ options: [], last: 'other' }, ['other']],
    [{ options: ['other'], last: 'other' }, ['other']],
    [{ options: ['a', 'other', 'b'], last: 'other' }, ['b', 'a', 'other']],
  ])('%j with random 0 -> %j', (list, expected) => {
    expect(shuffleWithLast(list, () => 0)).toEqual(expected);
  });
});

describe('reasonOptions reads the lists of config/app.yaml', () => {
  it.each(Object.keys(appConfig.constants.shuffledReasons) as ReasonListName[])('%s ends with its final option', (name) => {
    const shown = reasonOptions(name, Math.random);
    expect(shown.at(-1)).toBe(appConfig.constants.shuffledReasons[name].last);
    expect(shown.at(-1)).toBe('other');
  });
});
