import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { currentSurveyIntros as intros } from '../../generated/surveys/current-survey-intros.gen';
import { useCurrentUser } from '../../app-frame/use-current-user';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { message } from '../../ui/message';
import { Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import type { ScreenProps } from '../screen-props';
import './survey.css';

const loadFlow = () => import('./survey-flow');
const SurveyFlow = lazy(loadFlow);

/** Fetches the survey's engine when the person is about to press Start (pointer over it, or focus on it). */
const preloadFlow = () => void loadFlow().catch(() => undefined);

/**
 * /health-profile-survey/<flow>: an onboarding flow opens with its intro unless skipIntro=true. The intro needs
 * only the flow's title: the questions and the engine that walks them load on Start.
 */
export default function SurveyFlowScreen({ props }: ScreenProps) {
  const flow = typeof props.flow === 'string' ? props.flow : '';
  const intro = intros[flow];
  const user = useCurrentUser();
  const [search] = useSearchParams();
  const [started, setStarted] = useState(search.get('skipIntro') === 'true' || !intro?.onboarding);
  useDocumentTitle(intro?.title ?? message('survey.homeHeading'));
  if (!intro || !user) return null;
  if (!started) {
    return (
      <section className="survey-intro" aria-labelledby="survey-intro">
        <span className="status-page__icon">
          <Icon name="heart" size={2} />
        </span>
        <h1 id="survey-intro">{intro.title}</h1>
        <p className="lede">{message('survey.intro')}</p>
        <Button onClick={() => setStarted(true)} onPointerEnter={preloadFlow} onFocus={preloadFlow}>
          {message('survey.start')}
          <Icon name="arrow-right" />
        </Button>
      </section>
    );
  }
  return (
    <Suspense fallback={<Skeleton lines={4} />}>
      <SurveyFlow flow={flow} user={user} />
    </Suspense>
  );
}
