/**
 * Every event the app sends to analytics, with its payload: one place names them, so a dashboard built on
 * them breaks only when this file changes.
 */
export interface AnalyticsEvent {
  name: string;
  properties: Record<string, string | number | boolean>;
}

export type BannerAction = 'Viewed' | 'Clicked' | 'Closed';

export function bannerEvent(action: BannerAction, bannerId: string): AnalyticsEvent {
  return { name: `Banner ${action}`, properties: { banner: bannerId } };
}

/** A step of the sign-up funnel reached (SPEC 2: account, verify, details, payment, and the extra steps). */
export function signUpStepEvent(step: string, funnel: string | undefined, type: string | undefined): AnalyticsEvent {
  return { name: 'Sign Up Step Viewed', properties: { step, ...(funnel ? { funnel } : {}), ...(type ? { type } : {}) } };
}

/** A paid order: money in integer pence, as everywhere else, with its currency. */
export function purchaseEvent(orderId: string, totalCents: number, currency: string): AnalyticsEvent {
  return { name: 'Order Completed', properties: { order_id: orderId, total_cents: totalCents, currency } };
}
