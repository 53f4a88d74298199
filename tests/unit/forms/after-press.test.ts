// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPress, watchPresses } from '../../../src/forms/after-press';

const press = (type: 'pointerdown' | 'pointerup' | 'pointercancel') => document.body.dispatchEvent(new Event(type, { bubbles: true }));

describe('afterPress: what would move the page waits for a pressed pointer’s click', () => {
  watchPresses(document);
  afterEach(() => vi.useRealTimers());

  it('runs at once when nothing is pressed', () => {
    const work = vi.fn();
    afterPress(work);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerup', 'pointercancel'] as const)('waits while pressed, then runs after the %s’s task (its click comes first)', (end) => {
    vi.useFakeTimers();
    const order: string[] = [];
    press('pointerdown');
    afterPress(() => order.push('message'));
    afterPress(() => order.push('second message'));
    expect(order).toEqual([]);
    press(end);
    order.push('click');
    vi.runAllTimers();
    expect(order).toEqual(['click', 'message', 'second message']);
    const later = vi.fn();
    afterPress(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('a press the window loses (released outside it) ends when the window loses focus', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    press('pointerdown');
    afterPress(work);
    window.dispatchEvent(new Event('blur'));
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });
});
