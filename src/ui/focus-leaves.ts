import type { FocusEvent } from 'react';

/** Whether a blur takes focus out of the element handling it, not just from one of its controls to another. */
export const focusLeaves = (event: FocusEvent<HTMLElement>): boolean =>
  !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget));
