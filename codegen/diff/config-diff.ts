import type { FlatRoute } from '../../src/engine/routing/flat-routes';
import type { LoadedConfig } from '../load/loaded-config';
import { shownFields } from './form-fields';
import { formMessages } from './form-messages';
import { layoutCases, layoutRows, type LayoutArea, type LayoutCase } from './layout-items';
import type { Persona } from './personas';
import { decideFor, routeCases, routeTable, type RouteCase } from './route-decisions';
import { answerSets, surveyPath, type AnswerSet } from './survey-paths';
import { diffSurveyAttributes, diffSurveyQuestions, type SurveyAttributeChange, type SurveyQuestionChange } from './survey-questions';

/** One way of visiting one route that ends elsewhere after the change, for the personas listed. */
export interface RouteChange {
  routeId: string;
  path: string;
  caseLabel: string;
  personas: string[];
  before: string;
  after: string;
}

/** A flow that asks other questions, or in another order, for one set of answers; null where the survey or flow does not exist. */
export interface SurveyPathChange {
  survey: string;
  flow: string;
  answersLabel: string;
  before: string[] | null;
  after: string[] | null;
}

/** A form message that reads differently, appeared (before null) or went (after null). */
export interface FormMessageChange {
  form: string;
  field: string;
  rule: string;
  before: string | null;
  after: string | null;
}

/**
 * A form field added (before null), removed (after null) or shown with other rules, on the pages listed (those
 * where it changed alike).
 */
export interface FormFieldChange {
  form: string;
  field: string;
  pages: string[];
  before: string | null;
  after: string | null;
}

/** A menu or the banners showing other items, or the same in another order, for the personas and pages listed. */
export interface LayoutChange {
  area: LayoutArea;
  /** The pages it happens on: "" for any page, else what the page has ("?discount_code=yes", "after a failed request"). */
  situations: string[];
  personas: string[];
  removed: string[];
  added: string[];
  /** The new order, when the same items are shown in another order; otherwise null. */
  reordered: string[] | null;
}

export interface ConfigDiff {
  personas: { id: string; label: string }[];
  routes: RouteChange[];
  surveyPaths: SurveyPathChange[];
  surveyQuestions: SurveyQuestionChange[];
  surveyAttributes: SurveyAttributeChange[];
  formMessages: FormMessageChange[];
  formFields: FormFieldChange[];
  layout: LayoutChange[];
}

export const NO_ROUTE = 'no such route (the page does not exist)';

function unionBy<T>(lists: readonly (readonly T[])[], keyOf: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const list of lists) for (const item of list) if (!seen.has(keyOf(item))) seen.set(keyOf(item), item);
  return [...seen.values()];
}

/** Adds a persona to the change with the same key, or starts one: a reviewer reads one row for everyone it affects. */
function grouper<T extends { personas: string[] }>() {
  const groups = new Map<string, T>();
  return {
    add(key: string, personaId: string, make: () => Omit<T, 'personas'>): void {
      const group = groups.get(key);
      if (group) group.personas.push(personaId);
      else groups.set(key, { ...make(), personas: [personaId] } as T);
    },
    values: (): T[] => [...groups.values()],
  };
}

function diffRoutes(before: LoadedConfig, after: LoadedConfig, personas: readonly Persona[]): RouteChange[] {
  const tables = { before: routeTable(before), after: routeTable(after) };
  const ids = unionBy([tables.after.routes, tables.before.routes], (flat) => flat.id).map((flat) => flat.id);
  const changes = grouper<RouteChange>();
  for (const id of ids) {
    const flats = {
      before: tables.before.routes.find((flat) => flat.id === id),
      after: tables.after.routes.find((flat) => flat.id === id),
    };
    const cases = unionBy<RouteCase>(
      [flats.before ? routeCases(flats.before, before) : [], flats.after ? routeCases(flats.after, after) : []],
      (visit) => visit.label,
    );
    for (const visit of cases) {
      for (const persona of personas) {
        const decide = (config: LoadedConfig, table: ReturnType<typeof routeTable>, flat: FlatRoute | undefined) =>
          flat ? decideFor(config, table, flat, visit, persona) : undefined;
        const was = decide(before, tables.before, flats.before);
        const now = decide(after, tables.after, flats.after);
        const wasText = was?.outcome ?? NO_ROUTE;
        const nowText = now?.outcome ?? NO_ROUTE;
        if (wasText === nowText) continue;
        const path = (now ?? was)?.path ?? '';
        changes.add(JSON.stringify([id, visit.label, wasText, nowText]), persona.id, () => ({
          routeId: id,
          path,
          caseLabel: visit.label,
          before: wasText,
          after: nowText,
        }));
      }
    }
  }
  return changes.values();
}

function diffSurveyPaths(before: LoadedConfig, after: LoadedConfig, personas: readonly Persona[]): SurveyPathChange[] {
  const surveys = [...new Set([...Object.keys(before.surveys), ...Object.keys(after.surveys)])].sort();
  const changes: SurveyPathChange[] = [];
  for (const survey of surveys) {
    const flows = [...new Set([...Object.keys(before.surveys[survey]?.flows ?? {}), ...Object.keys(after.surveys[survey]?.flows ?? {})])];
    for (const flow of flows) {
      const sets = { before: answerSets(before, survey, flow, personas), after: answerSets(after, survey, flow, personas) };
      // Each revision walks its own reading of a person's saved profile; a branch's answer is tried on both.
      const own = (list: readonly AnswerSet[], label: string, fallback: AnswerSet) => list.find((set) => set.label === label) ?? fallback;
      for (const set of unionBy([sets.before, sets.after], (item) => item.label)) {
        const was = surveyPath(before, survey, flow, own(sets.before, set.label, set).answers);
        const now = surveyPath(after, survey, flow, own(sets.after, set.label, set).answers);
        if (JSON.stringify(was) !== JSON.stringify(now)) changes.push({ survey, flow, answersLabel: set.label, before: was, after: now });
      }
    }
  }
  return changes;
}

function diffFormMessages(before: LoadedConfig, after: LoadedConfig): FormMessageChange[] {
  const keyOf = (row: { form: string; field: string; rule: string }) => JSON.stringify([row.form, row.field, row.rule]);
  const was = new Map(formMessages(before).map((row) => [keyOf(row), row]));
  const now = new Map(formMessages(after).map((row) => [keyOf(row), row]));
  const keys = unionBy([[...now.keys()], [...was.keys()]], (key) => key);
  return keys.flatMap((key) => {
    const [a, b] = [was.get(key), now.get(key)];
    const row = b ?? a;
    return row === undefined || a?.text === b?.text
      ? []
      : [{ form: row.form, field: row.field, rule: row.rule, before: a?.text ?? null, after: b?.text ?? null }];
  });
}

function diffFormFields(before: LoadedConfig, after: LoadedConfig): FormFieldChange[] {
  const keyOf = (row: { form: string; field: string; page: string }) => JSON.stringify([row.form, row.field, row.page]);
  const was = new Map(shownFields(before).map((row) => [keyOf(row), row]));
  const now = new Map(shownFields(after).map((row) => [keyOf(row), row]));
  // One row per field and change, listing every page where it changed alike.
  const changes = new Map<string, FormFieldChange>();
  for (const key of unionBy([[...now.keys()], [...was.keys()]], (item) => item)) {
    const [a, b] = [was.get(key), now.get(key)];
    const row = b ?? a;
    if (row === undefined || a?.rules === b?.rules) continue;
    const change = { form: row.form, field: row.field, before: a?.rules ?? null, after: b?.rules ?? null };
    const group = JSON.stringify(change);
    const existing = changes.get(group);
    if (existing) existing.pages.push(row.page);
    else changes.set(group, { ...change, pages: [row.page] });
  }
  return [...changes.values()];
}

function layoutChange(was: readonly string[], now: readonly string[]): Pick<LayoutChange, 'removed' | 'added' | 'reordered'> {
  const removed = was.filter((item) => !now.includes(item));
  const added = now.filter((item) => !was.includes(item));
  const kept = { was: was.filter((item) => now.includes(item)), now: now.filter((item) => was.includes(item)) };
  return { removed, added, reordered: JSON.stringify(kept.was) === JSON.stringify(kept.now) ? null : [...now] };
}

function diffLayout(before: LoadedConfig, after: LoadedConfig, personas: readonly Persona[]): LayoutChange[] {
  const cases = unionBy<LayoutCase>([layoutCases(before), layoutCases(after)], (situation) => situation.label);
  const was = layoutRows(before, personas, cases);
  const now = layoutRows(after, personas, cases);
  // One row per change to a menu, listing everyone and every page it happens for.
  const changes = new Map<string, LayoutChange>();
  now.forEach((row, index) => {
    const old = was[index]?.items ?? [];
    if (JSON.stringify(old) === JSON.stringify(row.items)) return;
    const change = layoutChange(old, row.items);
    const key = JSON.stringify([row.area, change]);
    const group = changes.get(key) ?? { area: row.area, situations: [], personas: [], ...change };
    if (!group.situations.includes(row.caseLabel)) group.situations.push(row.caseLabel);
    if (!group.personas.includes(row.personaId)) group.personas.push(row.personaId);
    changes.set(key, group);
  });
  return [...changes.values()];
}

/**
 * What changes for people between two loaded configs (as codegen's loader returns them): every route
 * decision, survey path, form field and message, menu and banner that differs, per persona. Pure: the studio compares
 * against HEAD with it, `npm run config:diff` against any git revision.
 */
export function diffConfigs(before: LoadedConfig, after: LoadedConfig, personas: readonly Persona[]): ConfigDiff {
  return {
    personas: personas.map((persona) => ({ id: persona.id, label: persona.label })),
    routes: diffRoutes(before, after, personas),
    surveyPaths: diffSurveyPaths(before, after, personas),
    surveyQuestions: diffSurveyQuestions(before, after),
    surveyAttributes: diffSurveyAttributes(before, after),
    formMessages: diffFormMessages(before, after),
    formFields: diffFormFields(before, after),
    layout: diffLayout(before, after, personas),
  };
}

export function hasChanges(diff: ConfigDiff): boolean {
  return (
    diff.routes.length +
      diff.surveyPaths.length +
      diff.surveyQuestions.length +
      diff.surveyAttributes.length +
      diff.formMessages.length +
      diff.formFields.length +
      diff.layout.length >
    0
  );
}
