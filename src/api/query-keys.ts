/** Every query key in one place, so an invalidation names exactly what a fetch cached. */
export const queryKeys = {
  currentUser: ['current-user'] as const,
  healthProfile: ['health-profile'] as const,
  userPreferences: (id: string) => ['user-preferences', id] as const,
  paymentMethod: ['payment-method'] as const,
  partner: (slug: string) => ['partner', slug] as const,
  tests: (filter: string) => ['tests', filter] as const,
  addresses: (postcode: string) => ['addresses', postcode] as const,
  discountCode: (code: string) => ['discount-code', code] as const,
  shopProduct: (id: string) => ['shop-product', id] as const,
  shopProducts: (category: number) => ['shop-products', category] as const,
  cart: ['shop-cart'] as const,
  shopOrder: (id: string) => ['shop-order', id] as const,
  shopOrders: (page: number) => ['shop-orders', page] as const,
  shopSubscriptions: ['shop-subscriptions'] as const,
  testSubscriptions: ['test-subscriptions'] as const,
  paymentIntent: (id: string) => ['payment-intent', id] as const,
};
