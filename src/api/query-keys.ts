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
  uploadedTest: (testCycleId: string) => ['uploaded-test', testCycleId] as const,
};
