import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codeProblem,
  discountCents,
  discountedPrice,
  isExpired,
  isOwnReferralCode,
  validForPanel,
  type DiscountTerms,
} from '../../../src/domain/discount';
import { canonicalDiscountSearch, codeFromUrl, normaliseCode } from '../../../src/domain/discount-code';
import { messages } from '../../../src/generated/messages.gen';

describe('normaliseCode', () => {
  it.each([
    ['spring10', 'SPRING10'],
    ['  Five0ff ', 'FIVE0FF'],
    ['ROSA10', 'ROSA10'],
    ['', ''],
  ])('%j -> %j', (raw, expected) => expect(normaliseCode(raw)).toBe(expected));
});

describe('codeFromUrl (only when present and not the text "undefined")', () => {
  it.each([
    [null, null],
    [undefined, null],
    ['', null],
    ['   ', null],
    ['undefined', null],
    ['spring10', 'SPRING10'],
    [' fiveoff ', 'FIVEOFF'],
  ])('%j -> %j', (raw, expected) => expect(codeFromUrl(raw)).toBe(expected));
});

describe('canonicalDiscountSearch: the code normalised once, on arrival', () => {
  it.each<[string, string | null]>([
    ['', null],
    ['?funnel=signUp', null],
    ['?discount_code=SPRING10', null],
    ['?funnel=signUp&discount_code=SPRING10&type=oneOff', null],
    ['?discount_code=spring10', '?discount_code=SPRING10'],
    ['?funnel=signUp&discount_code=spring10&type=oneOff', '?funnel=signUp&discount_code=SPRING10&type=oneOff'],
    ['?discount_code=%20spring10%20', '?discount_code=SPRING10'],
    ['?discount_code=undefined', ''],
    ['?funnel=signUp&discount_code=undefined', '?funnel=signUp'],
    ['?discount_code=&product=baseline', '?product=baseline'],
    ['?discount_code=%20%20', ''],
    ['?discount_code=SPRING10&discount_code=other', '?discount_code=SPRING10'],
    ['?discount_code=a%26b%3Dc', '?discount_code=A%26B%3DC'],
  ])('%j -> %j', (search, expected) => expect(canonicalDiscountSearch(search)).toBe(expected));

  it('is idempotent: a canonical query needs no second redirect', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (code, other) => {
        const search = `?${new URLSearchParams({ other, discount_code: code }).toString()}`;
        const once = canonicalDiscountSearch(search) ?? search;
        expect(canonicalDiscountSearch(once)).toBeNull();
      }),
    );
  });
});

describe('isOwnReferralCode', () => {
  it.each([
    ['ROSA10', 'ROSA10', 'error.ownReferralCode'],
    ['rosa10', 'ROSA10', 'error.ownReferralCode'],
    [' rosa10 ', 'rosa10', 'error.ownReferralCode'],
    ['OTHER', 'ROSA10', null],
    ['ROSA10', null, null],
    ['ROSA10', undefined, null],
    ['ROSA10', '', null],
    ['', '  ', null],
    ['  ', ' ', null],
  ] as const)('%j with own code %j -> %j', (code, own, expected) => expect(isOwnReferralCode(code, own)).toBe(expected));

  it('points at the spec message', () => {
    const key = isOwnReferralCode('ROSA10', 'ROSA10');
    expect(key && messages[key]).toBe('Cannot use your own referral code');
  });
});

describe('validForPanel', () => {
  it.each([
    [[], [], 'baseline', true],
    [undefined, undefined, 'baseline', true],
    [undefined, ['essential'], 'essential', false],
    [undefined, ['essential'], 'baseline', true],
    [['baseline'], undefined, 'essential', false],
    [['baseline'], [], 'baseline', true],
    [['baseline'], [], 'essential', false],
    [[], ['essential'], 'essential', false],
    [[], ['essential'], 'baseline', true],
    [['baseline', 'essential'], ['essential'], 'essential', false],
    [['baseline', 'essential'], ['essential'], 'baseline', true],
  ])('valid %j invalid %j for %s -> %s', (valid, invalid, panel, expected) => {
    expect(validForPanel({ valid_test_panels: valid, invalid_test_panels: invalid }, panel)).toBe(expected);
  });
});

describe('discountedPrice', () => {
  it.each<[string, DiscountTerms | null, number, number]>([
    ['no code', null, 4900, 4900],
    ['10% of £49', { discount_type: 'percentage', discount_amount: 10, maximum_discount_cents: null }, 4900, 4410],
    ['10% with an undefined cap', { discount_type: 'percentage', discount_amount: 10 }, 2400, 2160],
    ['20% capped at £5', { discount_type: 'percentage', discount_amount: 20, maximum_discount_cents: 500 }, 4900, 4400],
    ['10% under its £5 cap', { discount_type: 'percentage', discount_amount: 10, maximum_discount_cents: 500 }, 2400, 2160],
    ['£5 fixed, in pence', { discount_type: 'fixed', discount_amount: 500, maximum_discount_cents: null }, 2400, 1900],
    ['fixed ignores the cap', { discount_type: 'fixed', discount_amount: 800, maximum_discount_cents: 500 }, 2400, 1600],
    ['fixed above the price shows 0', { discount_type: 'fixed', discount_amount: 9000, maximum_discount_cents: null }, 2400, 0],
    ['100% is free', { discount_type: 'percentage', discount_amount: 100, maximum_discount_cents: null }, 6900, 0],
    ['over 100% is still free', { discount_type: 'percentage', discount_amount: 150, maximum_discount_cents: null }, 6900, 0],
    ['15% of £49', { discount_type: 'percentage', discount_amount: 15, maximum_discount_cents: null }, 4900, 4165],
    ['fractional pence round to whole pence', { discount_type: 'percentage', discount_amount: 10, maximum_discount_cents: null }, 335, 301],
  ])('%s', (_, code, price, expected) => expect(discountedPrice(price, code)).toBe(expected));

  it.each<[string, DiscountTerms, number, number]>([
    ['percentage capped', { discount_type: 'percentage', discount_amount: 20, maximum_discount_cents: 500 }, 4900, 500],
    ['fixed larger than price', { discount_type: 'fixed', discount_amount: 9000 }, 2400, 2400],
  ])('discountCents: %s', (_, code, price, expected) => expect(discountCents(price, code)).toBe(expected));

  it('is never negative, never more than the price, and a percentage never exceeds its cap', () => {
    const terms = fc.record({
      discount_type: fc.constantFrom('percentage' as const, 'fixed' as const),
      discount_amount: fc.integer({ min: -100, max: 50_000 }),
      maximum_discount_cents: fc.option(fc.nat(10_000), { nil: null }),
    });
    fc.assert(
      fc.property(fc.nat(200_000), terms, (price, code) => {
        const after = discountedPrice(price, code);
        expect(Number.isInteger(after)).toBe(true);
        expect(after).toBeGreaterThanOrEqual(0);
        expect(after).toBeLessThanOrEqual(price);
        if (code.discount_type === 'percentage' && code.maximum_discount_cents !== null) {
          expect(price - after).toBeLessThanOrEqual(code.maximum_discount_cents);
        }
      }),
    );
  });
});

describe('isExpired and codeProblem: a code expires at the instant of its expires_at', () => {
  const noon = Date.parse('2026-11-25T12:00:00Z');
  const code = (expires: string | null | undefined, lists: { valid?: string[]; invalid?: string[] } = {}) => ({
    expires_at: expires,
    valid_test_panels: lists.valid ?? [],
    invalid_test_panels: lists.invalid ?? [],
  });
  it.each<[string, string | null | undefined, boolean]>([
    ['no date', null, false],
    ['no field', undefined, false],
    ['a date that cannot be read', 'soon', false],
    ['a millisecond after now', '2026-11-25T12:00:00.001Z', false],
    ['exactly now', '2026-11-25T12:00:00.000Z', true],
    ['a millisecond before now', '2026-11-25T11:59:59.999Z', true],
    ['a day ago', '2026-11-24T12:00:00Z', true],
  ])('%s: expired %s', (_name, expires, expected) => expect(isExpired(code(expires), noon)).toBe(expected));

  it.each<[string, ReturnType<typeof code>, string, string | null]>([
    ['valid and current', code(null), 'baseline', null],
    ['expired', code('2026-11-24T12:00:00Z'), 'baseline', 'funnel.payment.codeExpired'],
    ['not for this panel', code(null, { valid: ['essential'] }), 'baseline', 'funnel.payment.codeNotForPanel'],
    [
      'expired and not for this panel: the expiry is said',
      code('2026-11-24T12:00:00Z', { invalid: ['baseline'] }),
      'baseline',
      'funnel.payment.codeExpired',
    ],
    ['current until a millisecond from now', code('2026-11-25T12:00:00.001Z', { valid: ['baseline'] }), 'baseline', null],
  ])('%s -> %s', (_name, found, panel, expected) => expect(codeProblem(found, panel, noon)).toBe(expected));
});
