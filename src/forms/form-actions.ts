import type { FormAction } from '../../codegen/form-actions';
import { normalisePhoneNumber } from '../domain/phone';
import type { FormData } from './yaml-form';

export interface FormActionContext {
  userId?: string;
  partnerSlug?: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optional = (value: unknown): string | null => (text(value) === '' ? null : text(value));

// Each action loads its API module when it runs, so a form screen downloads only what its own forms call.
const accountApi = () => import('../api/account-api');
const authApi = () => import('../api/auth-api');
const partnerApi = () => import('../api/partner-api');

/** The submit action each config/forms YAML names, over the typed API client. */
export const formActions: Record<FormAction, (data: FormData, context: FormActionContext) => Promise<unknown>> = {
  'update-personal-details': async (data) => (await accountApi()).updateUser({ first_name: text(data.first_name), last_name: text(data.last_name), dob: text(data.dob), sex: text(data.sex) }),
  'update-contact-details': async (data) => (await accountApi()).updateUser({ email: text(data.email), phone_number: optional(data.phone_number) === null ? null : normalisePhoneNumber(text(data.phone_number)) }),
  'update-address': async (data) =>
    (await accountApi()).updateUser({ address: { line1: text(data.line1), line2: optional(data.line2), line3: optional(data.line3), locality: text(data.locality), postcode: text(data.postcode).toUpperCase() } }),
  'change-password': async (data) => (await accountApi()).changePassword({ current_password: String(data.current_password ?? ''), password: String(data.password ?? '') }),
  'update-marketing-preferences': async (data, context) =>
    (await accountApi()).updateUserPreferences(context.userId ?? '', { marketing_email: data.marketing_email === true, personalised_offers: data.personalised_offers === true }),
  'delete-account': async () => (await accountApi()).deleteCurrentUser(),
  'create-account': async (data) => {
    await (await accountApi()).createUser({ first_name: text(data.first_name), last_name: text(data.last_name), email: text(data.email), password: String(data.password ?? ''), accept_terms: data.accept_terms === true });
    await (await authApi()).signInWithPassword(text(data.email), String(data.password ?? ''));
  },
  'sign-in': async (data) => (await authApi()).signInWithPassword(text(data.email), String(data.password ?? '')),
  'partner-setup-account': async (data, context) => (await partnerApi()).setupPartnerAccount(context.partnerSlug ?? '', { password: String(data.password ?? ''), accept_terms: data.accept_terms === true }),
  'partner-confirm-account': async (data, context) => (await partnerApi()).setupPartnerAccount(context.partnerSlug ?? '', { accept_terms: data.accept_terms === true }),
};
