import { Component, type ReactNode } from 'react';
import type { OutlineCarry } from './outline-carry';

interface Props {
  /** Whether the form is drawn in the outline's place (false while the outline shows). */
  swapped: boolean;
  /** Reads what the person has done in the outline so far (null once the outline is gone). */
  read: () => OutlineCarry | null;
  /** What the outline held at the very moment it was replaced. */
  onReplaced: (carry: OutlineCarry | null) => void;
  children: ReactNode;
}

/**
 * The form replacing its outline is rendered in slices, and the person may type or click in the outline meanwhile:
 * just before the swap reaches the page (React's snapshot, taken while the outline is still there), it is read once
 * more, and what it held is given to the form before the browser paints.
 */
export class OutlineHandover extends Component<Props> {
  override getSnapshotBeforeUpdate(previous: Readonly<Props>): { carry: OutlineCarry | null } | null {
    return !previous.swapped && this.props.swapped ? { carry: this.props.read() } : null;
  }

  override componentDidUpdate(_previous: Readonly<Props>, _state: unknown, snapshot: { carry: OutlineCarry | null } | null): void {
    if (snapshot) this.props.onReplaced(snapshot.carry);
  }

  override render(): ReactNode {
    return this.props.children;
  }
}
