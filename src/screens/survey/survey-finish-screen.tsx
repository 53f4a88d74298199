import { pathFor } from '../../app-router/app-routes';
import { ButtonLink } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import './survey.css';

/** The end of the additional-questions and health-profile flows. */
export default function SurveyFinishScreen() {
  useDocumentTitle(message('survey.finishHeading'));
  return (
    <section className="status-page" aria-labelledby="survey-finish">
      <span className="status-page__icon">
        <Icon name="success" size={2} />
      </span>
      <h1 id="survey-finish">{message('survey.finishHeading')}</h1>
      <p className="lede">{message('survey.finishBody')}</p>
      <ButtonLink to={pathFor('survey-recap')} variant="secondary">
        {message('survey.recapLink')}
      </ButtonLink>
    </section>
  );
}
