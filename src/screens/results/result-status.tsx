import type { Direction } from '../../domain/reference-range';
import type { ResultStatus } from '../../generated/entities.gen';
import { message } from '../../ui/message';
import { presentStatus } from './status-presentation';
import { StatusIcon } from './status-shape';

/** A result status in words with its shape (Low or High when the side is known); colour only repeats them. */
export function ResultStatusTag({ status, direction = null }: { status: ResultStatus | null | undefined; direction?: Direction | null }) {
  const presentation = presentStatus(status, direction);
  return (
    <span className={`result-status result-status--${presentation.tone}`}>
      <StatusIcon shape={presentation.shape} />
      {message(presentation.label)}
    </span>
  );
}

export function statusText(status: ResultStatus | null | undefined, direction: Direction | null = null): string {
  return message(presentStatus(status, direction).label);
}
