import type { DocPath } from '../../codegen/load/config-error';
import type { SurveyConfig } from '../generated/config-types.gen';
import { END, type NextExplanation } from '../survey/model/survey-graph';
import { StatusTag } from '../ui/status-tag';
import { conditionInWords } from '../../codegen/generate/survey-diagram';
import { conditionConstants } from '../engine/conditions/condition-constants';
import { ConditionView } from './guard-step-view';
import { YamlRef } from './studio-lines';
import { surveyFile } from './survey-files';
import { answerLimits } from './answer-limits';

/** Where the rule that chose the next node is written. */
function rulePath(explained: NextExplanation, flowName: string, nodeId: string, flowIndex: number): DocPath {
  const at = explained.taken ?? (explained.branches.length > 0 ? explained.branches.length - 1 : undefined);
  if (explained.source === 'flow') return at === undefined ? ['flows', flowName, 'next', nodeId] : ['flows', flowName, 'next', nodeId, at];
  if (explained.source === 'node') return at === undefined ? ['nodes', nodeId, 'next'] : ['nodes', nodeId, 'next', at];
  return ['flows', flowName, 'nodes', flowIndex];
}

const SOURCE_WORDS: Record<NextExplanation['source'], string> = {
  flow: 'the flow’s own next for this question',
  node: 'the question’s next',
  order: 'the flow’s order (no next is written)',
};

interface Props {
  survey: SurveyConfig;
  flowName: string;
  nodeId: string;
  explained: NextExplanation | null;
  answer?: string;
  current?: boolean;
}

/** One step of the walk: the node, its limits and YAML line, and which branch of `next` was taken with the values that decided. */
export function SurveyStepView({ survey, flowName, nodeId, explained, answer, current = false }: Props) {
  const node = survey.nodes[nodeId];
  const file = surveyFile(survey);
  const flowIndex = survey.flows[flowName]?.nodes.indexOf(nodeId) ?? -1;
  if (!node) return null;
  return (
    <li className={current ? 'studio-step studio-step--current' : 'studio-step'} data-node={nodeId}>
      <h4>
        <code>{nodeId}</code> {node.title} {current ? <StatusTag tone="info">on screen</StatusTag> : null}
      </h4>
      {answer !== undefined ? (
        <p>
          Answer: <strong>{answer === '' ? '(none)' : answer}</strong>
        </p>
      ) : null}
      <p className="studio-muted">Limits: {answerLimits(node).join('; ')}</p>
      <YamlRef file={file} path={['nodes', nodeId]} />
      {explained ? (
        <div className="studio-next">
          <p>
            Next: <strong>{explained.to === END ? 'the end of the flow' : explained.to}</strong>, by {SOURCE_WORDS[explained.source]}
            {explained.taken !== undefined ? ` (branch ${explained.taken + 1})` : explained.branches.length > 0 ? ' (no branch held)' : ''}.
          </p>
          {explained.branches.length > 0 ? (
            <ol className="studio-branches" aria-label={`Branches checked after ${nodeId}`}>
              {explained.branches.map((branch) => (
                <li key={branch.index}>
                  Branch {branch.index + 1} to <code>{branch.to}</code>
                  {branch.check.condition === undefined
                    ? ''
                    : ` if ${conditionInWords(branch.check.condition, survey, conditionConstants)}`}
                  : <ConditionView check={branch.check} />
                </li>
              ))}
            </ol>
          ) : null}
          <YamlRef file={file} path={rulePath(explained, flowName, nodeId, flowIndex)} />
        </div>
      ) : null}
    </li>
  );
}
