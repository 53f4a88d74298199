import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diffConfigs, hasChanges, NO_ROUTE, type ConfigDiff } from '../../../codegen/diff/config-diff';
import { seedPersonas, type Persona } from '../../../codegen/diff/personas';
import { NO_CHANGES, pathDifference, renderDiffMarkdown } from '../../../codegen/diff/render-markdown';
import { loadProjectConfig } from '../../../codegen/load/load-config';
import { nextVersion } from '../../../codegen/checks/published-surveys';
import type { LoadedConfig } from '../../../codegen/load/loaded-config';
import type { Route } from '../../../src/generated/config-types.gen';

const root = path.resolve(__dirname, '../../..');
const labels = { before: '`main`', after: 'this working tree' };

let base: LoadedConfig;
let personas: Persona[];
let signedIn: string[];

beforeAll(() => {
  const { config, errors } = loadProjectConfig(root);
  if (!config) throw new Error(`project config does not load: ${errors.map((error) => error.message).join('; ')}`);
  base = config;
  personas = seedPersonas();
  signedIn = personas.filter((persona) => persona.authenticated).map((persona) => persona.id);
}, 30_000);

function route(config: LoadedConfig, id: string): Route {
  const all = (routes: readonly Route[]): Route[] => routes.flatMap((candidate) => [candidate, ...all(candidate.children ?? [])]);
  const found = all(config.routes.routes).find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no route ${id}`);
  return found;
}

/** The project config, changed by `edit` on a copy. */
function edited(edit: (config: LoadedConfig) => void): LoadedConfig {
  const copy = structuredClone(base);
  edit(copy);
  return copy;
}

function diffOf(edit: (config: LoadedConfig) => void): ConfigDiff {
  return diffConfigs(base, edited(edit), personas);
}

// Each case runs every route for every persona on two configs: well under a second alone, longer on a busy machine.
describe('config:diff: what changes for people', { timeout: 30_000 }, () => {
  it('finds nothing between a config and itself, and says so', () => {
    const diff = diffConfigs(base, structuredClone(base), personas);
    expect(diff).toMatchObject({ routes: [], surveyPaths: [], formMessages: [], formFields: [], layout: [] });
    expect(hasChanges(diff)).toBe(false);
    expect(renderDiffMarkdown(diff, labels)).toBe(
      `## What changes for people\n\nBefore: \`main\`. After: this working tree.\n\n${NO_CHANGES}\n`,
    );
  });

  it('a changed redirect: every signed-in persona who passes the verification wall now leaves for the other page, with the flag on only', () => {
    const diff = diffOf((config) => {
      route(config, 'settings').redirects![0]!.external = 'overview';
    });
    expect(diff.routes).toEqual([
      {
        routeId: 'settings',
        path: '/settings',
        caseLabel: 'flag externalAccountPages on',
        personas: signedIn.filter((id) => id !== 'unverified@example.com'),
        before: 'leaves for https://www.vitalia.example/settings',
        after: 'leaves for https://www.vitalia.example/overview',
      },
    ]);
    expect(diff.surveyPaths).toEqual([]);
    expect(diff.layout).toEqual([]);
  });

  it('a redirect that passes the query on shows the query it was visited with', () => {
    const diff = diffOf((config) => {
      route(config, 'results-upload-new').redirects![0]!.pathSuffix = '/start';
    });
    expect(diff.routes.map((change) => [change.caseLabel, change.before, change.after])).toEqual([
      [
        'flag externalResultsUpload on',
        'leaves for https://www.vitalia.example/results-upload/new',
        'leaves for https://www.vitalia.example/results-upload/start',
      ],
    ]);
  });

  it('a route made public lets someone signed out see it instead of signing in', () => {
    const diff = diffOf((config) => {
      route(config, 'settings').access = 'public';
    });
    expect(diff.routes).toContainEqual({
      routeId: 'settings',
      path: '/settings',
      caseLabel: '',
      personas: ['visitor'],
      before: 'sent to /login?redirectTo=/settings (sign in first)',
      after: 'sees the page',
    });
  });

  it('a removed route says the page no longer exists, for everyone', () => {
    const diff = diffOf((config) => {
      config.routes.routes = config.routes.routes.filter((candidate) => candidate.id !== 'tests');
    });
    const plain = diff.routes.filter((change) => change.routeId === 'tests');
    expect(plain.map((change) => change.after)).toEqual(plain.map(() => NO_ROUTE));
    expect(plain.flatMap((change) => change.personas).sort()).toEqual(personas.map((persona) => persona.id).sort());
  });

  it('a changed branch: the answer that takes it walks other questions, in every flow that asks it', () => {
    const diff = diffOf((config) => {
      const next = config.surveys.healthSurvey_v12!.nodes['vigorous-days']!.next as { to: string }[];
      next[0]!.to = 'walking-days';
    });
    expect(diff.surveyPaths.map((change) => [change.flow, change.answersLabel])).toEqual([
      ['health-check', 'vigorous-days = 0'],
      ['additional-questions', 'vigorous-days = 0'],
      ['health-profile', 'vigorous-days = 0'],
    ]);
    expect(pathDifference(diff.surveyPaths[0]!.before, diff.surveyPaths[0]!.after)).toEqual([
      '… vigorous-days → moderate-days → moderate-minutes → walking-days …',
      '… vigorous-days → walking-days …',
    ]);
    expect(diff.routes).toEqual([]);
  });

  it('lists survey questions added or with other limits, and the saved attributes each flow may now write or reset', () => {
    const diff = diffOf((config) => {
      const survey = config.surveys.healthSurvey_v12!;
      survey.nodes['sleep-hours']!.max = 12;
      survey.nodes['sleep-goal-hours'] = {
        template: 'number',
        title: 'How many hours do you sleep?',
        health_profile: 'sleep_hours',
        group: 'lifestyle',
        min: 3,
        max: 12,
      };
      survey.flows.recommendations!.nodes.splice(
        survey.flows.recommendations!.nodes.indexOf('recommendations-intent'),
        0,
        'sleep-goal-hours',
      );
      (survey.nodes['vigorous-days']!.next as { to: string }[])[0]!.to = 'walking-days';
    });
    expect(diff.surveyQuestions).toEqual([
      { survey: 'healthSurvey_v12', question: 'sleep-hours', before: 'optional, a number 0–24', after: 'optional, a number 0–12' },
      { survey: 'healthSurvey_v12', question: 'sleep-goal-hours', before: null, after: 'optional, a number 3–12' },
    ]);
    expect(diff.surveyAttributes).toEqual([
      {
        survey: 'healthSurvey_v12',
        flow: 'recommendations',
        writes: { added: ['sleep_hours'], removed: [] },
        resets: { added: [], removed: [] },
      },
      ...['health-check', 'additional-questions', 'health-profile'].map((flow) => ({
        survey: 'healthSurvey_v12',
        flow,
        writes: { added: [], removed: [] },
        resets: { added: ['active_days_moderate'], removed: [] },
      })),
    ]);
  });

  it('compares a new survey version with the one it carries answers from', () => {
    // A version no one has added yet, so a draft staff have added beside v12 changes nothing here.
    const version = nextVersion('healthSurvey_v12', Object.keys(base.surveys));
    const diff = diffOf((config) => {
      const draft = {
        ...structuredClone(config.surveys.healthSurvey_v12!),
        version,
        status: 'draft' as const,
        carryAnswersFrom: ['healthSurvey_v12'],
      };
      draft.nodes['sleep-hours']!.max = 12;
      config.surveys[version] = draft;
    });
    expect(diff.surveyQuestions).toEqual([
      {
        survey: `healthSurvey_v12 → ${version}`,
        question: 'sleep-hours',
        before: 'optional, a number 0–24',
        after: 'optional, a number 0–12',
      },
    ]);
    expect(diff.surveyAttributes).toEqual([]);
  });

  it('a changed constant a branch reads changes the path of the answers on its edge', () => {
    const diff = diffOf((config) => {
      config.app.constants.importantGoalMinGoals += 1;
    });
    const recommendations = diff.surveyPaths.filter((change) => change.flow === 'recommendations').map((change) => change.answersLabel);
    expect(recommendations.length).toBeGreaterThan(0);
    for (const change of diff.surveyPaths) expect(change.before).not.toEqual(change.after);
  });

  it('a changed message: every form that shows it lists the old and new words', () => {
    const diff = diffOf((config) => {
      config.messages.messages['validation.currentPassword.required'] = 'Enter your current password';
    });
    expect(diff.formMessages).toEqual([
      {
        form: 'change-password',
        field: 'current_password',
        rule: 'required',
        before: 'Please enter your current password',
        after: 'Enter your current password',
      },
      {
        form: 'change-password',
        field: 'current_password',
        rule: 'minLength',
        before: 'Please enter your current password',
        after: 'Enter your current password',
      },
    ]);
  });

  it('a changed limit fills the message with the new number', () => {
    const diff = diffOf((config) => {
      config.app.constants.passwordMinLength = 10;
    });
    expect(
      diff.formMessages.filter((change) => change.rule === 'minLength' && change.field === 'password').map((change) => change.after),
    ).toEqual(expect.arrayContaining(['Passwords must contain at least 10 characters.']));
  });

  it('a message added to a form appears with nothing before it', () => {
    const diff = diffOf((config) => {
      config.forms['change-password']!.messages!.password!.maxLength = 'validation.password.invalid';
    });
    expect(diff.formMessages).toEqual([
      { form: 'change-password', field: 'password', rule: 'maxLength', before: null, after: 'The password is invalid' },
    ]);
  });

  it('a field added to a form: on the pages that show it, and not on the page that shows only some of its fields', () => {
    const diff = diffOf((config) => {
      const form = config.forms['personal-details']!;
      form.schema.properties = {
        ...form.schema.properties,
        test_added_field: { type: 'string', title: 'Test added field', maxLength: 40 },
      };
    });
    expect(diff.formFields).toEqual([
      { form: 'personal-details', field: 'test_added_field', pages: ['/settings'], before: null, after: 'optional, at most 40 characters' },
    ]);
    expect(renderDiffMarkdown(diff, labels)).toContain(
      '### Form fields (1)\n\n| Form | Field | Pages | Before | After |\n| --- | --- | --- | --- | --- |\n| personal-details | test_added_field | /settings | (not shown) | optional, at most 40 characters |',
    );
  });

  it('a field re-limited or removed: before and after on every page that shows it', () => {
    const diff = diffOf((config) => {
      const details = config.forms['personal-details']!.schema.properties!;
      details.last_name = { ...details.last_name, maxLength: 40 };
      const contact = config.forms['contact-details']!;
      delete contact.schema.properties!.phone_number;
      delete contact.messages!.phone_number;
    });
    const nameRule = (limit: number) => `required, at most ${limit} characters, matching ^(?=.*\\p{L})[\\p{L}'’ ‐–-]+$`;
    expect(diff.formFields).toEqual([
      {
        form: 'personal-details',
        field: 'last_name',
        pages: ['/settings', '/results-upload/new', '/results-upload/:testcycle'],
        before: nameRule(50),
        after: nameRule(40),
      },
      {
        form: 'contact-details',
        field: 'phone_number',
        pages: ['/settings'],
        before: 'optional, matching ^[+0-9 ()-]{7,20}$',
        after: null,
      },
    ]);
  });

  it('a removed navigation item: the people who saw it, on every page', () => {
    const diff = diffOf((config) => {
      config.navigation.mainNavigation = config.navigation.mainNavigation!.filter((item) => item.id !== 'results');
    });
    expect(diff.layout).toEqual([
      {
        area: 'mainNavigation',
        situations: ['', '?discount_code=yes', 'after a failed request'],
        personas: [
          'results@example.com',
          'tfp@example.com',
          'failed@example.com',
          'planner@example.com',
          'incomplete@example.com',
          'results@example.com (app)',
        ],
        removed: ['Results (→ tests)'],
        added: [],
        reordered: null,
      },
    ]);
    expect(renderDiffMarkdown(diff, labels)).toContain(
      '| main navigation | every page | results@example.com, tfp@example.com, failed@example.com, planner@example.com, incomplete@example.com, results@example.com (app) | removed Results (→ tests) |',
    );
  });

  it('two banners swapped: the new order, for the people who see both', () => {
    const diff = diffOf((config) => {
      const banners = config.banners.banners;
      const at = banners.findIndex((banner) => banner.id === 'discount');
      [banners[at - 1], banners[at]] = [banners[at]!, banners[at - 1]!];
    });
    expect(diff.layout.map((change) => [change.area, change.situations, change.personas, change.removed, change.added])).toEqual([
      ['banners', ['?discount_code=yes'], ['new@example.com'], [], []],
    ]);
    expect(diff.layout[0]!.reordered?.map((item) => item.split(':')[0])).toEqual(['discount', 'email-verification', 'mobile-app-download']);
  });

  it('a banner message changed reads as the old banner removed and the new one added', () => {
    const diff = diffOf((config) => {
      config.messages.messages['banner.mobileApp'] = 'Try our app';
    });
    expect(diff.layout).toHaveLength(1);
    expect(diff.layout[0]!.added).toEqual(['mobile-app-download: Try our app']);
    expect(diff.layout[0]!.personas).not.toContain('tfp@example.com');
    expect(diff.layout[0]!.personas).not.toContain('results@example.com (app)');
  });
});

describe('config:diff Markdown', () => {
  it('escapes what would break a table cell and lists everyone as everyone', () => {
    const diff: ConfigDiff = {
      personas: [
        { id: 'a', label: 'A' },
        { id: 'b', label: 'B' },
      ],
      routes: [
        {
          routeId: 'x',
          path: '/x',
          caseLabel: '',
          personas: ['a', 'b'],
          before: 'sees the page',
          after: 'sent to /y?a=1|2 (redirect rule)',
        },
      ],
      surveyPaths: [],
      surveyQuestions: [{ survey: 's', question: 'q', before: 'optional, a number 0–24', after: null }],
      surveyAttributes: [
        { survey: 's', flow: 'f', writes: { added: ['sleep_hours'], removed: [] }, resets: { added: [], removed: ['smoking_amount'] } },
      ],
      formMessages: [{ form: 'f', field: 'g', rule: 'required', before: null, after: 'Line one\nline two' }],
      formFields: [
        { form: 'f', field: 'h', pages: ['/p', '/q'], before: 'optional', after: null },
        { form: 'f', field: 'k', pages: ['/p'], before: null, after: 'optional, matching ^a|b$' },
      ],
      layout: [],
    };
    const markdown = renderDiffMarkdown(diff, labels);
    expect(markdown).toContain('| f | h | /p, /q | optional | (not shown) |');
    expect(markdown).toContain('| f | k | /p | (not shown) | optional, matching ^a\\|b$ |');
    expect(markdown).toContain('| `/x` (x) | plain visit | everyone (2) | sees the page | sent to /y?a=1\\|2 (redirect rule) |');
    expect(markdown).toContain('| f | g | required | (none) | Line one line two |');
    expect(markdown).toContain('| s | `q` | optional, a number 0–24 | (not asked) |');
    expect(markdown).toContain('| s `f` | sleep_hours | — | — | smoking_amount |');
    expect(markdown).not.toContain(NO_CHANGES);
  });

  it.each([
    [
      ['a', 'b', 'c'],
      ['a', 'c'],
      ['a → b → c', 'a → c'],
    ],
    [
      ['a', 'b', 'c', 'd', 'e'],
      ['a', 'b', 'x', 'd', 'e'],
      ['… b → c → d …', '… b → x → d …'],
    ],
    [
      ['a', 'b'],
      ['a', 'b', 'c'],
      ['… b', '… b → c'],
    ],
    [[], ['a'], ['(nothing)', 'a']],
    [null, ['a'], ['(no such flow)', 'a']],
  ] as const)('shows %j against %j by where they differ', (before, after, expected) => {
    expect(pathDifference(before, after)).toEqual(expected);
  });
});
