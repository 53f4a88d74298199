import { memo, type RefObject } from 'react';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { message } from '../../ui/message';

interface Props {
  canGoBack: boolean;
  busy: boolean;
  isLast: boolean;
  /** The same function from one question to the next, so a Next renders these buttons again only when they change. */
  onBack: () => void;
  /**
   * Next's own click, Enter in a box included (a form's implicit submission clicks its submit button). The click is
   * cancelled, so the form is not submitted: the browser's submission (its autofill reading every field) cost about
   * 7 ms of each Next at 4x CPU, before the next question could render.
   */
  onNext: () => void;
  /** Set while a pointer is pressing Back or Next (see QuestionScreen). */
  pressingNav: RefObject<boolean>;
}

/**
 * Back and Next. Memoised: a Next otherwise re-renders both buttons and makes React compare every prop of their
 * elements on the way to painting the next question, for buttons that look the same on almost every question.
 */
export const QuestionNav = memo(function QuestionNav({ canGoBack, busy, isLast, onBack, onNext, pressingNav }: Props) {
  return (
    <div
      className="survey-nav"
      onPointerDown={() => {
        pressingNav.current = true;
      }}
      onPointerUp={() => {
        pressingNav.current = false;
      }}
      onPointerLeave={() => {
        pressingNav.current = false;
      }}
    >
      <Button variant="secondary" onClick={onBack} disabled={!canGoBack || busy}>
        <Icon name="chevron-left" />
        {message('survey.back')}
      </Button>
      <Button
        type="submit"
        busy={busy}
        busyLabel={message('survey.saving')}
        onClick={(event) => {
          event.preventDefault();
          onNext();
        }}
      >
        {isLast ? message('survey.finish') : message('survey.next')}
        {isLast ? null : <Icon name="arrow-right" />}
      </Button>
    </div>
  );
});
