import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '../../api/query-keys';
import { formActions } from '../../forms/form-actions';
import type { FormDefinition } from '../../forms/form-definition';
import { YamlForm } from '../../forms/yaml-form';
import { cancelSubscriptionForm } from '../../generated/forms/cancel-subscription.gen';
import * as cancelSubscriptionValidators from '../../generated/validators/cancel-subscription.gen';
import { Button } from '../../ui/button';
import { message } from '../../ui/message';
import type { SubscriptionView } from './subscription-view';
import { useIntentKeys } from './use-intent-keys';
import { cardClassName } from '../../ui/card';

const cancelForm: FormDefinition = { config: cancelSubscriptionForm, ...cancelSubscriptionValidators };

interface Props {
  view: SubscriptionView;
  busy: boolean;
  onPauseInstead?: () => void;
  onSkipInstead?: () => void;
  onKeep: () => void;
  onCancelled: () => void;
}

/**
 * Step 2 of cancelling (step 1 is the button, step 3 the confirmation): save offers that each take one
 * click and can be passed over, and the YAML form whose reason is optional, so leaving is never blocked.
 */
export function CancelPanel({ view, busy, onPauseInstead, onSkipInstead, onKeep, onCancelled }: Props) {
  const queryClient = useQueryClient();
  const keys = useIntentKeys();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={cardClassName('default', 'cancel-panel')} aria-labelledby="cancel-heading">
      <h2 id="cancel-heading" tabIndex={-1} ref={heading}>
        {message('shop.cancel.heading')}
      </h2>
      {onPauseInstead || onSkipInstead ? (
        <div className="save-offers">
          <h3>{message('shop.cancel.offers')}</h3>
          <div className="button-row">
            {onPauseInstead ? (
              <Button variant="secondary" disabled={busy} onClick={onPauseInstead}>
                {message('shop.cancel.pauseInstead')}
              </Button>
            ) : null}
            {onSkipInstead ? (
              <Button variant="secondary" disabled={busy} onClick={onSkipInstead}>
                {message('shop.cancel.skipInstead')}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      <YamlForm
        definition={cancelForm}
        submitVariant="destructive"
        onSubmit={async (data) => {
          await formActions['cancel-subscription'](data, {
            subscription: { kind: view.kind, id: view.id },
            idempotencyKey: keys.keyFor('cancel'),
          });
          keys.settle('cancel');
        }}
        onSuccess={() => {
          void queryClient.invalidateQueries({
            queryKey: view.kind === 'shop' ? queryKeys.shopSubscriptions : queryKeys.testSubscriptions,
          });
          onCancelled();
        }}
        secondaryAction={
          <Button variant="link" onClick={onKeep}>
            {message('shop.cancel.keep')}
          </Button>
        }
      />
    </section>
  );
}
