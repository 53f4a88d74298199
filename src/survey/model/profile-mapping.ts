import type { Node, SurveyConfig } from '../../generated/config-types.gen';
import type { HealthProfileGroup } from '../../generated/entities.gen';
import { hasValue, type AnswerValue, type Answers, type HeightWeightAnswer, type Scalar } from './survey-state';

/** Goals the profile may hold from older surveys that the current one does not offer. */
export const GOALS_EXCLUDED_ON_IMPORT: readonly string[] = ['worried', 'tracking', 'other'];

export type ProfileGroup = HealthProfileGroup;

// The survey schema lists the same groups for a node's `group` (a type test in
// tests/unit/survey-model/profile-mapping.test.ts fails to compile if the two drift apart).

export interface ProfileUpdate {
  healthProfile: Record<string, unknown>;
  user: Record<string, unknown>;
}

function profileKeys(node: Node): string[] {
  if (typeof node.health_profile === 'string') return [node.health_profile];
  return Array.isArray(node.health_profile) ? node.health_profile : [];
}

/**
 * The health profile attributes a question saves: one per flag of a flags question, else its health_profile names
 * (a height-weight question's list: height, weight and their unit preferences). Codegen checks each against the schema.
 */
export function healthProfileAttributes(node: Node): string[] {
  return node.profileMapping === 'flags' ? (node.answers ?? []).map((answer) => String(answer.value)) : profileKeys(node);
}

/** The attributes one answered question sets. */
export function attributesOfAnswer(node: Node, value: AnswerValue): ProfileUpdate {
  const healthProfile: Record<string, unknown> = {};
  const user: Record<string, unknown> = {};
  if (node.user_profile) user[node.user_profile] = value;
  if (node.template === 'height-weight') {
    const measures = value as HeightWeightAnswer;
    Object.assign(healthProfile, {
      height: measures.height,
      weight: measures.weight,
      height_unit_preference: measures.heightUnit,
      weight_unit_preference: measures.weightUnit,
    });
  } else if (node.profileMapping === 'flags') {
    const chosen = Array.isArray(value) ? value : [];
    for (const answer of node.answers ?? []) healthProfile[String(answer.value)] = chosen.includes(answer.value);
  } else {
    const keys = profileKeys(node);
    // A one-answer multi-choice (important-goal) is stored as that single value.
    const stored = node.answers_limit === 1 && Array.isArray(value) ? (value[0] ?? null) : value;
    for (const key of keys) healthProfile[key] = stored;
  }
  return { healthProfile, user };
}

/**
 * The health-profile attributes a question owns, each set to null: what the server must store when the
 * question is on a path the person no longer takes. The account's own details (user_profile) are not
 * survey-owned, so they are never reset; nor are the unit preferences, which describe the person, not the answer.
 */
export function resetAttributesOf(node: Node): Record<string, null> {
  const keys = node.template === 'height-weight' ? ['height', 'weight'] : healthProfileAttributes(node);
  return Object.fromEntries(keys.map((key) => [key, null]));
}

/** Answers -> profile attributes, for the questions that have a value. */
export function answersToProfile(survey: SurveyConfig, answers: Answers, only?: ReadonlySet<string>): ProfileUpdate {
  const update: ProfileUpdate = { healthProfile: {}, user: {} };
  for (const [id, value] of Object.entries(answers)) {
    const node = survey.nodes[id];
    if (!node || !hasValue(value) || (only && !only.has(id))) continue;
    const attributes = attributesOfAnswer(node, value);
    Object.assign(update.healthProfile, attributes.healthProfile);
    Object.assign(update.user, attributes.user);
  }
  return update;
}

/** The same update split into the groups the profile is saved in. */
export function groupedProfileUpdates(survey: SurveyConfig, answers: Answers): Partial<Record<ProfileGroup, Record<string, unknown>>> {
  const groups: Partial<Record<ProfileGroup, Record<string, unknown>>> = {};
  for (const [id, value] of Object.entries(answers)) {
    const node = survey.nodes[id];
    if (!node?.group || !hasValue(value)) continue;
    groups[node.group] = { ...groups[node.group], ...attributesOfAnswer(node, value).healthProfile };
  }
  return groups;
}

function scalar(value: unknown): value is Scalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** Profile and user -> answers, to start the survey from what is already known. */
export function profileToAnswers(
  survey: SurveyConfig,
  profile: Readonly<Record<string, unknown>>,
  user: Readonly<Record<string, unknown>> = {},
): Record<string, AnswerValue> {
  const answers: Record<string, AnswerValue> = {};
  for (const [id, node] of Object.entries(survey.nodes)) {
    if (node.user_profile && scalar(user[node.user_profile])) {
      answers[id] = user[node.user_profile] as Scalar;
      continue;
    }
    if (node.template === 'height-weight') {
      const height = profile.height;
      const weight = profile.weight;
      if (typeof height === 'number' || typeof weight === 'number') {
        answers[id] = {
          height: typeof height === 'number' ? height : null,
          weight: typeof weight === 'number' ? weight : null,
          heightUnit: profile.height_unit_preference === 'imperial' ? 'imperial' : 'metric',
          weightUnit: profile.weight_unit_preference === 'imperial' ? 'imperial' : 'metric',
        };
      }
      continue;
    }
    if (node.profileMapping === 'flags') {
      const chosen = (node.answers ?? []).filter((answer) => profile[String(answer.value)] === true).map((answer) => answer.value);
      if (chosen.length > 0) answers[id] = chosen;
      continue;
    }
    const [key] = profileKeys(node);
    // Nothing stored (undefined or null) is neither a list nor a single value, so it answers nothing.
    const stored = key === undefined ? undefined : profile[key];
    if (Array.isArray(stored)) {
      const values = stored.filter(scalar).filter((value) => !(key === 'goals' && GOALS_EXCLUDED_ON_IMPORT.includes(String(value))));
      if (values.length > 0) answers[id] = values;
    } else if (scalar(stored)) {
      if (key === 'important_goal' && GOALS_EXCLUDED_ON_IMPORT.includes(String(stored))) continue;
      answers[id] = node.template === 'multi-choice' ? [stored] : stored;
    }
  }
  return answers;
}
