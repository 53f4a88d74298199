import { describe, expect, it, vi } from 'vitest';
import { addFrequency, defaultFrequency, frequencyLabel } from '../../../src/domain/frequency';
import { createIntentKeys } from '../../../src/domain/idempotency-key';
import { pageCount, pageFromQuery, pageOf } from '../../../src/domain/paging';
import { checkQuantity } from '../../../src/domain/quantity';
import { blankIdentifier } from '../../../src/domain/required-identifiers';
import { orderTotals, purchaseOptionsOf, unitPriceCents } from '../../../src/domain/shop-pricing';
import { supplementDeliveryStatus } from '../../../src/domain/delivery-status';
import { displayedShopSubscriptionState, subscriptionActions } from '../../../src/domain/subscription-status';
import { reorderStatusReducer, resetAfter, updateStatusReducer } from '../../../src/domain/timed-status';

const variant = { price_cents: 999, subscription_price_cents: 799, purchase_options: ['one_off', 'subscription'] };
const percent = (amount: number, cap: number | null = null, lists: { valid?: string[]; invalid?: string[] } = {}) => ({
  discount_type: 'percentage' as const,
  discount_amount: amount,
  maximum_discount_cents: cap,
  valid_test_panels: lists.valid ?? [],
  invalid_test_panels: lists.invalid ?? [],
});
const fixed = (amount: number) => ({
  discount_type: 'fixed' as const,
  discount_amount: amount,
  maximum_discount_cents: null,
  valid_test_panels: [],
  invalid_test_panels: [],
});

describe('purchase options and unit prices', () => {
  it.each([
    [variant, ['one_off', 'subscription']],
    [{ ...variant, purchase_options: ['subscription'] }, ['subscription']],
    [{ ...variant, subscription_price_cents: null }, ['one_off']],
    [{ ...variant, purchase_options: ['one_off', 'gift'] }, ['one_off']],
    [{ subscription_price_cents: 799 }, ['one_off']],
    [{ ...variant, purchase_options: undefined }, ['one_off']],
    [{ ...variant, purchase_options: [] }, []],
  ])('%j -> %j', (given, expected) => expect(purchaseOptionsOf(given)).toEqual(expected));

  it.each([
    ['one_off', 999],
    ['subscription', 799],
  ] as const)('%s costs %i pence', (option, pence) => expect(unitPriceCents(variant, option)).toBe(pence));

  it('falls back to the one-off price when there is no subscription price', () =>
    expect(unitPriceCents({ price_cents: 999, subscription_price_cents: null }, 'subscription')).toBe(999));
});

describe('orderTotals: pence end to end, discount validity and caps, never below 0', () => {
  const supplement = { price_cents: 799, quantity: 2, test_panel_id: null };
  const baseline = { price_cents: 4900, quantity: 1, test_panel_id: 'baseline' };
  it.each([
    ['no code', [supplement], null, { subtotalCents: 1598, discountCents: 0, totalCents: 1598 }],
    ['10% off', [supplement, baseline], percent(10), { subtotalCents: 6498, discountCents: 650, totalCents: 5848 }],
    ['10% capped at £5', [supplement, baseline], percent(10, 500), { subtotalCents: 6498, discountCents: 500, totalCents: 5998 }],
    ['£5 fixed', [supplement], fixed(500), { subtotalCents: 1598, discountCents: 500, totalCents: 1098 }],
    ['fixed larger than the basket shows 0', [supplement], fixed(5000), { subtotalCents: 1598, discountCents: 1598, totalCents: 0 }],
    ['100% off shows 0', [supplement], percent(100), { subtotalCents: 1598, discountCents: 1598, totalCents: 0 }],
    [
      'valid only for baseline: supplements untouched',
      [supplement, baseline],
      percent(20, null, { valid: ['baseline'] }),
      { subtotalCents: 6498, discountCents: 980, totalCents: 5518 },
    ],
    [
      'invalid for baseline: only supplements',
      [supplement, baseline],
      percent(50, null, { invalid: ['baseline'] }),
      { subtotalCents: 6498, discountCents: 799, totalCents: 5699 },
    ],
    ['empty basket', [], percent(10), { subtotalCents: 0, discountCents: 0, totalCents: 0 }],
    [
      'a line without a panel counts as panel ""',
      [supplement, baseline],
      percent(50, null, { valid: [''] }),
      { subtotalCents: 6498, discountCents: 799, totalCents: 5699 },
    ],
  ])('%s', (_name, lines, code, expected) => expect(orderTotals(lines, code)).toEqual(expected));
});

describe('checkQuantity: whole numbers from 1 to max_items', () => {
  it.each([
    ['1', 3, { ok: true, quantity: 1 }],
    ['3', 3, { ok: true, quantity: 3 }],
    [' 2 ', 3, { ok: true, quantity: 2 }],
    ['40', null, { ok: true, quantity: 40 }],
    ['4', 3, { ok: false, reason: 'shop.quantity.max', max: 3 }],
    ['0', 3, { ok: false, reason: 'shop.quantity.min', max: 3 }],
    ['-1', 3, { ok: false, reason: 'shop.quantity.min', max: 3 }],
    ['1.5', 3, { ok: false, reason: 'shop.quantity.whole', max: 3 }],
    ['', 3, { ok: false, reason: 'shop.quantity.whole', max: 3 }],
    ['two', null, { ok: false, reason: 'shop.quantity.whole', max: null }],
    ['1e2', null, { ok: false, reason: 'shop.quantity.whole', max: null }],
    ['5', 0, { ok: true, quantity: 5 }],
    ['5', -1, { ok: true, quantity: 5 }],
    ['5', undefined, { ok: true, quantity: 5 }],
    ['0', undefined, { ok: false, reason: 'shop.quantity.min', max: null }],
    ['x', 0, { ok: false, reason: 'shop.quantity.whole', max: null }],
  ])('%j with max %j', (typed, max, expected) => expect(checkQuantity(typed, max)).toEqual(expected));
});

describe('status resets after 3 s (fake timers)', () => {
  it('initial -> loading -> success -> initial after the delay', () => {
    vi.useFakeTimers();
    let status = updateStatusReducer('initial', 'start');
    expect(status).toBe('loading');
    status = updateStatusReducer(status, 'succeed');
    expect(status).toBe('success');
    const timer = resetAfter(3000, () => (status = updateStatusReducer(status, 'reset')), globalThis);
    timer.finished();
    vi.advanceTimersByTime(2999);
    expect(status).toBe('success');
    vi.advanceTimersByTime(1);
    expect(status).toBe('initial');
    vi.useRealTimers();
  });

  it('a newer finish restarts the wait; dispose stops it', () => {
    vi.useFakeTimers();
    const reset = vi.fn();
    const timer = resetAfter(3000, reset, globalThis);
    timer.finished();
    vi.advanceTimersByTime(2000);
    timer.finished();
    vi.advanceTimersByTime(2000);
    expect(reset).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(reset).toHaveBeenCalledTimes(1);
    timer.finished();
    timer.dispose();
    vi.advanceTimersByTime(5000);
    expect(reset).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it.each([
    ['initial', 'start', 'loading'],
    ['loading', 'fail', 'error'],
    ['error', 'reset', 'initial'],
    ['loading', 'reset', 'loading'],
    ['initial', 'succeed', 'initial'],
    ['initial', 'fail', 'initial'],
    ['success', 'fail', 'success'],
    ['success', 'reset', 'initial'],
    ['success', 'start', 'loading'],
  ] as const)('update %s + %s -> %s', (from, event, to) => expect(updateStatusReducer(from, event)).toBe(to));

  it.each([
    ['idle', 'start', 'PROCESSING'],
    ['PROCESSING', 'succeed', 'COMPLETE'],
    ['COMPLETE', 'reset', 'idle'],
    ['PROCESSING', 'fail', 'idle'],
    ['PROCESSING', 'reset', 'PROCESSING'],
    ['idle', 'succeed', 'idle'],
    ['COMPLETE', 'fail', 'COMPLETE'],
    ['idle', 'fail', 'idle'],
    ['idle', 'reset', 'idle'],
    ['COMPLETE', 'start', 'PROCESSING'],
  ] as const)('reorder %s + %s -> %s', (from, event, to) => expect(reorderStatusReducer(from, event)).toBe(to));
});

describe('paging (limit 50)', () => {
  it.each([
    [0, 50, 1],
    [50, 50, 1],
    [51, 50, 2],
    [62, 50, 2],
    [101, 50, 3],
    [10, 0, 1],
    [10, -5, 1],
    [-10, 50, 1],
    [1, 50, 1],
  ])('%i items of %i a page -> %i pages', (total, limit, pages) => expect(pageCount(total, limit)).toBe(pages));

  it.each([
    [null, 2, 1],
    ['2', 2, 2],
    ['9', 2, 2],
    ['0', 2, 1],
    ['-3', 2, 1],
    ['1.5', 2, 1],
    ['abc', 2, 1],
    ['', 2, 1],
    ['1', 2, 1],
    ['2', 0, 1],
    ['3', 5, 3],
  ])('?page=%j of %i -> %i', (value, count, page) => expect(pageFromQuery(value, count)).toBe(page));

  it('slices a page', () => {
    const items = Array.from({ length: 62 }, (_, index) => index);
    expect(pageOf(items, 1, 50)).toHaveLength(50);
    expect(pageOf(items, 2, 50)).toEqual(items.slice(50));
    expect(pageOf(items, 3, 50)).toEqual([]);
  });
});

describe('idempotency keys: one per intent until it succeeds', () => {
  it('repeats the key for a retry, a new one after settling, different intents differ', () => {
    let counter = 0;
    const keys = createIntentKeys(() => `key-${(counter += 1)}`);
    expect(keys.keyFor('pay:order-1')).toBe('key-1');
    expect(keys.keyFor('pay:order-1')).toBe('key-1');
    expect(keys.keyFor('pause')).toBe('key-2');
    keys.settle('pay:order-1');
    expect(keys.keyFor('pay:order-1')).toBe('key-3');
  });
});

describe('subscription state display and actions', () => {
  it.each([
    [{ state: 'active' as const, cancelled_at: null }, 'active'],
    [{ state: 'paused' as const, cancelled_at: null }, 'paused'],
    [{ state: 'paused' as const, cancelled_at: '2024-01-01T00:00:00Z' }, 'cancelled'],
    [{ cancelled_at: null }, null],
  ])('%j -> %s', (subscription, shown) => expect(displayedShopSubscriptionState(subscription)).toBe(shown));

  it.each([
    ['active', ['skip', 'changeFrequency', 'pause', 'cancel']],
    ['paused', ['resume', 'cancel']],
    ['pending', ['cancel']],
    ['cancelled', ['restart']],
    [null, []],
  ] as const)('%s allows %j', (state, actions) => expect(subscriptionActions(state)).toEqual(actions));
});

describe('frequencies', () => {
  const offered = [
    { id: 'm1', frequency_number: 1, frequency_unit: 'month' as const },
    { id: 'm3', frequency_number: 3, frequency_unit: 'month' as const },
  ];
  it.each([
    ['m1', 'm1'],
    [null, 'm3'],
    ['gone', 'm3'],
  ])('variant default %j -> %s (else 3 months, SPEC section 9)', (own, expected) =>
    expect(defaultFrequency(offered, own)?.id).toBe(expected),
  );
  it('the default months must be months', () => {
    const weekly = { id: 'w3', frequency_number: 3, frequency_unit: 'week' as const };
    expect(defaultFrequency([weekly, ...offered], null)?.id).toBe('m3');
    expect(defaultFrequency([weekly, offered[0]!], null)?.id).toBe('w3');
  });
  it('else the first, else none', () => {
    expect(defaultFrequency([offered[0]!], null)?.id).toBe('m1');
    expect(defaultFrequency([], null)).toBeNull();
  });
  it.each([
    [{ frequency_number: 1, frequency_unit: 'month' as const }, 'shop.frequency.month', 1],
    [{ frequency_number: 3, frequency_unit: 'month' as const }, 'shop.frequency.month', 3],
    [{ frequency_number: 2, frequency_unit: 'week' as const }, 'shop.frequency.week', 2],
    [{ frequency_number: 2 }, 'shop.frequency.month', 2],
    [{ frequency_unit: 'week' as const }, 'shop.frequency.week', 1],
    [{ frequency_number: 0, frequency_unit: 'day' as const }, 'shop.frequency.day', 1],
  ])('%j -> %s', (frequency, key, count) => expect(frequencyLabel(frequency)).toEqual({ key, count }));
  it.each([
    ['2024-01-31', { frequency_number: 1, frequency_unit: 'month' as const }, '2024-02-29'],
    ['2024-03-05', { frequency_number: 3, frequency_unit: 'month' as const }, '2024-06-05'],
    ['2024-12-15', { frequency_number: 2, frequency_unit: 'month' as const }, '2025-02-15'],
    ['2024-03-05', { frequency_number: 2, frequency_unit: 'week' as const }, '2024-03-19'],
    ['2024-02-29', { frequency_number: 1, frequency_unit: 'year' as const }, '2025-02-28'],
    ['2024-03-05', { frequency_number: 2, frequency_unit: 'day' as const }, '2024-03-07'],
    ['2024-12-30', { frequency_number: 3, frequency_unit: 'day' as const }, '2025-01-02'],
    ['2024-03-05', { frequency_number: 2 }, '2024-05-05'],
    ['2024-03-05T10:00:00Z', { frequency_unit: 'week' as const }, '2024-03-12'],
  ])('%s + %j -> %s', (date, frequency, expected) => expect(addFrequency(date, frequency)).toBe(expected));
});

describe('supplement delivery status (SPEC section 9)', () => {
  const now = Date.parse('2024-03-10T12:00:00Z');
  it.each([
    ['2024-03-10T09:00:00Z', 'Order placed'],
    ['2024-03-09T11:00:00Z', "It's on its way"],
    ['2024-03-08T11:00:00Z', "It's on its way"],
    ['2024-03-07T11:00:00Z', 'Arriving soon'],
    ['2024-03-04T11:00:00Z', 'Arriving soon'],
    ['2024-03-02T11:00:00Z', null],
    ['2024-03-10T12:00:00Z', 'Order placed'],
    ['2024-03-11T09:00:00Z', 'Order placed'],
    ['not a date', 'Order placed'],
    ['2024-03-09T12:00:01Z', 'Order placed'],
    ['2024-03-09T12:00:00Z', "It's on its way"],
    ['2024-03-07T12:00:01Z', "It's on its way"],
    ['2024-03-07T12:00:00Z', 'Arriving soon'],
    ['2024-03-03T12:00:01Z', 'Arriving soon'],
    ['2024-03-03T12:00:00Z', null],
    ['', null],
    [null, null],
  ])('completed %s -> %s', (completedAt, status) => expect(supplementDeliveryStatus(completedAt, now)).toBe(status));
});

describe('required identifiers (SPEC section 5)', () => {
  it.each([
    [{ order_id: 'o1', variant_id: 'v1' }, null],
    [{ order_id: '', variant_id: 'v1' }, 'order_id'],
    [{ order_id: 'o1', variant_id: undefined }, 'variant_id'],
    [{ line_item_id: ' ', order_id: 'o1' }, 'line_item_id'],
    [{ order_id: null, variant_id: '' }, 'order_id'],
    [{}, null],
  ])('%j -> %s', (values, blank) => expect(blankIdentifier(values)).toBe(blank));
});
