/**
 * Seven groups of health profile attributes, as the survey sends them on finishing a flow, each with values of its
 * own in round `round`: what parallel PATCHes send in the tests that no update of one is lost to another.
 */
export function profileGroups(round: number): Record<string, unknown>[] {
  return [
    { goals: round % 2 === 0 ? ['sleep'] : ['energy', 'sleep'], important_goal: round % 2 === 0 ? null : 'energy' },
    { height: 160 + round, weight: 60 + round, ethnicity: `White ${round}` },
    { diet_rating: round, diet_grains: [`oats ${round}`] },
    { sleep_hours: 5 + round, smoking_category: 'never', alcohol_dont_drink: round % 2 === 0 },
    { stressed_rating: round, satisfied_with_life: 10 - round },
    { cancer: round % 2 === 0, stroke: null },
    { blood_pressure_treatment: round % 2 === 1, symptoms: [`symptom ${round}`] },
  ];
}

/** The profile the groups add up to. */
export const allOf = (groups: Record<string, unknown>[]): Record<string, unknown> =>
  Object.assign({}, ...groups) as Record<string, unknown>;
