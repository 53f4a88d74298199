import type { ConfigDiff } from './config-diff';
import { hasChanges } from './config-diff';

export const NO_CHANGES = 'No changes for people.';

export interface DiffLabels {
  /** The revision compared against, e.g. "main" or "HEAD". */
  before: string;
  /** What it is compared with, e.g. "the working tree". */
  after: string;
}

/** A table cell: pipes and line breaks would end the cell, so they are escaped. */
function cell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

function table(headers: readonly string[], rows: readonly (readonly string[])[]): string[] {
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ];
}

function code(text: string): string {
  return `\`${text.replace(/`/g, "'")}\``;
}

function list(items: readonly string[] | null, missing: string): string {
  if (items === null) return missing;
  return items.length === 0 ? '(nothing)' : items.join(' → ');
}

/**
 * Two question sequences shown by where they differ, with one shared question either side for orientation
 * ("… vigorous-days → moderate-days → walking-days …"): whole flows run to fifty questions.
 */
export function pathDifference(before: readonly string[] | null, after: readonly string[] | null): [string, string] {
  if (before === null || after === null) return [list(before, '(no such flow)'), list(after, '(no such flow)')];
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end])
    end += 1;
  const from = Math.max(0, start - 1);
  const show = (path: readonly string[]): string => {
    const to = Math.min(path.length, path.length - end + 1);
    const middle = path.slice(from, to);
    return `${from > 0 ? '… ' : ''}${middle.length === 0 ? '(nothing)' : middle.join(' → ')}${to < path.length ? ' …' : ''}`;
  };
  return [show(before), show(after)];
}

function people(ids: readonly string[], total: number): string {
  return ids.length === total ? `everyone (${total})` : ids.join(', ');
}

function pages(situations: readonly string[]): string {
  return situations.includes('') ? 'every page' : situations.join('; ');
}

function layoutChange(change: ConfigDiff['layout'][number]): string {
  const parts = [...change.removed.map((item) => `removed ${item}`), ...change.added.map((item) => `added ${item}`)];
  if (change.reordered) parts.push(`now in this order: ${change.reordered.join(' → ')}`);
  return parts.join('; ');
}

const AREA_NAMES: Record<string, string> = {
  topNavigation: 'top navigation',
  mainNavigation: 'main navigation',
  sidebar: 'sidebar',
  accountMenu: 'account menu',
  support: 'support links',
  banners: 'banners',
};

/** The diff as Markdown a reviewer pastes into a pull request: one section per kind of change, one row per change. */
export function renderDiffMarkdown(diff: ConfigDiff, labels: DiffLabels): string {
  const total = diff.personas.length;
  const lines = [`## What changes for people`, '', `Before: ${labels.before}. After: ${labels.after}.`, ''];
  if (!hasChanges(diff)) return [...lines, NO_CHANGES, ''].join('\n');

  if (diff.routes.length > 0) {
    lines.push(`### Where people end up (${diff.routes.length})`, '');
    lines.push(
      ...table(
        ['Page', 'Visit', 'Who', 'Before', 'After'],
        diff.routes.map((change) => [
          `${code(change.path)} (${change.routeId})`,
          change.caseLabel || 'plain visit',
          people(change.personas, total),
          change.before,
          change.after,
        ]),
      ),
      '',
    );
  }
  if (diff.surveyPaths.length > 0) {
    lines.push(`### Survey questions asked (${diff.surveyPaths.length})`, '');
    lines.push(
      ...table(
        ['Survey flow', 'Answers', 'Before', 'After'],
        diff.surveyPaths.map((change) => [
          `${change.survey} ${code(change.flow)}`,
          change.answersLabel,
          ...pathDifference(change.before, change.after),
        ]),
      ),
      '',
    );
  }
  if (diff.surveyQuestions.length > 0) {
    lines.push(`### Survey questions and their limits (${diff.surveyQuestions.length})`, '');
    lines.push(
      ...table(
        ['Survey', 'Question', 'Before', 'After'],
        diff.surveyQuestions.map((change) => [
          change.survey,
          code(change.question),
          change.before ?? '(not asked)',
          change.after ?? '(not asked)',
        ]),
      ),
      '',
    );
  }
  if (diff.surveyAttributes.length > 0) {
    const names = (items: readonly string[]) => (items.length === 0 ? '—' : items.join(', '));
    lines.push(`### Saved attributes a survey flow may write or reset (${diff.surveyAttributes.length})`, '');
    lines.push(
      ...table(
        ['Survey flow', 'May now write', 'No longer writes', 'May now reset', 'No longer resets'],
        diff.surveyAttributes.map((change) => [
          `${change.survey} ${code(change.flow)}`,
          names(change.writes.added),
          names(change.writes.removed),
          names(change.resets.added),
          names(change.resets.removed),
        ]),
      ),
      '',
    );
  }
  if (diff.formFields.length > 0) {
    lines.push(`### Form fields (${diff.formFields.length})`, '');
    lines.push(
      ...table(
        ['Form', 'Field', 'Pages', 'Before', 'After'],
        diff.formFields.map((change) => [
          change.form,
          change.field,
          change.pages.join(', '),
          change.before ?? '(not shown)',
          change.after ?? '(not shown)',
        ]),
      ),
      '',
    );
  }
  if (diff.formMessages.length > 0) {
    lines.push(`### Form messages (${diff.formMessages.length})`, '');
    lines.push(
      ...table(
        ['Form', 'Field', 'When', 'Before', 'After'],
        diff.formMessages.map((change) => [change.form, change.field, change.rule, change.before ?? '(none)', change.after ?? '(none)']),
      ),
      '',
    );
  }
  if (diff.layout.length > 0) {
    lines.push(`### Navigation and banners (${diff.layout.length})`, '');
    lines.push(
      ...table(
        ['Where', 'Pages', 'Who', 'Change'],
        diff.layout.map((change) => [
          AREA_NAMES[change.area] ?? change.area,
          pages(change.situations),
          people(change.personas, total),
          layoutChange(change),
        ]),
      ),
      '',
    );
  }
  lines.push(
    '<details><summary>Who the personas are</summary>',
    '',
    ...table(
      ['Persona', 'Who'],
      diff.personas.map((persona) => [persona.id, persona.label]),
    ),
    '',
    '</details>',
    '',
  );
  return lines.join('\n');
}
