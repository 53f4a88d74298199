import { useState } from 'react';
import { createIntentKeys, type IntentKeys } from '../../domain/idempotency-key';

/** Idempotency keys for this screen's actions, kept across renders (see domain/idempotency-key). */
export function useIntentKeys(): IntentKeys {
  const [keys] = useState(() => createIntentKeys(() => crypto.randomUUID()));
  return keys;
}
