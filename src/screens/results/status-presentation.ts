import type { Direction } from '../../domain/reference-range';
import type { ResultStatus } from '../../generated/entities.gen';
import type { MessageKey } from '../../generated/messages.gen';

export type StatusShapeName = 'star' | 'circle' | 'triangle-up' | 'triangle-down' | 'square' | 'octagon' | 'diamond' | 'cross' | 'question';

interface StatusPresentation {
  label: MessageKey;
  shape: StatusShapeName;
  /** CSS modifier; colour only ever repeats what the label and shape already say. */
  tone: 'optimal' | 'normal' | 'abnormal' | 'severe' | 'failed' | 'unknown';
}

const PRESENTATION: Readonly<Record<ResultStatus, StatusPresentation>> = {
  optimal: { label: 'result.status.optimal', shape: 'star', tone: 'optimal' },
  normal: { label: 'result.status.normal', shape: 'circle', tone: 'normal' },
  // Without a side the shape must not point either way.
  abnormal: { label: 'result.status.abnormal', shape: 'diamond', tone: 'abnormal' },
  highly_abnormal: { label: 'result.status.highlyAbnormal', shape: 'octagon', tone: 'severe' },
  out_of_range: { label: 'result.status.outOfRange', shape: 'square', tone: 'abnormal' },
  not_applicable: { label: 'result.status.notApplicable', shape: 'cross', tone: 'failed' },
};

/** A status with a side says which: Low with a shape pointing down, High pointing up; very low and very high keep the octagon, which points nowhere. */
const SIDED: Partial<Record<ResultStatus, Readonly<Record<Direction, Pick<StatusPresentation, 'label' | 'shape'>>>>> = {
  abnormal: { below: { label: 'result.status.low', shape: 'triangle-down' }, above: { label: 'result.status.high', shape: 'triangle-up' } },
  highly_abnormal: {
    below: { label: 'result.status.veryLow', shape: 'octagon' },
    above: { label: 'result.status.veryHigh', shape: 'octagon' },
  },
};

const UNKNOWN: StatusPresentation = { label: 'result.status.unknown', shape: 'question', tone: 'unknown' };

export function presentStatus(status: ResultStatus | null | undefined, direction: Direction | null = null): StatusPresentation {
  if (!status) return UNKNOWN;
  const sided = direction === null ? undefined : SIDED[status]?.[direction];
  return { ...PRESENTATION[status], ...sided };
}
