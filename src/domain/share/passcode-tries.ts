import type { MessageKey } from '../../generated/messages.gen';

/**
 * How a wrong passcode is told, with the tries left before the link locks: the server's error detail and the
 * clinician's page (from the error's meta.tries_left) word it alike. Null tries: the count did not come.
 */
export function wrongPasscodeKey(triesLeft: number | null): MessageKey {
  // The count's plural form ("1 try", "2 tries") is the message's own (fillMessage).
  return triesLeft === null ? 'share.passcode.wrongNoCount' : 'share.passcode.wrong';
}

/** The tries left that a wrong-passcode error carries in its meta, or null when it carries no usable count. */
export function triesLeftOf(meta: Readonly<Record<string, unknown>> | undefined): number | null {
  const left = meta?.tries_left;
  return typeof left === 'number' && Number.isInteger(left) && left > 0 ? left : null;
}
