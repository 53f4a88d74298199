import { ErrorSink, type CheckContext } from './check-context';
import { checkCondition, openNames } from './check-condition';

/**
 * config/health-plan.yaml beyond its schema: criteria read only what a plan rule may read, rules name
 * criteria that exist, ids are unique, the heart plan is the weekly plan template, and there is one streak
 * message per plan week.
 */
export function checkHealthPlan(context: CheckContext): ErrorSink[] {
  const source = context.sources.get('config/health-plan.yaml');
  const plan = context.config['health-plan'];
  if (!source || !plan) return [];
  const sink = new ErrorSink(source);
  const { constants } = context.config.app;
  const known = { constants, derived: openNames(['bmi', 'alcoholUnitsPerWeek']) };
  for (const [name, condition] of Object.entries(plan.criteria)) checkCondition(sink, ['criteria', name], condition, 'plan', known);
  const criteria = Object.keys(plan.criteria);
  plan.heartPlan.whenAny.forEach((name, index) => sink.reference(['heartPlan', 'whenAny', index], 'criterion', name, criteria));
  if (plan.heartPlan.templateId !== constants.healthPlan.weeklyPlanTemplateId) {
    sink.at(
      ['heartPlan', 'templateId'],
      `heart plan template "${plan.heartPlan.templateId}" is not the weekly plan template "${constants.healthPlan.weeklyPlanTemplateId}" of config/app.yaml`,
    );
  }
  const seenInterventions = new Set<string>();
  const seenTasks = new Set<string>();
  plan.interventions.forEach((intervention, index) => {
    if (seenInterventions.has(intervention.id)) sink.at(['interventions', index, 'id'], `duplicate intervention id "${intervention.id}"`);
    seenInterventions.add(intervention.id);
    intervention.whenAny.forEach((name, at) => sink.reference(['interventions', index, 'whenAny', at], 'criterion', name, criteria));
    intervention.tasks.forEach((task, taskIndex) => {
      if (seenTasks.has(task.key)) sink.at(['interventions', index, 'tasks', taskIndex, 'key'], `duplicate task key "${task.key}"`);
      seenTasks.add(task.key);
      if (task.kind === 'information' && task.trackingTarget !== undefined) {
        sink.at(['interventions', index, 'tasks', taskIndex, 'trackingTarget'], 'an information task has no tracking target');
      }
      if (task.kind === 'tracking' && task.trackingTarget === undefined) {
        sink.at(['interventions', index, 'tasks', taskIndex], 'a tracking task needs trackingTarget (null lets the person choose)');
      }
    });
  });
  const weeks = constants.healthPlan.streakMessageWeeks;
  if (plan.streakMessages.length !== weeks) {
    sink.at(
      ['streakMessages'],
      `${plan.streakMessages.length} streak messages; constants.healthPlan.streakMessageWeeks asks for ${weeks}, one per week`,
    );
  }
  return [sink];
}
