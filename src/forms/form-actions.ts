import type { FormAction } from '../../codegen/form-actions';
import type { SubscriptionKind } from '../api/shop-subscriptions-api';
import { normaliseKitCode } from '../domain/kit-code';
import { normalisePhoneNumber } from '../domain/phone';
import type { FormData } from './form-definition';

export interface FormActionContext {
  userId?: string;
  partnerSlug?: string;
  /** The sign-up funnel's query, so the verification email's link brings the person back to their step. */
  onboardingQuery?: string;
  subscription?: { kind: SubscriptionKind; id: string };
  specialist?: { productId: string; variantId: string | null };
  /** The key of this submission: a second click or a retry after a network failure acts once. */
  idempotencyKey?: string;
  /** The earlier results upload being edited (its test id); none for a new upload. */
  uploadId?: string;
  /** The shared link's token, from the address's fragment. */
  shareToken?: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optional = (value: unknown): string | null => (text(value) === '' ? null : text(value));
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

// Each action loads its API module when it runs, so a form screen downloads only what its own forms call.
const accountApi = () => import('../api/account-api');
const authApi = () => import('../api/auth-api');
const partnerApi = () => import('../api/partner-api');
const subscriptionsApi = () => import('../api/shop-subscriptions-api');
const specialistsApi = () => import('../api/specialists-api');
const uploadApi = () => import('../api/results-upload-api');
const kitApi = () => import('../api/kit-api');
const shareLinksApi = () => import('../api/share-links-api');

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
  'create-account': async (data, context) => {
    await (await accountApi()).createUser({
      first_name: text(data.first_name),
      last_name: text(data.last_name),
      email: text(data.email),
      password: String(data.password ?? ''),
      accept_terms: data.accept_terms === true,
      ...(context.onboardingQuery ? { onboarding_query: context.onboardingQuery } : {}),
    });
    await (await authApi()).signInWithPassword(text(data.email), String(data.password ?? ''));
  },
  'sign-in': async (data) => (await authApi()).signInWithPassword(text(data.email), String(data.password ?? '')),
  'partner-setup-account': async (data, context) => (await partnerApi()).setupPartnerAccount(context.partnerSlug ?? '', { password: String(data.password ?? ''), accept_terms: data.accept_terms === true }),
  'partner-confirm-account': async (data, context) => (await partnerApi()).setupPartnerAccount(context.partnerSlug ?? '', { accept_terms: data.accept_terms === true }),
  'cancel-subscription': async (data, context) =>
    (await subscriptionsApi()).cancelSubscription(context.subscription?.kind ?? 'shop', context.subscription?.id ?? '', { reason: optional(data.reason), comments: optional(data.comments) }, { idempotencyKey: context.idempotencyKey }),
  'book-specialist': async (data, context) =>
    (await specialistsApi()).bookSpecialist(
      { product_id: context.specialist?.productId ?? '', variant_id: context.specialist?.variantId ?? null, starts_at: `${text(data.date)}T${text(data.time)}:00Z`, notes: optional(data.notes) },
      { idempotencyKey: context.idempotencyKey },
    ),
  'upload-results': async (data, context) => {
    const [{ createResultsUpload, updateResultsUpload }, { rowsOf, rowsToSend }, { analytesConfig }] = await Promise.all([uploadApi(), import('../domain/upload-rows'), import('../generated/analytes-config.gen')]);
    // Only complete rows are sent, already in the product unit (SPEC section 5).
    const payload = { results: rowsToSend(rowsOf(data.results), analytesConfig.analytes), test_date: text(data.test_date), profiles: strings(data.profiles) };
    return context.uploadId === undefined ? createResultsUpload(payload) : updateResultsUpload(context.uploadId, payload);
  },
  'register-kit': async (data) => (await kitApi()).registerKit(normaliseKitCode(text(data.kit_code))),
  'acknowledge-important-information': async () => (await accountApi()).updateUser({ important_information_acknowledged_at: new Date().toISOString() }),
  'save-user-attribution': async (data) => (await accountApi()).updateUser({ heard_about_us: text(data.heard_about_us) }),
  'create-share-link': async (data) =>
    (await shareLinksApi()).createShareLink({ scope: data.scope === 'all' ? 'all' : 'latest', expires_in: text(data.expires_in), passcode: optional(data.passcode) }),
  // The clinician's page draws its one field itself (config/forms/shared-passcode.yaml) and opens the link with it.
  'open-shared-results': async (data, context) => (await import('../api/shared-results-api')).openSharedResults(context.shareToken ?? '', text(data.passcode)),
};
