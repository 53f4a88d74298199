import { describe, expect, it } from 'vitest';
import { flashKey, flashState } from '../../../../src/app-frame/flash';
import { messages } from '../../../../src/generated/messages.gen';

describe('flash notice state', () => {
  it('round-trips a message key through navigation state', () => {
    expect(flashKey(flashState('layout.signedOutElsewhere'))).toBe('layout.signedOutElsewhere');
    expect(messages['layout.signedOutElsewhere']).toBe('You have been signed out in another tab.');
  });

  it.each<[string, unknown]>([
    ['no state', null],
    ['a string', 'layout.signedOutElsewhere'],
    ['other state', { modal: 'x' }],
    ['a key not in messages.yaml', { flash: 'Thanks!' }],
    ['a non-string flash', { flash: 3 }],
    ['an inherited property name', { flash: 'toString' }],
  ])('%s carries no flash', (_, state) => {
    expect(flashKey(state)).toBeNull();
  });
});
