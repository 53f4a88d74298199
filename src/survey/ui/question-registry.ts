import type { ComponentType } from 'react';
import type { Node } from '../../generated/config-types.gen';
import type { QuestionProps } from './question-props';
import { DateQuestion } from './templates/date-question';
import { HeightWeightQuestion } from './templates/height-weight-question';
import { InputQuestion } from './templates/input-question';
import { MultiChoiceQuestion } from './templates/multi-choice-question';
import { NumberQuestion } from './templates/number-question';
import { RatingQuestion } from './templates/rating-question';
import { SingleChoiceQuestion } from './templates/single-choice-question';

function InfoQuestion() {
  return null;
}

/** One component per `template` of the survey YAML; the type rejects a template without a component. */
export const questionTemplates: Record<Node['template'], ComponentType<QuestionProps>> = {
  text: InputQuestion,
  'single-choice': SingleChoiceQuestion,
  'multi-choice': MultiChoiceQuestion,
  'height-weight': HeightWeightQuestion,
  date: DateQuestion,
  rating: RatingQuestion,
  number: NumberQuestion,
  intent: SingleChoiceQuestion,
  info: InfoQuestion,
};
