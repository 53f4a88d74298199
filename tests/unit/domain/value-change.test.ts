import { describe, expect, it } from 'vitest';
import { valueChange, valueChangeLabel, type ValueChange } from '../../../src/domain/value-change';
import type { ValueChangeClassification } from '../../../src/generated/entities.gen';

describe('valueChange', () => {
  it.each<[ValueChangeClassification | null | undefined, ValueChange]>([
    ['up_positive', { direction: 'up', tone: 'positive', label: 'Up' }],
    ['up_negative', { direction: 'up', tone: 'negative', label: 'Up' }],
    ['down_positive', { direction: 'down', tone: 'positive', label: 'Down' }],
    ['down_negative', { direction: 'down', tone: 'negative', label: 'Down' }],
    ['no_change', { direction: 'none', tone: 'neutral', label: 'No change' }],
    ['first_result', { direction: 'none', tone: 'neutral', label: 'First result' }],
    ['invalid', { direction: 'none', tone: 'neutral', label: 'Invalid' }],
    [null, { direction: 'none', tone: 'neutral', label: 'Invalid' }],
    [undefined, { direction: 'none', tone: 'neutral', label: 'Invalid' }],
  ])('%j -> %j', (classification, expected) => {
    expect(valueChange(classification)).toEqual(expected);
    expect(valueChangeLabel(classification)).toBe(expected.label);
  });
});
