import { queryOptions } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { createResource, getCollection, getResource, request, updateResource } from './client';
import { queryKeys } from './query-keys';
import type { Address, CurrentUser } from './auth-api';

export interface UserPreferences {
  id: string;
  marketing_email: boolean;
  personalised_offers: boolean;
}

export interface PaymentMethod {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export interface AddressSuggestion extends Address {
  id: string;
}

export async function updateUser(attributes: Record<string, unknown>): Promise<CurrentUser> {
  return (await updateResource<CurrentUser>('/v1/user', 'users', undefined, attributes)) as CurrentUser;
}

export async function changePassword(attributes: { current_password: string; password: string }): Promise<void> {
  await request('/v1/password', { method: 'PATCH', body: { data: { type: 'passwords', attributes } } });
}

export async function createUser(attributes: Record<string, unknown>): Promise<CurrentUser> {
  return (await createResource<CurrentUser>('/v1/users', 'users', attributes)) as CurrentUser;
}

/** The API answers with a success flag; the session ends with the account. */
export async function deleteCurrentUser(): Promise<boolean> {
  const document = (await request('/v1/user', { method: 'DELETE' })) as { data?: { attributes?: { success?: boolean } } } | null;
  return document?.data?.attributes?.success ?? true;
}

export async function verifyEmailCode(code: string): Promise<void> {
  await request('/v1/email_verification_codes/verify', { method: 'POST', body: { code } });
}

export async function resendVerificationEmail(): Promise<void> {
  await request('/v1/email_verification_codes', { method: 'POST' });
}

export const userPreferencesQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.userPreferences(userId),
    queryFn: async () => (await getResource<UserPreferences>(`/v1/user_preferences/${encodeURIComponent(userId)}`)) as UserPreferences,
  });

export async function updateUserPreferences(userId: string, attributes: Partial<UserPreferences>): Promise<UserPreferences> {
  return (await updateResource<UserPreferences>(
    `/v1/user_preferences/${encodeURIComponent(userId)}`,
    'user_preferences',
    userId,
    attributes,
  )) as UserPreferences;
}

/** The catalogue: a 404 on load means "no card yet" and is not an error. */
export const paymentMethodQuery = queryOptions({
  queryKey: queryKeys.paymentMethod,
  queryFn: async (): Promise<PaymentMethod | null> => {
    try {
      return (await getResource<PaymentMethod>('/v1/payment_method')) as PaymentMethod;
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  },
  meta: { silent: true },
});

export async function lookupAddresses(postcode: string): Promise<AddressSuggestion[]> {
  return (await getCollection<AddressSuggestion>('/v1/addresses', { postcode })) as AddressSuggestion[];
}
