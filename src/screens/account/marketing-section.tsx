import { useQuery } from '@tanstack/react-query';
import { userPreferencesQuery } from '../../api/account-api';
import { message } from '../../ui/message';
import { FormSection } from './form-section';
import { marketingPreferences } from './form-definitions';

export function MarketingSection({ userId }: { userId: string }) {
  const { data, status } = useQuery(userPreferencesQuery(userId));
  if (status === 'pending') return <p role="status">{message('page.loading')}</p>;
  if (status === 'error') return <p role="alert">{message('error.update')}</p>;
  return (
    <FormSection
      definition={marketingPreferences}
      initialData={{ marketing_email: data.marketing_email, personalised_offers: data.personalised_offers }}
      context={{ userId }}
    />
  );
}
