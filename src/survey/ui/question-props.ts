import type { Node } from '../../generated/config-types.gen';
import type { AnswerPart } from '../model/validate-answer';

/** What every question template receives; the value is whatever the engine stored for the node. */
export interface QuestionProps {
  nodeId: string;
  node: Node;
  /** Answers offered (after `answersFrom`), in config order. */
  answers: NonNullable<Node['answers']>;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Id of the element holding the current error, for aria-describedby; null when there is none. */
  errorId: string | null;
  labelId: string;
  /** A question of several boxes calls this when focus leaves one part of it (height, weight) for another. */
  onLeavePart?: (part: AnswerPart) => void;
}
