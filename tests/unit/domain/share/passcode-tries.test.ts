import { describe, expect, it } from 'vitest';
import { triesLeftOf, wrongPasscodeKey } from '../../../../src/domain/share/passcode-tries';
import { message } from '../../../../src/ui/message';

describe('a wrong passcode in words', () => {
  it.each([
    [4, 'That passcode is not right. You have 4 tries left before the link locks.'],
    [2, 'That passcode is not right. You have 2 tries left before the link locks.'],
    [1, 'That passcode is not right. You have 1 try left before the link locks.'],
    [null, 'That passcode is not right. After too many wrong tries the link locks.'],
  ])('%s tries left: %s', (left, words) => {
    expect(message(wrongPasscodeKey(left), { tries: left ?? 0 })).toBe(words);
  });
});

describe('the tries left an error carries', () => {
  it.each([
    [{ tries_left: 3 }, 3],
    [{ tries_left: 1 }, 1],
    [{ tries_left: 0 }, null],
    [{ tries_left: -1 }, null],
    [{ tries_left: 2.5 }, null],
    [{ tries_left: '3' }, null],
    [{}, null],
    [undefined, null],
  ])('%j reads as %s', (meta, left) => {
    expect(triesLeftOf(meta)).toBe(left);
  });
});
