import type { ShopFrequency, ShopProduct, ShopVariant } from '../../src/generated/entities.gen';

/** The shop's part of the fake backend (issue 14): catalogue, basket lines, payments, bookings, replays. */
export type MockShopProduct = Required<Omit<ShopProduct, 'variants'>>;

export interface MockShopVariant extends Required<Omit<ShopVariant, 'frequencies'>> {
  frequency_ids: string[];
}

export type MockShopFrequency = Required<ShopFrequency>;

export interface MockLineItem {
  id: string;
  order_id: string;
  variant_id: string;
  quantity: number;
  price_cents: number;
  frequency_id: string | null;
  test_panel_id: string | null;
}

/** A card the stand-in payment page offers; one asks for extra authentication (3-D Secure). */
export interface MockPaymentCard {
  id: string;
  label: string;
  requires_authentication: boolean;
}

export interface MockPaymentIntent {
  id: string;
  order_id: string;
  user_id: string;
  amount_cents: number;
  status: 'requires_action' | 'succeeded' | 'failed';
  /** Set when answered: the checkout's confirmation or cancellation address (its owner's own origin). */
  return_url?: string | null;
}

export interface MockSpecialistAppointment {
  id: string;
  user_id: string;
  product_id: string;
  variant_id: string | null;
  starts_at: string;
  notes: string | null;
  reference: string;
}

export interface ShopDb {
  shopProducts: MockShopProduct[];
  shopVariants: MockShopVariant[];
  shopFrequencies: MockShopFrequency[];
  lineItems: MockLineItem[];
  paymentCards: MockPaymentCard[];
  paymentIntents: MockPaymentIntent[];
  specialistAppointments: MockSpecialistAppointment[];
}
