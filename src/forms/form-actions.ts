import type { FormAction } from '../../codegen/form-actions';
import { changePassword, createUser, deleteCurrentUser, updateUser, updateUserPreferences } from '../api/account-api';
import { signInWithPassword } from '../api/auth-api';
import { setupPartnerAccount } from '../api/partner-api';
import { normalisePhoneNumber } from '../domain/phone';
import type { FormData } from './form-definition';

export interface FormActionContext {
  userId?: string;
  partnerSlug?: string;
  /** The sign-up funnel's query, so the verification email's link brings the person back to their step. */
  onboardingQuery?: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optional = (value: unknown): string | null => (text(value) === '' ? null : text(value));

/** The submit action each config/forms YAML names, over the typed API client. */
export const formActions: Record<FormAction, (data: FormData, context: FormActionContext) => Promise<unknown>> = {
  'update-personal-details': (data) => updateUser({ first_name: text(data.first_name), last_name: text(data.last_name), dob: text(data.dob), sex: text(data.sex) }),
  'update-contact-details': (data) => updateUser({ email: text(data.email), phone_number: optional(data.phone_number) === null ? null : normalisePhoneNumber(text(data.phone_number)) }),
  'update-address': (data) =>
    updateUser({ address: { line1: text(data.line1), line2: optional(data.line2), line3: optional(data.line3), locality: text(data.locality), postcode: text(data.postcode).toUpperCase() } }),
  'change-password': (data) => changePassword({ current_password: String(data.current_password ?? ''), password: String(data.password ?? '') }),
  'update-marketing-preferences': (data, context) =>
    updateUserPreferences(context.userId ?? '', { marketing_email: data.marketing_email === true, personalised_offers: data.personalised_offers === true }),
  'delete-account': () => deleteCurrentUser(),
  'create-account': async (data, context) => {
    await createUser({
      first_name: text(data.first_name),
      last_name: text(data.last_name),
      email: text(data.email),
      password: String(data.password ?? ''),
      accept_terms: data.accept_terms === true,
      ...(context.onboardingQuery ? { onboarding_query: context.onboardingQuery } : {}),
    });
    await signInWithPassword(text(data.email), String(data.password ?? ''));
  },
  'sign-in': (data) => signInWithPassword(text(data.email), String(data.password ?? '')),
  'partner-setup-account': (data, context) => setupPartnerAccount(context.partnerSlug ?? '', { password: String(data.password ?? ''), accept_terms: data.accept_terms === true }),
  'partner-confirm-account': (data, context) => setupPartnerAccount(context.partnerSlug ?? '', { accept_terms: data.accept_terms === true }),
};
