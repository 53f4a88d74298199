import { describe, expect, it } from 'vitest';
import { sendSubmission, type SubmissionTarget } from '../../../src/survey/model/send-submission';
import type { Submission } from '../../../src/survey/model/survey-submission';

/** A server the test answers by hand: every request it was sent, in order, each answered when the test says. */
function manualServer() {
  const requests: { to: 'profile' | 'user'; attributes: Record<string, unknown>; answer: (ok: boolean) => void }[] = [];
  const request = (to: 'profile' | 'user') => (attributes: Record<string, unknown>) =>
    new Promise<unknown>((resolve, reject) => requests.push({ to, attributes, answer: (ok) => (ok ? resolve(attributes) : reject(new Error(`${to} refused`))) }));
  const target: SubmissionTarget = { updateHealthProfile: request('profile'), updateUser: request('user') };
  return { requests, target };
}

const GROUPS: Submission['groups'] = { goals: { goals: ['sleep'] }, diet: { diet_rating: 3 }, lifestyle: { sleep_hours: 7, smoking_category: null } };
const submission = (user: Record<string, unknown>): Submission => ({ healthProfile: {}, user, groups: GROUPS });

/** Settles `promise` into what the test checks: 'pending', 'sent' or the error's message. */
function outcome(promise: Promise<void>): Promise<string> {
  return Promise.race([promise.then(() => 'sent', (error: unknown) => (error as Error).message), new Promise<string>((resolve) => setTimeout(() => resolve('pending'), 0))]);
}

describe('sending a finished flow', () => {
  it.each<{ case: string; user: Record<string, unknown>; answers: boolean[]; expected: string }>([
    { case: 'every group and the account are sent at once, and it is done when all are saved', user: { dob: '1985-04-12' }, answers: [true, true, true, true], expected: 'sent' },
    { case: 'no account request when the flow changed none of its details', user: {}, answers: [true, true, true], expected: 'sent' },
    { case: 'a group refused fails the whole', user: { dob: '1985-04-12' }, answers: [true, false, true, true], expected: 'profile refused' },
    { case: 'the account refused fails the whole', user: { sex: 'F' }, answers: [true, true, true, false], expected: 'user refused' },
  ])('$case', async ({ user, answers, expected }) => {
    const server = manualServer();
    const sending = sendSubmission(submission(user), server.target);
    // Everything is on its way before any answer comes back.
    expect(server.requests.map((request) => [request.to, request.attributes])).toEqual([...Object.values(GROUPS).map((group) => ['profile', group]), ...(Object.keys(user).length > 0 ? [['user', user]] : [])]);
    answers.forEach((ok, index) => index < answers.length - 1 && server.requests[index]?.answer(ok));
    // Not done, nor failed, while one request has no answer yet: a retry then would race it.
    expect(await outcome(sending)).toBe('pending');
    server.requests.at(-1)?.answer(answers.at(-1) ?? true);
    expect(await outcome(sending)).toBe(expected);
  });

  it('sends nothing for a flow with no answer', async () => {
    const server = manualServer();
    await sendSubmission(null, server.target);
    expect(server.requests).toEqual([]);
  });
});
