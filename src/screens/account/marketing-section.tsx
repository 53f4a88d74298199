import { useQuery } from '@tanstack/react-query';
import { preferencesQuery } from './settings-queries';
import { Card } from '../../ui/card';
import { Icon } from '../../ui/icons';
import { message } from '../../ui/message';
import { Skeleton } from '../../ui/skeleton';
import { FormSection } from './form-section';
import { marketingPreferences } from './marketing-preferences-form';

export function MarketingSection({ userId }: { userId: string }) {
  const { data, status } = useQuery(preferencesQuery(userId));
  if (status === 'pending')
    return (
      <Card as="section">
        <Skeleton lines={3} />
      </Card>
    );
  if (status === 'error')
    return (
      <Card as="section">
        <p role="alert" className="form-error">
          <Icon name="error" />
          <span>{message('error.update')}</span>
        </p>
      </Card>
    );
  return <FormSection definition={marketingPreferences} record={data} />;
}
