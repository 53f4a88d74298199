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
      case: 'the account and every group are sent at once, and it is done when all are saved',
      user: { dob: '1985-04-12' },
      answers: [true, true, true, true],
      expected: 'sent',
    },
    { case: 'no account request when the flow has none of its details', user: {}, answers: [true, true, true], expected: 'sent' },
    {
      case: 'a group refused fails the whole',
      user: { dob: '1985-04-12' },
      answers: [true, false, true, true],
      expected: 'profile refused',
    },
    { case: 'the account refused fails the whole', user: { sex: 'F' }, answers: [false, true, true, true], expected: 'user refused' },
  ])('$case', async ({ user, answers, expected }) => {
    const server = manualServer();
    const sending = sendSubmission(submission(user), server.target);
    // Everything is on its way before any answer comes back, the account first.
    expect(server.requests.map((request) => [request.to, request.attributes])).toEqual([
      ...(Object.keys(user).length > 0 ? [['user', user]] : []),
      ...Object.values(GROUPS).map((group) => ['profile', group]),
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

  it('gives the profile as the answer of the group merged last has it', async () => {
    const server = manualServer();
    const sending = sendSubmission(submission({}), server.target);
    const [goals, diet, lifestyle] = server.requests;
    // Merged in the order lifestyle, goals, diet; answered in another.
    diet?.answer(true, { height: 170, ...EVERY_GROUP });
    lifestyle?.answer(true, { height: 170, ...GROUPS.lifestyle });
    goals?.answer(true, { height: 170, ...GROUPS.lifestyle, ...GROUPS.goals });
    expect(await sending).toEqual({ status: 'answered', profile: { height: 170, ...EVERY_GROUP } });
  });
});

describe('the profile once every group is saved, from the answers', () => {
  const sent = [{ goals: ['sleep', 'energy'], important_goal: null }, { qrisk: { score: 4.2, healthy_score: 2 } }];
  it.each<{ case: string; groups?: Attributes[]; answers: (Attributes | null)[]; expected: SavedProfile<Attributes> }>([
    { case: 'nothing sent: the profile is as it was', groups: [], answers: [], expected: { status: 'unchanged' } },
    {
      case: 'the answer with every attribute sent is the profile, wherever it comes',
      answers: [
        { goals: ['sleep', 'energy'], important_goal: null, qrisk: { score: 4.2, healthy_score: 2 }, height: 170 },
        { qrisk: { score: 4.2, healthy_score: 2 }, height: 170 },
      ],
      expected: {
        status: 'answered',
        profile: { goals: ['sleep', 'energy'], important_goal: null, qrisk: { score: 4.2, healthy_score: 2 }, height: 170 },
      },
    },
    {
      case: 'an object stored with its keys in another order is the same value',
      answers: [null, { qrisk: { healthy_score: 2, score: 4.2 }, important_goal: null, goals: ['sleep', 'energy'] }],
      expected: {
        status: 'answered',
        profile: { qrisk: { healthy_score: 2, score: 4.2 }, important_goal: null, goals: ['sleep', 'energy'] },
      },
    },
    {
      case: 'each answer lacks a group: read again',
      answers: [{ goals: ['sleep', 'energy'], important_goal: null }, { qrisk: { score: 4.2, healthy_score: 2 } }],
      expected: { status: 'read-again' },
    },
    {
      case: 'a reset to null missing from the answer: read again',
      answers: [{ goals: ['sleep', 'energy'], qrisk: { score: 4.2, healthy_score: 2 } }],
      expected: { status: 'read-again' },
    },
    {
      case: 'a list in another order is another value: read again',
      answers: [{ goals: ['energy', 'sleep'], important_goal: null, qrisk: { score: 4.2, healthy_score: 2 } }],
      expected: { status: 'read-again' },
    },
    {
      case: 'a value the server changed: read again',
      answers: [{ goals: ['sleep', 'energy'], important_goal: null, qrisk: { score: 4, healthy_score: 2 } }],
      expected: { status: 'read-again' },
    },
    { case: 'no answer said: read again', answers: [null, null], expected: { status: 'read-again' } },
  ])('$case', ({ groups = sent, answers, expected }) => {
    expect(profileAfter(groups, answers)).toEqual(expected);
  });
});
