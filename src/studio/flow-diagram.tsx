import { flowEdges } from '../../codegen/generate/survey-diagram';
import { conditionConstants } from '../engine/conditions/condition-constants';
import type { SurveyConfig } from '../generated/config-types.gen';
import { END } from '../survey/model/survey-graph';

interface Props {
  survey: SurveyConfig;
  flowName: string;
  /** The path walked, in order; its last node is on screen. */
  walked: readonly string[];
  /** node -> where the answers lead from it. */
  taken: ReadonlyMap<string, string>;
  onJump: (nodeId: string) => void;
}

/**
 * The flow as config/surveys/<version>.md draws it (the same arrows and conditions in words), with the path
 * walked highlighted; each question is a button that jumps there.
 */
export function FlowDiagram({ survey, flowName, walked, taken, onJump }: Props) {
  const flow = survey.flows[flowName];
  if (!flow) return null;
  const onScreen = walked.at(-1);
  return (
    <ol className="studio-diagram" aria-label={`Flow ${flowName}: the path walked is highlighted`}>
      {flow.nodes.map((nodeId, index) => {
        const state = nodeId === onScreen ? 'current' : walked.includes(nodeId) ? 'walked' : 'off';
        return (
          <li key={nodeId} className={`studio-diagram__node studio-diagram__node--${state}`}>
            <button type="button" className="studio-diagram__jump" onClick={() => onJump(nodeId)}>
              <span className="visually-hidden">Jump to </span>
              <span className="studio-diagram__number">{index + 1}</span> {survey.nodes[nodeId]?.title ?? nodeId}
              <span className="visually-hidden">
                {' '}
                ({nodeId}
                {state === 'off' ? '' : state === 'current' ? ', on screen' : ', walked'})
              </span>
            </button>
            <ul className="studio-diagram__edges">
              {flowEdges(survey, flow, nodeId, conditionConstants).map((edge, edgeIndex) => {
                const onPath = walked.includes(nodeId) && nodeId !== onScreen && taken.get(nodeId) === edge.to;
                return (
                  <li key={edgeIndex} className={onPath ? 'studio-diagram__edge studio-diagram__edge--taken' : 'studio-diagram__edge'}>
                    → {edge.to === END ? 'End' : edge.to}
                    {edge.when ? (
                      <span className="studio-muted"> {edge.when === 'otherwise' ? 'otherwise' : `if ${edge.when}`}</span>
                    ) : null}
                    {onPath ? <span className="visually-hidden"> (taken)</span> : null}
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
