import { describe, expect, it } from 'vitest';
import { formStatusReducer, initialFormStatus, type FormStatus } from '../../../src/forms/form-status';

describe('form flags (SPEC section 4)', () => {
  const failed: FormStatus = { submitting: false, error: true, errorMessage: 'x', success: false };
  const succeeded: FormStatus = { submitting: false, error: false, errorMessage: null, success: true };
  it.each<[string, FormStatus, Parameters<typeof formStatusReducer>[1], FormStatus]>([
    [
      'starting a submission clears the others',
      failed,
      { type: 'submit' },
      { submitting: true, error: false, errorMessage: null, success: false },
    ],
    [
      'starting again after success clears success',
      succeeded,
      { type: 'submit' },
      { submitting: true, error: false, errorMessage: null, success: false },
    ],
    ['success', { ...initialFormStatus, submitting: true }, { type: 'succeeded' }, succeeded],
    [
      'failure keeps the message',
      { ...initialFormStatus, submitting: true },
      { type: 'failed', message: 'An error occurred, please try again' },
      { submitting: false, error: true, errorMessage: 'An error occurred, please try again', success: false },
    ],
    ['editing hides a stale success', succeeded, { type: 'edited' }, { ...succeeded, success: false }],
    ['editing keeps an error', failed, { type: 'edited' }, failed],
  ])('%s', (_, before, event, after) => {
    expect(formStatusReducer(before, event)).toEqual(after);
  });
});
