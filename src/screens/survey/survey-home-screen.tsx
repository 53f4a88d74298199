import { currentSurvey as survey } from '../../generated/surveys/current-survey.gen';
import { pathFor } from '../../app-router/app-routes';
import { Card } from '../../ui/card';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import './survey-home-screen.css';
import './survey.css';

/** /health-profile-survey: the flows a person can take or continue. */
export default function SurveyHomeScreen() {
  useDocumentTitle(message('survey.homeHeading'));
  const starts = Object.values(survey.intents).filter((target) => target.surveyStart !== undefined);
  return (
    <section aria-labelledby="survey-home">
      <h1 id="survey-home">{message('survey.homeHeading')}</h1>
      <ul className="survey-flows">
        {starts.map((target) => (
          <Card
            key={target.route}
            as="li"
            heading={survey.flows[target.surveyStart ?? '']?.title}
            to={pathFor(target.route, {}, survey.flows[target.surveyStart ?? '']?.onboarding ? {} : { skipIntro: 'true' })}
          />
        ))}
      </ul>
    </section>
  );
}
