import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changedAddress,
  emailChange,
  normaliseEmail,
  sameEmailAddress,
  verificationWindowStart,
  type AddressVerification,
} from '../../../src/domain/email-change';

const CREATED = '2024-03-01T09:00:00.000Z';
const NOW = '2024-06-05T12:00:00.000Z';
const EARLIER_CHANGE = '2024-06-04T08:00:00.000Z';

const account = (overrides: Partial<AddressVerification> = {}): AddressVerification => ({
  email: 'rosa@example.com',
  email_verified: true,
  created_at: CREATED,
  ...overrides,
});

describe('one address, however it is written', () => {
  it.each([
    ['rosa@example.com', 'rosa@example.com', true],
    ['Rosa@Example.COM', 'rosa@example.com', true],
    ['  rosa@example.com ', 'ROSA@EXAMPLE.COM', true],
    ['rosa@example.com', 'rosa@example.co', false],
    ['rosa.l@example.com', 'rosa@example.com', false],
  ])('%j and %j are one address: %s', (a, b, same) => {
    expect(sameEmailAddress(a, b)).toBe(same);
    expect(sameEmailAddress(b, a)).toBe(same);
  });

  it.each([
    [' Ana@Example.com ', 'ana@example.com'],
    ['ana@example.com', 'ana@example.com'],
    ['\tANA@EXAMPLE.COM\n', 'ana@example.com'],
  ])('%j is stored as %j', (raw, stored) => expect(normaliseEmail(raw)).toBe(stored));
});

describe('emailChange: the address after a request to change it', () => {
  it.each<[string, Partial<AddressVerification>, string, ReturnType<typeof emailChange>]>([
    ['the same address changes nothing', {}, 'rosa@example.com', null],
    ['the same address in capitals, with spaces, changes nothing', {}, ' ROSA@Example.com ', null],
    ['the same address of an unverified account changes nothing', { email_verified: false }, 'Rosa@example.com', null],
    [
      'a verified address changed: unverified, its window starting now',
      {},
      'Rosa.New@Example.com',
      { email: 'rosa.new@example.com', email_verified: false, email_verification_started_at: NOW },
    ],
    [
      'a verified address that was itself a change: the window starts again now',
      { email_verification_started_at: EARLIER_CHANGE },
      'rosa.new@example.com',
      { email: 'rosa.new@example.com', email_verified: false, email_verification_started_at: NOW },
    ],
    [
      'an unverified address of a new account: its window still counts from creation',
      { email_verified: false },
      'rosa.new@example.com',
      { email: 'rosa.new@example.com', email_verified: false, email_verification_started_at: null },
    ],
    [
      'an unverified changed address changed again: the window keeps its start',
      { email_verified: false, email_verification_started_at: EARLIER_CHANGE },
      'rosa.other@example.com',
      { email: 'rosa.other@example.com', email_verified: false, email_verification_started_at: EARLIER_CHANGE },
    ],
  ])('%s', (_, before, requested, expected) => {
    expect(emailChange(account(before), requested, NOW)).toEqual(expected);
  });
});

describe('verificationWindowStart', () => {
  it.each<[string, Partial<AddressVerification>, string]>([
    ['an account that never changed its address: its creation', {}, CREATED],
    ['an explicit null: its creation', { email_verification_started_at: null }, CREATED],
    ['a changed verified address: the change', { email_verification_started_at: EARLIER_CHANGE }, EARLIER_CHANGE],
  ])('%s', (_, overrides, expected) => expect(verificationWindowStart(account(overrides))).toBe(expected));
});

describe('changedAddress: what a form save changes the address to', () => {
  it.each<[unknown, unknown, string | null]>([
    ['rosa.new@example.com', 'rosa@example.com', 'rosa.new@example.com'],
    [' Rosa.New@Example.com ', 'rosa@example.com', 'rosa.new@example.com'],
    ['ROSA@example.com', 'rosa@example.com', null],
    ['rosa@example.com', 'rosa@example.com', null],
    ['', 'rosa@example.com', null],
    ['   ', 'rosa@example.com', null],
    [undefined, 'rosa@example.com', null],
    ['rosa.new@example.com', undefined, null],
    [42, 'rosa@example.com', null],
  ])('saved %j, loaded %j -> %j', (saved, loaded, expected) => expect(changedAddress(saved, loaded)).toBe(expected));
});

/** An account's life as the API lives it: address changes (emailChange) and verifications, at increasing times. */
type Step = { kind: 'change'; to: string; hour: number } | { kind: 'verify'; hour: number };
const HOUR_MS = 3_600_000;
const at = (hour: number) => new Date(Date.parse(CREATED) + hour * HOUR_MS).toISOString();

function live(start: AddressVerification, steps: readonly Step[]): { account: AddressVerification; startedAt: number }[] {
  let current = start;
  const states: { account: AddressVerification; startedAt: number }[] = [];
  for (const step of steps) {
    if (step.kind === 'verify') current = { ...current, email_verified: true };
    else current = { ...current, ...(emailChange(current, step.to, at(step.hour)) ?? {}) };
    states.push({ account: current, startedAt: step.hour });
  }
  return states;
}

describe('the wall over any run of changes and verifications (property)', () => {
  const addresses = fc.constantFrom('a@example.com', 'A@example.com', 'b@example.com', ' c@example.com ');
  const steps = fc
    .array(
      fc.oneof(
        fc.record({ kind: fc.constant('change' as const), to: addresses, gap: fc.integer({ min: 0, max: 100 }) }),
        fc.record({ kind: fc.constant('verify' as const), gap: fc.integer({ min: 0, max: 100 }) }),
      ),
      { maxLength: 12 },
    )
    .map((raw) => {
      let hour = 0;
      return raw.map((step): Step => {
        hour += step.gap;
        return step.kind === 'change' ? { kind: 'change', to: step.to, hour } : { kind: 'verify', hour };
      });
    });

  it('a changed address is unverified, and the window never starts before creation nor after the latest step', () => {
    fc.assert(
      fc.property(fc.boolean(), steps, (verified, run) => {
        const start = account({ email: 'a@example.com', email_verified: verified });
        const states = live(start, run);
        for (const [index, state] of states.entries()) {
          const step = run[index];
          const before = index === 0 ? start : (states[index - 1]?.account ?? start);
          if (step?.kind === 'change' && !sameEmailAddress(before.email, step.to)) expect(state.account.email_verified).toBe(false);
          const windowStart = Date.parse(verificationWindowStart(state.account));
          expect(windowStart).toBeGreaterThanOrEqual(Date.parse(CREATED));
          expect(windowStart).toBeLessThanOrEqual(Date.parse(at(state.startedAt)));
        }
      }),
    );
  });

  it('without a verification, no run of changes moves the window: the wall cannot be put off', () => {
    fc.assert(
      fc.property(
        steps.map((run) => run.filter((step) => step.kind === 'change')),
        (run) => {
          const start = account({ email: 'a@example.com', email_verified: false });
          for (const state of live(start, run)) expect(verificationWindowStart(state.account)).toBe(CREATED);
        },
      ),
    );
  });

  it('a verified address changed at hour h is given the whole window from h', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (hour) => {
        const [state] = live(account({ email: 'a@example.com' }), [{ kind: 'change', to: 'b@example.com', hour }]);
        expect(state?.account.email_verified).toBe(false);
        expect(verificationWindowStart(state?.account ?? account())).toBe(at(hour));
      }),
    );
  });
});
