import { frequencyLabel } from '../../domain/frequency';
import type { ShopFrequency } from '../../generated/entities.gen';
import { message } from '../../ui/message';

export function frequencyText(frequency: Pick<ShopFrequency, 'frequency_number' | 'frequency_unit'>): string {
  const label = frequencyLabel(frequency);
  return message(label.key, { count: label.count });
}
