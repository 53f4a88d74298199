import { useQuery } from '@tanstack/react-query';
import { healthProfileQuery } from '../../api/health-profile-api';
import { currentSurvey as survey } from '../../generated/surveys/current-survey.gen';
import { profileToAnswers } from '../../survey/model/profile-mapping';
import { describeAnswer } from '../../survey/ui/describe-answer';
import { useCurrentUser } from '../../app-frame/use-current-user';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { message } from '../../ui/message';
import { Skeleton } from '../../ui/skeleton';
import { SummaryList } from '../../ui/summary-list';
import { useDocumentTitle } from '../../ui/use-document-title';
import './survey.css';

/** /health-profile-survey/recap: what the saved health profile says, question by question. */
export default function SurveyRecapScreen() {
  useDocumentTitle(message('survey.recapHeading'));
  const user = useCurrentUser();
  const profile = useQuery({ ...healthProfileQuery, meta: { silent: true } });
  if (profile.status === 'pending') return <Skeleton lines={6} />;
  const answers = profileToAnswers(survey, (profile.data ?? {}) as Record<string, unknown>, {
    first_name: user?.first_name,
    dob: user?.dob,
    sex: user?.sex,
  });
  const entries = Object.entries(answers);
  return (
    <section aria-labelledby="survey-recap">
      <h1 id="survey-recap">{message('survey.recapHeading')}</h1>
      {entries.length === 0 ? (
        <EmptyState heading={message('survey.recapEmpty')} icon="clipboard" />
      ) : (
        <Card className="survey-recap">
          <SummaryList
            rows={entries.map(([id, value]) => ({ id, key: survey.nodes[id]?.title ?? id, value: describeAnswer(survey, id, value) }))}
          />
        </Card>
      )}
    </section>
  );
}
