import { describe, expect, it } from 'vitest';
import { profileAfter, sendSubmission, type SavedProfile, type SubmissionTarget } from '../../../src/survey/model/send-submission';
import type { Submission } from '../../../src/survey/model/survey-submission';

type Attributes = Record<string, unknown>;

/** A server the test answers by hand: every request it was sent, in order, each answered when the test says. */
function manualServer() {
  const requests: { to: 'profile' | 'user'; attributes: Attributes; answer: (ok: boolean, body?: Attributes) => void }[] = [];
  const request = (to: 'profile' | 'user') => (attributes: Attributes) =>
    new Promise<Attributes | null>((resolve, reject) =>
      requests.push({ to, attributes, answer: (ok, body) => (ok ? resolve(body ?? null) : reject(new Error(`${to} refused`))) }),
    );
  const target: SubmissionTarget<Attributes> = { updateUser: request('user'), updateHealthProfile: request('profile') };
  return { requests, target };
}

const GROUPS: Submission['groups'] = {
  goals: { goals: ['sleep'] },
  diet: { diet_rating: 3 },
  lifestyle: { sleep_hours: 7, smoking_category: null },
};
const submission = (user: Attributes): Submission => ({ healthProfile: {}, user, groups: GROUPS });
const EVERY_GROUP = Object.assign({}, ...Object.values(GROUPS)) as Attributes;

/** Settles `promise` into what the test checks: 'pending', 'sent' or the error's message. */
function outcome(promise: Promise<unknown>): Promise<string> {
  return Promise.race([
    promise.then(
      () => 'sent',
      (error: unknown) => (error as Error).message,
    ),
    new Promise<string>((resolve) => setTimeout(() => resolve('pending'), 0)),
  ]);
}

describe('sending a finished flow', () => {
  it.each<{ case: string; user: Attributes; answers: boolean[]; expected: string }>([
    {
      case: 'the account and the profile are sent at once, and it is done when both are saved',
      user: { dob: '1985-04-12' },
      answers: [true, true],
      expected: 'sent',
    },
    { case: 'no account request when the flow has none of its details', user: {}, answers: [true], expected: 'sent' },
    { case: 'the profile refused fails the whole', user: { dob: '1985-04-12' }, answers: [true, false], expected: 'profile refused' },
    { case: 'the account refused fails the whole', user: { sex: 'F' }, answers: [false, true], expected: 'user refused' },
  ])('$case', async ({ user, answers, expected }) => {
    const server = manualServer();
    const sending = sendSubmission(submission(user), server.target);
    // Both are on their way before any answer comes back, the account first; every group in the profile's one request.
    expect(server.requests.map((request) => [request.to, request.attributes])).toEqual([
      ...(Object.keys(user).length > 0 ? [['user', user]] : []),
      ['profile', EVERY_GROUP],
    ]);
    answers.slice(0, -1).forEach((ok, index) => server.requests[index]?.answer(ok));
    // Not done, nor failed, while one request has no answer yet: a retry then would race it.
    expect(await outcome(sending)).toBe('pending');
    server.requests.at(-1)?.answer(answers.at(-1) ?? true);
    expect(await outcome(sending)).toBe(expected);
  });

  it('sends nothing for a flow with no answer, and the profile is as it was', async () => {
    const server = manualServer();
    expect(await sendSubmission(null, server.target)).toEqual({ status: 'unchanged' });
    expect(server.requests).toEqual([]);
  });

  it('sends no profile request for a flow with only account details, and the profile is as it was', async () => {
    const server = manualServer();
    const sending = sendSubmission({ healthProfile: {}, user: { first_name: 'Ada' }, groups: {} }, server.target);
    expect(server.requests.map((request) => request.to)).toEqual(['user']);
    server.requests[0]?.answer(true);
    expect(await sending).toEqual({ status: 'unchanged' });
  });

  it('gives the profile as the server answered the merge', async () => {
    const server = manualServer();
    const sending = sendSubmission(submission({}), server.target);
    server.requests[0]?.answer(true, { height: 170, ...EVERY_GROUP });
    expect(await sending).toEqual({ status: 'answered', profile: { height: 170, ...EVERY_GROUP } });
  });
});

describe('the profile once the groups are saved, from the answer', () => {
  const sent = [{ goals: ['sleep', 'energy'], important_goal: null }, { qrisk: { score: 4.2, healthy_score: 2 } }];
  it.each<{ case: string; groups?: Attributes[]; answer: Attributes | null; expected: SavedProfile<Attributes> }>([
    { case: 'nothing sent: the profile is as it was', groups: [], answer: null, expected: { status: 'unchanged' } },
    {
      case: 'the answer with every attribute sent is the profile',
      answer: { goals: ['sleep', 'energy'], important_goal: null, qrisk: { score: 4.2, healthy_score: 2 }, height: 170 },
      expected: {
        status: 'answered',
        profile: { goals: ['sleep', 'energy'], important_goal: null, qrisk: { score: 4.2, healthy_score: 2 }, height: 170 },
      },
    },
    {
      case: 'an object stored with its keys in another order is the same value',
      answer: { qrisk: { healthy_score: 2, score: 4.2 }, important_goal: null, goals: ['sleep', 'energy'] },
      expected: {
        status: 'answered',
        profile: { qrisk: { healthy_score: 2, score: 4.2 }, important_goal: null, goals: ['sleep', 'energy'] },
      },
    },
    {
      case: 'a group missing from the answer: read again',
      answer: { goals: ['sleep', 'energy'], important_goal: null },
      expected: { status: 'read-again' },
    },
    {
      case: 'a reset to null missing from the answer: read again',
      answer: { goals: ['sleep', 'energy'], qrisk: { score: 4.2, healthy_score: 2 } },
      expected: { status: 'read-again' },
    },
    {
      case: 'a list in another order is another value: read again',
      answer: { goals: ['energy', 'sleep'], important_goal: null, qrisk: { score: 4.2, healthy_score: 2 } },
      expected: { status: 'read-again' },
    },
    {
      case: 'a value the server changed: read again',
      answer: { goals: ['sleep', 'energy'], important_goal: null, qrisk: { score: 4, healthy_score: 2 } },
      expected: { status: 'read-again' },
    },
    { case: 'no answer said: read again', answer: null, expected: { status: 'read-again' } },
  ])('$case', ({ groups = sent, answer, expected }) => {
    expect(profileAfter(groups, answer)).toEqual(expected);
  });
});
