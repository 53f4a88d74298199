import type { ResultStatus } from '../../generated/entities.gen';
import type { MessageKey } from '../../generated/messages.gen';

export type StatusShapeName = 'star' | 'circle' | 'triangle' | 'octagon' | 'diamond' | 'cross' | 'question';

interface StatusPresentation {
  label: MessageKey;
  shape: StatusShapeName;
  /** CSS modifier; colour only ever repeats what the label and shape already say. */
  tone: 'optimal' | 'normal' | 'abnormal' | 'severe' | 'failed' | 'unknown';
}

const PRESENTATION: Readonly<Record<ResultStatus, StatusPresentation>> = {
  optimal: { label: 'result.status.optimal', shape: 'star', tone: 'optimal' },
  normal: { label: 'result.status.normal', shape: 'circle', tone: 'normal' },
  abnormal: { label: 'result.status.abnormal', shape: 'triangle', tone: 'abnormal' },
  highly_abnormal: { label: 'result.status.highlyAbnormal', shape: 'octagon', tone: 'severe' },
  out_of_range: { label: 'result.status.outOfRange', shape: 'diamond', tone: 'abnormal' },
  not_applicable: { label: 'result.status.notApplicable', shape: 'cross', tone: 'failed' },
};

const UNKNOWN: StatusPresentation = { label: 'result.status.unknown', shape: 'question', tone: 'unknown' };

export function presentStatus(status: ResultStatus | null | undefined): StatusPresentation {
  return status ? PRESENTATION[status] : UNKNOWN;
}
