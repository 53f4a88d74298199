import { memo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../api/auth-api';
import { healthProfileQuery } from '../../api/health-profile-api';
import { FlowRecapScreen } from '../../survey/ui/flow-recap-screen';
import { QuestionScreen } from '../../survey/ui/question-screen';
import { useSurveyFlow } from '../../survey/ui/use-survey-flow';
import { Skeleton } from '../../ui/skeleton';
import './survey.css';

/**
 * A started flow: the survey's engine, its questions and recap (a chunk of its own, loaded on Start). It opens once
 * the person's health profile is in (or could not be read: the browser's answers and the account's details stand).
 */
export default function SurveyFlow({ flow, user }: { flow: string; user: CurrentUser }) {
  const profile = useQuery({ ...healthProfileQuery, meta: { silent: true } });
  if (profile.status === 'pending') return <Skeleton lines={4} />;
  return <OpenFlow flow={flow} user={user} profile={(profile.data ?? null) as Record<string, unknown> | null} />;
}

interface OpenFlowProps {
  flow: string;
  user: CurrentUser;
  profile: Record<string, unknown> | null;
}

/**
 * The flow once opened: a Next renders this alone. After it opens it reads only its flow and its person's id (the
 * profile and the account's details fill in its first answers), so the finishing save's own answers reaching the
 * cache do not render it again on the way to the page after it.
 */
const OpenFlow = memo(
  function OpenFlow({ flow, user, profile }: OpenFlowProps) {
    const view = useSurveyFlow(flow, user, profile);
    if (view.status === 'recap') return <FlowRecapScreen {...view} />;
    if (view.status !== 'question') return <Skeleton lines={4} />;
    return <QuestionScreen {...view} />;
  },
  (before: OpenFlowProps, after: OpenFlowProps) => before.flow === after.flow && before.user.id === after.user.id,
);
