import { messages } from '../generated/messages.gen';
import type { ValueChangeClassification } from '../generated/entities.gen';

export interface ValueChange {
  direction: 'up' | 'down' | 'none';
  /** Whether the move is good for the person, which is not the same as its direction. */
  tone: 'positive' | 'negative' | 'neutral';
  label: string;
}

/** SPEC section 4 classifications; the labels come from config/messages.yaml. */
const VALUE_CHANGES: Readonly<Record<ValueChangeClassification, ValueChange>> = {
  up_positive: { direction: 'up', tone: 'positive', label: messages['result.change.up'] },
  up_negative: { direction: 'up', tone: 'negative', label: messages['result.change.up'] },
  down_positive: { direction: 'down', tone: 'positive', label: messages['result.change.down'] },
  down_negative: { direction: 'down', tone: 'negative', label: messages['result.change.down'] },
  no_change: { direction: 'none', tone: 'neutral', label: messages['result.change.noChange'] },
  first_result: { direction: 'none', tone: 'neutral', label: messages['result.change.firstResult'] },
  invalid: { direction: 'none', tone: 'neutral', label: messages['result.change.invalid'] },
};

/** How to show a value change; a missing classification is treated as invalid rather than hidden silently. */
export function valueChange(classification: ValueChangeClassification | null | undefined): ValueChange {
  return VALUE_CHANGES[classification ?? 'invalid'];
}

export function valueChangeLabel(classification: ValueChangeClassification | null | undefined): string {
  return valueChange(classification).label;
}
