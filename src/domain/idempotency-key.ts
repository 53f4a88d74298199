/**
 * One key per intended action (pay for this order, pause this subscription): every retry of the same
 * intent, after a double click or a network failure, sends the same key so the server acts once; once the
 * action has succeeded the key is dropped, and doing it again is a new intent with a new key.
 */
export interface IntentKeys {
  keyFor(intent: string): string;
  settle(intent: string): void;
}

export function createIntentKeys(generate: () => string): IntentKeys {
  const keys = new Map<string, string>();
  return {
    keyFor(intent) {
      const known = keys.get(intent);
      if (known !== undefined) return known;
      const created = generate();
      keys.set(intent, created);
      return created;
    },
    settle(intent) {
      keys.delete(intent);
    },
  };
}
