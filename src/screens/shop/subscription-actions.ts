import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorReporter } from '../../adapters/error-reporting';
import { queryKeys } from '../../api/query-keys';
import { pauseSubscription, resumeSubscription, skipNextDelivery, updateSubscription } from '../../api/shop-subscriptions-api';
import type { MessageKey } from '../../generated/messages.gen';
import type { SubscriptionView } from './subscription-view';
import { useIntentKeys } from './use-intent-keys';
import { useUpdateStatus } from './use-update-status';

export type ActionName = 'skip' | 'frequency' | 'pause' | 'resume';

/** SPEC section 8 wording for a failed action; copy of our own for a done one. */
export const ACTION_COPY: Record<ActionName, { error: MessageKey; success: MessageKey }> = {
  skip: { error: 'error.updateSubscription', success: 'shop.subscription.skipped' },
  frequency: { error: 'error.updateSubscription', success: 'shop.subscription.frequencyChanged' },
  pause: { error: 'error.pauseSubscription', success: 'shop.subscription.paused' },
  resume: { error: 'error.resumeSubscription', success: 'shop.subscription.resumed' },
};

/**
 * Each subscription action is one call with its own idempotency key, tracked by one update status that
 * resets 3 s after it finishes; while one runs, the buttons are disabled, so a double click acts once.
 */
export function useSubscriptionActions(view: SubscriptionView) {
  const queryClient = useQueryClient();
  const keys = useIntentKeys();
  const status = useUpdateStatus();
  const [last, setLast] = useState<ActionName | null>(null);

  const run = async (action: ActionName, call: (key: string) => Promise<void>, intent: string) => {
    if (status.status === 'loading') return;
    setLast(action);
    status.start();
    try {
      await call(keys.keyFor(intent));
      keys.settle(intent);
      await queryClient.invalidateQueries({ queryKey: view.kind === 'shop' ? queryKeys.shopSubscriptions : queryKeys.testSubscriptions });
      status.succeed();
    } catch (error) {
      errorReporter.report(error, { during: `subscription ${action}` });
      status.fail();
    }
  };

  return {
    status: status.status,
    last,
    skip: () => run('skip', (key) => skipNextDelivery(view.kind, view.id, { idempotencyKey: key }), `skip:${view.nextDate}`),
    changeFrequency: (frequencyId: string) =>
      run(
        'frequency',
        (key) => updateSubscription(view.kind, view.id, { frequency_id: frequencyId }, { idempotencyKey: key }),
        `frequency:${frequencyId}`,
      ),
    pause: (resumesOn: string | null) =>
      run('pause', (key) => pauseSubscription(view.kind, view.id, resumesOn, { idempotencyKey: key }), `pause:${resumesOn ?? ''}`),
    resume: () => run('resume', (key) => resumeSubscription(view.kind, view.id, { idempotencyKey: key }), 'resume'),
  };
}
