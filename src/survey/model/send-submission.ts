import type { Submission } from './survey-submission';

type Attributes = Record<string, unknown>;

/** Where a finished flow's answers go: the person's account, and the health profile one group a call. */
export interface SubmissionTarget<Profile extends object> {
  updateUser(attributes: Attributes): Promise<unknown>;
  /** Resolves to the whole profile as the server holds it once this group is merged (null: it did not say). */
  updateHealthProfile(attributes: Attributes): Promise<Profile | null>;
}

/** What sending a flow's answers left to do: read the profile again, or use it as the server answered it. */
export type SavedProfile<Profile extends object> =
  { status: 'unchanged' } | { status: 'answered'; profile: Profile } | { status: 'read-again' };

/** Two JSON values alike, whatever the order of an object's keys (a server may store a document in its own order). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  const left = a as Attributes;
  const right = b as Attributes;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]));
}

/**
 * The profile once every group is saved, from the server's own answers: each answer is the profile as that group's
 * merge left it, so the one holding every attribute sent, as sent, came after all the others (or they changed
 * nothing it lacks). None does when the server stored a value other than the one sent: the profile is read again.
 */
export function profileAfter<Profile extends object>(
  groups: readonly Attributes[],
  answers: readonly (Profile | null)[],
): SavedProfile<Profile> {
  if (groups.length === 0) return { status: 'unchanged' };
  const sent = Object.assign({}, ...groups) as Attributes;
  const holdsAll = (answer: object) =>
    Object.entries(sent).every(([key, value]) => Object.hasOwn(answer, key) && sameJson((answer as Attributes)[key], value));
  const complete = answers.find((answer): answer is Profile => answer !== null && holdsAll(answer));
  return complete ? { status: 'answered', profile: complete } : { status: 'read-again' };
}

/**
 * Sends a finished flow's answers: the account's details and every group of the health profile (goals, general
 * health, diet, ...), all at once. The server merges each group's attributes into the profile as it stands, so no
 * group's save undoes another's. It settles once every request has its answer, and then rejects with the first
 * failure if any failed: a retry never races a save still on its way.
 */
export async function sendSubmission<Profile extends object>(
  submission: Submission | null,
  target: SubmissionTarget<Profile>,
): Promise<SavedProfile<Profile>> {
  if (!submission) return { status: 'unchanged' };
  const groups = Object.values(submission.groups);
  // The account first: a browser opens a few connections to a host, and whatever follows the account's save (a
  // read of it again) can then run while the profile's groups are still on their way.
  const user = Object.keys(submission.user).length > 0 ? [target.updateUser(submission.user)] : [];
  const profiles = groups.map((attributes) => target.updateHealthProfile(attributes));
  const failed = (await Promise.allSettled([...user, ...profiles])).find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return profileAfter(groups, await Promise.all(profiles));
}
