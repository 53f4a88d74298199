import type { FormAction } from '../../codegen/form-actions';
import type { SubscriptionKind } from '../api/shop-subscriptions-api';
import { normaliseKitCode } from '../domain/kit-code';
import type { FormConfig } from '../generated/config-types.gen';
import type { FormData } from './form-definition';

export interface FormActionContext {
  /** The form sent, where its binding gives the attributes (create-account). */
  form?: FormConfig;
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
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

// Each action loads its API module when it runs, so a form screen downloads only what its own forms call.
const accountApi = () => import('../api/account-api');
const authApi = () => import('../api/auth-api');
const subscriptionsApi = () => import('../api/shop-subscriptions-api');
const specialistsApi = () => import('../api/specialists-api');
const uploadApi = () => import('../api/results-upload-api');
const kitApi = () => import('../api/kit-api');
const shareLinksApi = () => import('../api/share-links-api');

/**
 * The submit actions config/forms may name for what a form's binding cannot say; a bound form without one sends
 * its binding's request (form-request.ts). Each says why it is code.
 */
export const formActions: Record<FormAction, (data: FormData, context: FormActionContext) => Promise<unknown>> = {
  // A token grant (POST /auth/token), not a resource: the password goes to the session, never to an entity.
  'sign-in': async (data) => (await authApi()).signInWithPassword(text(data.email), String(data.password ?? '')),
  // A DELETE with no body: the typed phrase only confirms it and is sent nowhere.
  'delete-account': async () => (await accountApi()).deleteCurrentUser(),
  // Two requests: the account (the binding's attributes, with the funnel's query so the verification email
  // brings the person back to their step), then a token that signs the new person in.
  'create-account': async (data, context) => {
    if (!context.form) throw new Error('create-account sends its form binding: give the form in the context');
    const [{ createUser }, { formPayload }] = await Promise.all([accountApi(), import('./form-request')]);
    await createUser({
      ...formPayload(context.form, data),
      ...(context.onboardingQuery ? { onboarding_query: context.onboardingQuery } : {}),
    });
    await (await authApi()).signInWithPassword(text(data.email), String(data.password ?? ''));
  },
  // Which request depends on the kind of subscription the page shows, and a retry must act once (Idempotency-Key).
  'cancel-subscription': async (data, context) =>
    (await subscriptionsApi()).cancelSubscription(
      context.subscription?.kind ?? 'shop',
      context.subscription?.id ?? '',
      { reason: optional(data.reason), comments: optional(data.comments) },
      { idempotencyKey: context.idempotencyKey },
    ),
  // Two fields make one attribute (the day and the time slot are starts_at), beside the product the page shows.
  'book-specialist': async (data, context) =>
    (await specialistsApi()).bookSpecialist(
      {
        product_id: context.specialist?.productId ?? '',
        variant_id: context.specialist?.variantId ?? null,
        starts_at: `${text(data.date)}T${text(data.time)}:00Z`,
        notes: optional(data.notes),
      },
      { idempotencyKey: context.idempotencyKey },
    ),
  'upload-results': async (data, context) => {
    const [{ createResultsUpload, updateResultsUpload }, { rowsOf, rowsToSend }, { analytesConfig }] = await Promise.all([
      uploadApi(),
      import('../domain/upload-rows'),
      import('../generated/analytes-config.gen'),
    ]);
    // Rows are converted to the product unit and only complete ones are sent (SPEC section 5); a new upload and
    // an edited one are different requests.
    const payload = {
      results: rowsToSend(rowsOf(data.results), analytesConfig.analytes),
      test_date: text(data.test_date),
      profiles: strings(data.profiles),
    };
    return context.uploadId === undefined ? createResultsUpload(payload) : updateResultsUpload(context.uploadId, payload);
  },
  // The code is tidied to its printed form (VK7Q-4M2P-9XTR) by the kit code rule, and the screen sends it only for
  // someone signed in (a signed-out person's code is only checked).
  'register-kit': async (data) => (await kitApi()).registerKit(normaliseKitCode(text(data.kit_code))),
  // Sends when the person acknowledged, not the boxes they ticked: the boxes only make sure they read it.
  'acknowledge-important-information': async () =>
    (await accountApi()).updateUser({ important_information_acknowledged_at: new Date().toISOString() }),
  // A share link is made and then shown with its one-time token, which only this answer carries.
  'create-share-link': async (data) =>
    (await shareLinksApi()).createShareLink({
      scope: data.scope === 'all' ? 'all' : 'latest',
      expires_in: text(data.expires_in),
      passcode: optional(data.passcode),
    }),
  // The clinician's page draws its one field itself (config/forms/shared-passcode.yaml) and opens the link with it.
  'open-shared-results': async (data, context) =>
    (await import('../api/shared-results-api')).openSharedResults(context.shareToken ?? '', text(data.passcode)),
};
