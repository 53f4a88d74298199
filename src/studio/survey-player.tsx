import { useEffect, useId, useMemo, useState } from 'react';
import type { StudioPersona } from '../../codegen/studio/studio-api';
import { END, explainNext, nextNode } from '../survey/model/survey-graph';
import { answerQuestion, currentNode, goBack, progress, questionNumber } from '../survey/model/survey-navigation';
import type { AnswerValue, SurveyState } from '../survey/model/survey-state';
import { answersFor, validateAnswer } from '../survey/model/validate-answer';
import { describeAnswer } from '../survey/ui/describe-answer';
import { QuestionScreen } from '../survey/ui/question-screen';
import { Button } from '../ui/button';
import { FlowDiagram } from './flow-diagram';
import { standOn, startState, type PlayerStart } from './player-state';
import { useStudioParam } from './studio-params';
import { SurveyStepView } from './survey-step-view';
import { surveys } from './survey-files';
import '../screens/survey/survey.css';

const SAVED_KEY = 'vitalia-studio-player';

/** The walk survives the reload a config save causes, so staff see the same answers explained by the new YAML. */
function savedState(key: string): SurveyState | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SAVED_KEY) ?? 'null') as { key: string; state: SurveyState } | null;
    return saved?.key === key ? saved.state : null;
  } catch {
    return null;
  }
}

function parseStart(value: string, personas: readonly StudioPersona[]): PlayerStart {
  if (value.startsWith('node:')) return { kind: 'node', nodeId: value.slice('node:'.length) };
  const persona = value.startsWith('persona:')
    ? personas.find((candidate) => candidate.email === value.slice('persona:'.length))
    : undefined;
  return persona ? { kind: 'persona', persona } : { kind: 'start' };
}

/** Plays a survey flow as a person would, with the real question screens, explaining every step beside it. */
export function SurveyPlayer({ personas }: { personas: readonly StudioPersona[] }) {
  const id = useId();
  const [version, setVersion] = useStudioParam('survey', [...surveys.keys()][0] ?? '');
  const survey = surveys.get(version) ?? [...surveys.values()][0];
  const flowNames = Object.keys(survey?.flows ?? {});
  const [flowParam, setFlow] = useStudioParam('flow', flowNames[0] ?? '');
  const flowName = flowNames.includes(flowParam) ? flowParam : (flowNames[0] ?? '');
  const [startParam, setStart] = useStudioParam('start', 'start');
  const start = useMemo(() => parseStart(startParam, personas), [startParam, personas]);
  const key = `${version}|${flowName}|${startParam}`;
  const [state, setState] = useState<SurveyState | null>(null);
  const [stateKey, setStateKey] = useState('');
  const [draft, setDraft] = useState<{ nodeId: string; value: unknown } | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (survey && stateKey !== key && (start.kind !== 'persona' || personas.length > 0)) {
    setStateKey(key);
    setState(savedState(key) ?? startState(survey, flowName, start));
    setDraft(null);
    setError(null);
  }
  useEffect(() => {
    if (state) sessionStorage.setItem(SAVED_KEY, JSON.stringify({ key, state }));
  }, [key, state]);

  if (!survey || !state) return <p>No survey in config/surveys.</p>;
  const walked = state.visitedNodes[flowName] ?? [];
  const onScreen = currentNode(state, flowName) ?? END;
  const taken = new Map(walked.map((nodeId) => [nodeId, nextNode(survey, flowName, nodeId, state.answers)]));
  const finished = state.completedSurveyFlows.includes(flowName);

  const move = (next: SurveyState) => {
    setState(next);
    setDraft(null);
    setError(null);
  };
  const reset = () => move(startState(survey, flowName, start));
  const jump = (nodeId: string) =>
    move(
      standOn({ ...state, completedSurveyFlows: state.completedSurveyFlows.filter((name) => name !== flowName) }, survey, flowName, nodeId),
    );

  const node = onScreen === END ? undefined : survey.nodes[onScreen];
  const value = draft?.nodeId === onScreen ? draft.value : state.answers[onScreen];
  const validate = () => (node ? validateAnswer(onScreen, node, (value ?? null) as AnswerValue, new Date()) : null);
  const next = () => {
    const problem = validate();
    setError(problem);
    if (problem !== null) return;
    const answered = answerQuestion(state, survey, flowName, onScreen, (value ?? null) as AnswerValue);
    move(
      answered.next === END
        ? { ...answered.state, completedSurveyFlows: [...answered.state.completedSurveyFlows, flowName] }
        : answered.state,
    );
  };
  const flow = survey.flows[flowName];
  const endIntent = flow?.endIntent ?? (flow?.onboarding ? 'recommendations-end' : undefined);

  return (
    <div className="studio-player">
      <section className="studio-section studio-controls" aria-label="What to play">
        <div className="studio-field">
          <label htmlFor={`${id}-survey`}>Survey</label>
          <select id={`${id}-survey`} value={survey.version} onChange={(event) => setVersion(event.target.value)}>
            {[...surveys.keys()].map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </div>
        <div className="studio-field">
          <label htmlFor={`${id}-flow`}>Flow</label>
          <select id={`${id}-flow`} value={flowName} onChange={(event) => setFlow(event.target.value)}>
            {flowNames.map((name) => (
              <option key={name} value={name}>
                {name} ({survey.flows[name]?.title})
              </option>
            ))}
          </select>
        </div>
        <div className="studio-field">
          <label htmlFor={`${id}-start`}>Start from</label>
          <select id={`${id}-start`} value={startParam} onChange={(event) => setStart(event.target.value)}>
            <option value="start">The flow’s first question</option>
            <optgroup label="A question">
              {(flow?.nodes ?? []).map((nodeId) => (
                <option key={nodeId} value={`node:${nodeId}`}>
                  {nodeId}
                </option>
              ))}
            </optgroup>
            <optgroup label="A persona’s saved answers">
              {personas.map((persona) => (
                <option key={persona.email} value={`persona:${persona.email}`}>
                  {persona.email}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        <div className="studio-actions">
          <Button variant="secondary" onClick={reset}>
            Reset
          </Button>
        </div>
      </section>
      <div className="studio-player__grid">
        <section className="studio-section" aria-labelledby={`${id}-screen`}>
          <h2 id={`${id}-screen`}>As the person sees it</h2>
          {node && !finished ? (
            <div className="studio-phone">
              <QuestionScreen
                nodeId={onScreen}
                node={node}
                number={questionNumber(state, survey, flowName, onScreen)}
                answers={answersFor(node, state.answers)}
                value={value}
                error={error}
                percent={progress(state, survey, flowName)}
                canGoBack={walked.length > 1}
                busy={false}
                isLast={nextNode(survey, flowName, onScreen, { ...state.answers, [onScreen]: (value ?? null) as AnswerValue }) === END}
                setValue={(changed) => {
                  setDraft({ nodeId: onScreen, value: changed });
                  if (error !== null) setError(null);
                }}
                check={() => setError(validate())}
                back={() => move(goBack(state, flowName))}
                next={next}
              />
            </div>
          ) : (
            <div className="studio-finished" role="status">
              <h3>The flow is finished</h3>
              <p>
                {endIntent ? (
                  <>
                    The person goes on by intent <code>{endIntent}</code>
                    {survey.intents[endIntent]?.route ? (
                      <>
                        {' '}
                        to route <code>{survey.intents[endIntent]?.route}</code>
                      </>
                    ) : null}
                    .
                  </>
                ) : (
                  'The last question’s answer picks where the person goes next.'
                )}
              </p>
            </div>
          )}
        </section>
        <section className="studio-section" aria-labelledby={`${id}-steps`}>
          <h2 id={`${id}-steps`}>Steps walked</h2>
          <ol className="studio-steps" aria-label="Steps walked">
            {walked.map((nodeId) => {
              const isCurrent = nodeId === onScreen && !finished;
              const answered = Object.hasOwn(state.answers, nodeId);
              return (
                <SurveyStepView
                  key={nodeId}
                  survey={survey}
                  flowName={flowName}
                  nodeId={nodeId}
                  current={isCurrent}
                  answer={answered ? describeAnswer(survey, nodeId, state.answers[nodeId] ?? null) : undefined}
                  explained={isCurrent && !answered ? null : explainNext(survey, flowName, nodeId, state.answers)}
                />
              );
            })}
          </ol>
        </section>
        <section className="studio-section" aria-labelledby={`${id}-diagram`}>
          <h2 id={`${id}-diagram`}>Flow diagram</h2>
          <p className="studio-muted">
            {flow?.nodes.length ?? 0} questions (its flowLengths pins {String(survey.flowLengths[flowName] ?? '—')}). Choose a question to
            jump there.
          </p>
          <FlowDiagram survey={survey} flowName={flowName} walked={walked} taken={taken} onJump={jump} />
        </section>
      </div>
    </div>
  );
}
