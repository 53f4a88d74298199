import { messages } from '../../generated/messages.gen';
import { fillMessage } from '../fill-message';

/** Thrown before any request when an identifier the call needs is blank (SPEC section 5: "templateId cannot be blank"). */
export class BlankIdentifierError extends Error {
  constructor(readonly identifier: string) {
    super(fillMessage(messages['error.blankIdentifier'], { name: identifier }));
    this.name = 'BlankIdentifierError';
  }
}

/** The trimmed identifier, or a BlankIdentifierError naming it. */
export function requireId(value: string | null | undefined, name: string): string {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') throw new BlankIdentifierError(name);
  return trimmed;
}
