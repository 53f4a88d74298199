import { blankIdentifier } from '../domain/required-identifiers';
import { message } from '../ui/message';

/** Stops a call before it is sent when an identifier it needs is blank ("order_id cannot be blank"). */
export function requireIds(values: Readonly<Record<string, string | null | undefined>>): void {
  const blank = blankIdentifier(values);
  if (blank !== null) throw new Error(message('error.blankIdentifier', { name: blank }));
}
