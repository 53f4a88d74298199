import type { Submission } from './survey-submission';

/** Where a finished flow's answers go: the health profile (one group a call) and the person's account. */
export interface SubmissionTarget {
  updateHealthProfile(attributes: Record<string, unknown>): Promise<unknown>;
  updateUser(attributes: Record<string, unknown>): Promise<unknown>;
}

/**
 * Sends a finished flow's answers: every group of the health profile (goals, general health, diet, ...) and the
 * account's details, all at once. The server merges each group's attributes into the profile as it stands, so no
 * group's save undoes another's. It settles once every request has its answer, and then rejects with the first
 * failure if any failed: a retry never races a save still on its way.
 */
export async function sendSubmission(submission: Submission | null, target: SubmissionTarget): Promise<void> {
  if (!submission) return;
  const groups = Object.values(submission.groups).map((attributes) => target.updateHealthProfile(attributes));
  const user = Object.keys(submission.user).length > 0 ? [target.updateUser(submission.user)] : [];
  const failed = (await Promise.allSettled([...groups, ...user])).find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}
