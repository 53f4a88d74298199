import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CurrentUser } from '../../api/auth-api';
import { pathFor } from '../../routing/app-routes';
import { FlowRecapScreen } from '../../survey/ui/flow-recap-screen';
import { QuestionScreen } from '../../survey/ui/question-screen';
import { useSurveyFlow } from '../../survey/ui/use-survey-flow';
import { Skeleton } from '../../ui/skeleton';
import './survey.css';

/** A started flow: the survey's engine, its questions and recap (a chunk of its own, loaded on Start). */
export default function SurveyFlow({ flow, user }: { flow: string; user: CurrentUser }) {
  const view = useSurveyFlow(flow, user);
  const navigate = useNavigate();
  useEffect(() => {
    if (view.status === 'done') void navigate(pathFor(view.target.routeId, {}, view.target.query));
  }, [view, navigate]);
  if (view.status === 'recap') return <FlowRecapScreen {...view} />;
  if (view.status !== 'question') return <Skeleton lines={4} />;
  return <QuestionScreen {...view} />;
}
