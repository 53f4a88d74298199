import { useCallback, useEffect, useLayoutEffect, useRef, type FocusEvent, type FormEvent } from 'react';
import { InlineError } from '../../ui/inline-error';
import { afterPaint } from '../../ui/after-paint';
import { focusLeaves } from '../../ui/focus-leaves';
import { QuestionNav } from './question-nav';
import { questionTemplates } from './question-registry';
import { QuestionTitle } from './question-title';
import { SurveyProgress } from './survey-progress';
import type { QuestionView } from './use-survey-flow';

type Props = Omit<QuestionView, 'status'>;

/** A function that stays the same across renders and calls the latest `fn` (set once committed). */
function useLatest(fn: () => void): () => void {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback(() => latest.current(), []);
}

/** One question per screen: its title takes focus when it appears, so a screen reader reads the new question. */
export function QuestionScreen({
  nodeId,
  node,
  number,
  answers,
  value,
  error,
  percent,
  canGoBack,
  busy,
  isLast,
  setValue,
  check,
  back,
  next,
}: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A pointer pressing Back or Next must not see the button moved by a message appearing on blur: those
  // buttons validate (or not) themselves. Tabbing to them still validates, as nothing is under a pointer then.
  const pressingNav = useRef(false);
  const labelId = `q-${nodeId}-title`;
  const errorId = error ? `q-${nodeId}-error` : null;
  const Template = questionTemplates[node.template];
  // Back and Next are new functions every render; the memoised buttons get ones that stay, calling the latest.
  const onBack = useLatest(back);
  const onNext = useLatest(next);
  // Once the question is painted: moving focus (and reading the scroll position) makes the browser lay the page out
  // at once, which before the paint would be a second layout on the way to it. A new question starts at the top
  // of the page, as a new page would.
  useEffect(
    () =>
      afterPaint(() => {
        if (window.scrollY !== 0) window.scrollTo(0, 0);
        heading.current?.focus();
      }),
    [nodeId],
  );
  const leaveField = (event: FocusEvent<HTMLDivElement>) => {
    if (focusLeaves(event) && !pressingNav.current) check();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    next();
  };
  return (
    <form className="survey-question" onSubmit={submit} noValidate data-node={nodeId} data-template={node.template}>
      <SurveyProgress percent={percent} />
      <QuestionTitle number={number} title={node.title} description={node.description} labelId={labelId} headingRef={heading} />
      <div className="survey-field" onBlur={leaveField}>
        <Template
          nodeId={nodeId}
          node={node}
          answers={answers}
          value={value}
          onChange={setValue}
          errorId={errorId}
          labelId={labelId}
          onLeavePart={(part) => !pressingNav.current && check(part)}
        />
      </div>
      {error ? (
        <div role="alert">
          <InlineError id={errorId ?? ''}>{error}</InlineError>
        </div>
      ) : null}
      <QuestionNav canGoBack={canGoBack} busy={busy} isLast={isLast} onBack={onBack} onNext={onNext} pressingNav={pressingNav} />
    </form>
  );
}
