import type { ResultStatus } from '../../generated/entities.gen';
import { message } from '../../ui/message';
import { presentStatus } from './status-presentation';
import { StatusIcon } from './status-shape';

/** A result status in words with its shape; colour only repeats them. */
export function ResultStatusTag({ status }: { status: ResultStatus | null | undefined }) {
  const presentation = presentStatus(status);
  return (
    <span className={`result-status result-status--${presentation.tone}`}>
      <StatusIcon shape={presentation.shape} />
      {message(presentation.label)}
    </span>
  );
}

export function statusText(status: ResultStatus | null | undefined): string {
  return message(presentStatus(status).label);
}
