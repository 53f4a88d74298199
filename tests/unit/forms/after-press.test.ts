// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * What happens, in order, as a person leaves a field: "leave" is the blur handing its message to afterPress, "task"
 * lets the event loop run the next task (a millisecond: the fake clock runs a timeout set in a timeout a millisecond
 * later), "wait N ms" lets time pass, the others are the events the browser sends. A mouse's or a pen's mousedown
 * (the blur) comes with its pointerdown and its click with its pointerup; a finger's mousedown and click come after
 * its pointerup, possibly tasks later.
 */
type Step =
  | `pointerdown ${'mouse' | 'pen' | 'touch'}`
  | `pointerup ${'mouse' | 'pen' | 'touch'}`
  | 'pointercancel touch'
  | 'click'
  | 'window blur'
  | 'leave'
  | 'task'
  | `wait ${number} ms`;

/** Each row: the steps, then what is seen, with "message" where the field's message is shown. */
const CASES: [name: string, steps: Step[], seen: string[]][] = [
  ['no press at all: the message shows at once', ['leave'], ['leave', 'message']],
  [
    'a mouse: the message shows in the task after the release, once its click is done',
    ['pointerdown mouse', 'leave', 'task', 'pointerup mouse', 'click', 'task'],
    ['pointerdown mouse', 'leave', 'task', 'pointerup mouse', 'click', 'task', 'message'],
  ],
  [
    'a pen: as a mouse',
    ['pointerdown pen', 'leave', 'pointerup pen', 'click', 'task'],
    ['pointerdown pen', 'leave', 'pointerup pen', 'click', 'task', 'message'],
  ],
  [
    'a tap whose mousedown and click come tasks after the touch ends: the message shows after the click',
    ['pointerdown touch', 'pointerup touch', 'task', 'task', 'leave', 'task', 'click', 'task'],
    ['pointerdown touch', 'pointerup touch', 'task', 'task', 'leave', 'task', 'click', 'task', 'message'],
  ],
  [
    'a tap whose click comes in the touch’s own task: the message shows after the click',
    ['pointerdown touch', 'pointerup touch', 'leave', 'click', 'task'],
    ['pointerdown touch', 'pointerup touch', 'leave', 'click', 'task', 'message'],
  ],
  [
    'a touch cancelled (it became a scroll): the message shows in the next task',
    ['pointerdown touch', 'leave', 'pointercancel touch', 'task'],
    ['pointerdown touch', 'leave', 'pointercancel touch', 'task', 'message'],
  ],
  [
    'a tap that brings no click: the message shows after the fallback, not before',
    ['pointerdown touch', 'leave', 'pointerup touch', 'task', 'wait 998 ms', 'wait 1 ms', 'task'],
    ['pointerdown touch', 'leave', 'pointerup touch', 'task', 'wait 998 ms', 'wait 1 ms', 'task', 'message'],
  ],
  [
    'a mouse released outside the window: leaving the window ends the press',
    ['pointerdown mouse', 'leave', 'window blur', 'task'],
    ['pointerdown mouse', 'leave', 'window blur', 'task', 'message'],
  ],
  [
    'a tap waiting for its click when the window loses focus: the press ends',
    ['pointerdown touch', 'pointerup touch', 'leave', 'window blur', 'task'],
    ['pointerdown touch', 'pointerup touch', 'leave', 'window blur', 'task', 'message'],
  ],
  [
    'a press begun before the last one’s work ran: the work waits for the new one too',
    ['pointerdown mouse', 'leave', 'pointerup mouse', 'pointerdown touch', 'task', 'pointerup touch', 'click', 'task'],
    ['pointerdown mouse', 'leave', 'pointerup mouse', 'pointerdown touch', 'task', 'pointerup touch', 'click', 'task', 'message'],
  ],
  [
    'two fields left during one tap: both messages after the click, in turn; then nothing pressed shows at once',
    ['pointerdown touch', 'pointerup touch', 'leave', 'leave', 'click', 'task', 'leave'],
    ['pointerdown touch', 'pointerup touch', 'leave', 'leave', 'click', 'task', 'message', 'message', 'leave', 'message'],
  ],
  ['a click with nothing pressed (a key on a button) changes nothing', ['click', 'leave'], ['click', 'leave', 'message']],
];

describe('afterPress: what would move the page waits for a pressed pointer’s click', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The module keeps the page's press: each row starts on a fresh one.
    vi.resetModules();
  });
  afterEach(() => vi.useRealTimers());

  it.each(CASES)('%s', async (_name, steps, seen) => {
    const { afterPress, watchPresses } = await import('../../../src/forms/after-press');
    watchPresses(document);
    const log: string[] = [];
    for (const step of steps) {
      log.push(step);
      const [kind, detail] = step.split(' ');
      if (kind === 'pointerdown' || kind === 'pointerup' || kind === 'pointercancel')
        document.body.dispatchEvent(new PointerEvent(kind, { bubbles: true, pointerType: detail }));
      else if (kind === 'click') document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      else if (step === 'window blur') window.dispatchEvent(new FocusEvent('blur'));
      else if (kind === 'leave') afterPress(() => log.push('message'));
      else if (kind === 'task') vi.advanceTimersByTime(1);
      else vi.advanceTimersByTime(Number(detail));
    }
    expect(log).toEqual(seen);
  });
});
