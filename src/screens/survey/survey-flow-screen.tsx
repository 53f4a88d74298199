import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { healthSurveyV12 as survey } from '../../generated/surveys/health-survey-v12.gen';
import { useCurrentUser } from '../../layout/use-current-user';
import { pathFor } from '../../routing/app-routes';
import { QuestionScreen } from '../../survey/ui/question-screen';
import { useSurveyFlow } from '../../survey/ui/use-survey-flow';
import type { CurrentUser } from '../../api/auth-api';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { message } from '../../ui/message';
import { Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import type { ScreenProps } from '../screen-props';

function Flow({ flow, user }: { flow: string; user: CurrentUser }) {
  const view = useSurveyFlow(flow, user);
  const navigate = useNavigate();
  useEffect(() => {
    if (view.status === 'done') void navigate(pathFor(view.target.routeId, {}, view.target.query));
  }, [view, navigate]);
  if (view.status !== 'question') return <Skeleton lines={4} />;
  return <QuestionScreen {...view} />;
}

/** /health-profile-survey/<flow>: an onboarding flow opens with its intro unless skipIntro=true. */
export default function SurveyFlowScreen({ props }: ScreenProps) {
  const flow = typeof props.flow === 'string' ? props.flow : '';
  const config = survey.flows[flow];
  const user = useCurrentUser();
  const [search] = useSearchParams();
  const [started, setStarted] = useState(search.get('skipIntro') === 'true' || !config?.onboarding);
  useDocumentTitle(config?.title ?? message('survey.homeHeading'));
  if (!config || !user) return null;
  if (!started) {
    return (
      <section className="survey-intro" aria-labelledby="survey-intro">
        <span className="status-page__icon">
          <Icon name="heart" size={2} />
        </span>
        <h1 id="survey-intro">{config.title}</h1>
        <p className="lede">{message('survey.intro')}</p>
        <Button onClick={() => setStarted(true)}>
          {message('survey.start')}
          <Icon name="arrow-right" />
        </Button>
      </section>
    );
  }
  return <Flow flow={flow} user={user} />;
}
