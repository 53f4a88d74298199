import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AddressSuggestion } from '../../api/account-api';
import type { StartFirstQueries } from '../../app-router/screen-queries';
import { useCurrentUser } from '../../app-frame/use-current-user';
import { Button } from '../../ui/button';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { AddressLookup } from './address-lookup';
import { FormSection } from './form-section';
import { address } from './address-form';
import { changePassword } from './change-password-form';
import { contactDetails } from './contact-details-form';
import { personalDetails } from './personal-details-form';
import { MarketingSection } from './marketing-section';
import { PaymentMethodSection } from './payment-method-section';
import { preferencesQuery, savedCardQuery } from './settings-queries';
import { cardClassName } from '../../ui/card';
import './account-settings.css';

const DELETE_DIALOG = 'delete-account';

// Opened by few: its code (and its form's validators) loads when it opens, not with the page.
const DeleteAccountDialog = lazy(async () => ({ default: (await import('./delete-account-dialog')).DeleteAccountDialog }));

/** The marketing and payment sections' data, started before the page's forms have rendered. */
export const startFirstQueries: StartFirstQueries = ({ user }, client) => {
  if (!user) return;
  void client.prefetchQuery(preferencesQuery(user.id));
  void client.prefetchQuery(savedCardQuery);
};

/** /settings: personal details, contact, address, password, marketing preferences, payment method, deletion. */
export default function AccountSettingsScreen() {
  useDocumentTitle(message('settings.heading'));
  const user = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const [addressPatch, setAddressPatch] = useState<Record<string, unknown> | undefined>(undefined);
  if (!user) return null;
  const deleting = search.get('dialog') === DELETE_DIALOG;
  const setDeleting = (open: boolean) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('dialog', DELETE_DIALOG);
        else next.delete('dialog');
        return next;
      },
      { replace: true },
    );
  const chooseAddress = (suggestion: AddressSuggestion) =>
    // Every line is set, so a chosen address never keeps a line of the one it replaces.
    setAddressPatch({
      line1: suggestion.line1 ?? '',
      line2: suggestion.line2 ?? undefined,
      line3: suggestion.line3 ?? undefined,
      locality: suggestion.locality ?? '',
      postcode: suggestion.postcode ?? '',
    });

  return (
    <div className="settings">
      <h1>{message('settings.heading')}</h1>
      {user.email ? <p className="lede settings__who">{user.email}</p> : null}
      <FormSection definition={personalDetails} record={user} />
      <FormSection definition={contactDetails} record={user} />
      <FormSection definition={address} record={user} patch={addressPatch}>
        <AddressLookup onChoose={chooseAddress} />
      </FormSection>
      <FormSection definition={changePassword} />
      <MarketingSection userId={user.id} />
      <PaymentMethodSection />
      <section className={cardClassName()} aria-labelledby="delete-account-heading">
        <h2 id="delete-account-heading">{message('settings.deleteAccount.heading')}</h2>
        <Button variant="destructive" onClick={() => setDeleting(true)}>
          {message('settings.deleteAccount.open')}
        </Button>
      </section>
      {deleting ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog onClose={() => setDeleting(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
