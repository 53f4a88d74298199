import type { ReactNode } from 'react';
import { formatDate } from '../../domain/dates';
import { formatPence } from '../../domain/money';
import type { ShopFrequency } from '../../generated/entities.gen';
import type { MessageKey } from '../../generated/messages.gen';
import { message } from '../../ui/message';
import { StatusTag, type StatusTone } from '../../ui/status-tag';
import { SummaryList } from '../../ui/summary-list';
import { frequencyText } from './frequency-text';
import type { SubscriptionView } from './subscription-view';

const TONE: Record<NonNullable<SubscriptionView['state']>, StatusTone> = {
  active: 'success',
  pending: 'info',
  paused: 'warning',
  cancelled: 'neutral',
};

export function StateTag({ state }: { state: SubscriptionView['state'] }) {
  if (state === null) return null;
  return <StatusTag tone={TONE[state]}>{message(`shop.state.${state}` as MessageKey)}</StatusTag>;
}

/** Status, next date, price, frequency and quantity of one subscription, as a summary list. */
export function SubscriptionSummary({ view, frequency }: { view: SubscriptionView; frequency: ShopFrequency | null }) {
  const next = view.nextDate ? formatDate(view.nextDate) : null;
  const rows: [string, ReactNode][] = [
    [message('shop.subscriptions.state'), <StateTag key="state" state={view.state} />],
    [
      view.kind === 'test' ? message('shop.subscriptions.nextTestLabel') : message('shop.subscriptions.next'),
      next ?? message('shop.subscriptions.none'),
    ],
    [
      message('shop.subscriptions.price'),
      view.kind === 'test'
        ? message('shop.subscriptions.perTest', { price: formatPence(view.priceCents) })
        : message('shop.subscriptionPrice', { price: formatPence(view.priceCents) }),
    ],
  ];
  if (frequency) rows.push([message('shop.subscriptions.frequency'), frequencyText(frequency)]);
  if (view.frequencyMonths !== null)
    rows.push([message('shop.subscriptions.frequency'), message('shop.subscriptions.everyMonths', { count: view.frequencyMonths })]);
  if (view.quantity !== null) rows.push([message('shop.subscriptions.quantity'), String(view.quantity)]);
  if (view.state === 'paused' && view.resumesOn)
    rows.push([message('shop.subscriptions.resumesOn'), formatDate(view.resumesOn) ?? view.resumesOn]);
  return <SummaryList rows={rows.map(([key, value], index) => ({ id: `${index}`, key, value }))} />;
}
