import type { Node } from '../generated/config-types.gen';

/**
 * What the YAML lets a person answer: required or not, how many choices, the bounds of a number. Kept apart from
 * the step view so that module exports only components and takes a survey save as a Fast Refresh.
 */
export function answerLimits(node: Node): string[] {
  const limits: string[] = [node.answer_required === true ? 'answer required' : 'optional'];
  if (node.answers_limit !== undefined) limits.push(`at most ${node.answers_limit} choice${node.answers_limit === 1 ? '' : 's'}`);
  if (node.answersFrom !== undefined) limits.push(`choices narrowed to those picked at ${node.answersFrom}`);
  if (node.min !== undefined || node.max !== undefined)
    limits.push(`from ${node.min ?? '…'} to ${node.max ?? '…'}${node.unit ? ` ${node.unit}` : ''}`);
  if (node.integer === true) limits.push('whole numbers');
  if (node.limits?.height) limits.push(`height ${node.limits.height.min}–${node.limits.height.max} cm`);
  if (node.limits?.weight) limits.push(`weight ${node.limits.weight.min}–${node.limits.weight.max} kg`);
  if (node.dependsOn?.length) limits.push(`cleared when ${node.dependsOn.join(', ')} change`);
  return limits;
}
