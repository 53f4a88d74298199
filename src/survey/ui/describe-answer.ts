import { formatDate } from '../../domain/dates';
import type { SurveyConfig } from '../../generated/config-types.gen';
import { measureBoxes } from '../model/height-weight-units';
import type { AnswerValue, HeightWeightAnswer } from '../model/survey-state';

function describeMeasures(value: HeightWeightAnswer): string {
  const boxes = measureBoxes(value);
  const height = value.height === null ? '' : value.heightUnit === 'imperial' ? `${boxes.feet} ft ${boxes.inches} in` : `${boxes.cm} cm`;
  const weight = value.weight === null ? '' : value.weightUnit === 'imperial' ? `${boxes.stone} st ${boxes.pounds} lb` : `${boxes.kg} kg`;
  return [height, weight].filter((part) => part !== '').join(', ');
}

/** An answer as words, in the units the person chose: choices by their text, measurements with their units, dates as people write them. */
export function describeAnswer(survey: SurveyConfig, nodeId: string, value: AnswerValue): string {
  const node = survey.nodes[nodeId];
  const label = (item: unknown) => node?.answers?.find((answer) => answer.value === item)?.text ?? String(item);
  if (value === null) return '';
  if (Array.isArray(value)) return value.map(label).join(', ');
  if (typeof value === 'object' && 'height' in value) return describeMeasures(value as HeightWeightAnswer);
  if (typeof value === 'number' && node?.unit) return `${value} ${node.unit}`;
  if (typeof value === 'string' && node?.template === 'date') return formatDate(value) ?? value;
  return label(value);
}
