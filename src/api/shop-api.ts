import type { DiscountCode } from '../generated/entities.gen';
import type { PurchaseType } from '../domain/onboarding-query';
import { createResource, getResource } from './client';

/** GET /v1/discount_codes/{CODE}: the code upper-cased in the path. */
export async function fetchDiscountCode(code: string): Promise<DiscountCode> {
  return (await getResource<DiscountCode>(`/v1/discount_codes/${encodeURIComponent(code)}`)) as DiscountCode;
}

/** The server prices the order itself from the panel and the code; the urls are paths on the app's origin. */
export interface CheckoutRequest {
  confirmation_url: string;
  cancellation_url: string;
  coupon: string | null;
  /** What is bought: the panel, how (a subscription becomes one once paid) and, when it renews, every how many months. */
  panel_id: string;
  purchase_type: PurchaseType;
  subscription_frequency: number;
}

export async function createCheckoutSession(attributes: CheckoutRequest): Promise<{ status: string; url: string }> {
  const session = await createResource<{ status: string; url: string }>('/v1/checkout_sessions', 'checkout_sessions', { ...attributes });
  return { status: String(session?.status ?? ''), url: String(session?.url ?? '') };
}
