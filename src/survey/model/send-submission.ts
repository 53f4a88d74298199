import type { Submission } from './survey-submission';

type Attributes = Record<string, unknown>;

/** Where a finished flow's answers go: the person's account, and the health profile. */
export interface SubmissionTarget<Profile extends object> {
  updateUser(attributes: Attributes): Promise<unknown>;
  /** Resolves to the whole profile as the server holds it once the attributes are merged (null: it did not say). */
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
 * The profile once the groups are saved, from the server's answer to their one request: it is the profile as the
 * merge left it when it holds every attribute sent, as sent. It does not when the server stored a value other than
 * the one sent, or did not say: the profile is read again.
 */
export function profileAfter<Profile extends object>(groups: readonly Attributes[], answer: Profile | null): SavedProfile<Profile> {
  if (groups.length === 0) return { status: 'unchanged' };
  const sent = Object.assign({}, ...groups) as Attributes;
  const holdsAll =
    answer !== null &&
    Object.entries(sent).every(([key, value]) => Object.hasOwn(answer, key) && sameJson((answer as Attributes)[key], value));
  return holdsAll ? { status: 'answered', profile: answer } : { status: 'read-again' };
}

/**
 * Sends a finished flow's answers: the account's details, and the health profile's groups (goals, general health,
 * diet, ...) together in one request, both at once. The server merges the attributes sent into the profile as it
 * stands, in one statement: every group lands, or none does, and no other save of the profile is undone. One
 * request, not one a group, because the database takes the writes to one profile one after another (a row's lock):
 * seven requests would wait in a queue there. It settles once both requests have their answer, and then rejects with the first failure if
 * either failed: a retry never races a save still on its way.
 */
export async function sendSubmission<Profile extends object>(
  submission: Submission | null,
  target: SubmissionTarget<Profile>,
): Promise<SavedProfile<Profile>> {
  if (!submission) return { status: 'unchanged' };
  const groups = Object.values(submission.groups);
  // The account first: whatever follows the account's save can then run while the profile's is still on its way.
  const user = Object.keys(submission.user).length > 0 ? [target.updateUser(submission.user)] : [];
  const profile = groups.length > 0 ? target.updateHealthProfile(Object.assign({}, ...groups) as Attributes) : Promise.resolve(null);
  const failed = (await Promise.allSettled([...user, profile])).find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return profileAfter(groups, await profile);
}
