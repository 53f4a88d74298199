import { Link } from 'react-router-dom';
import { pathFor } from '../../routing/app-routes';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';

/** The end of the additional-questions and health-profile flows. */
export default function SurveyFinishScreen() {
  useDocumentTitle(message('survey.finishHeading'));
  return (
    <section aria-labelledby="survey-finish">
      <h1 id="survey-finish">{message('survey.finishHeading')}</h1>
      <p>{message('survey.finishBody')}</p>
      <p>
        <Link to={pathFor('survey-recap')}>{message('survey.recapLink')}</Link>
      </p>
    </section>
  );
}
