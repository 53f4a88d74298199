import { describe, expect, it } from 'vitest';
import { fillMessage, messagePattern, messagePlaceholders, pluralSyntaxProblem } from '../../../src/domain/fill-message';
import { messages, type MessageKey } from '../../../src/generated/messages.gen';

describe('fillMessage', () => {
  it.each([
    ['plain placeholder', 'Hello {name}', { name: 'Ada' }, 'Hello Ada'],
    ['missing value stays visible', 'Hello {name}', {}, 'Hello {name}'],
    ['one', '{n, plural, one {# point} other {# points}}', { n: 1 }, '1 point'],
    ['other', '{n, plural, one {# point} other {# points}}', { n: 2 }, '2 points'],
    ['zero is other in English', '{n, plural, one {# point} other {# points}}', { n: 0 }, '0 points'],
    ['exact beats category', '{n, plural, =0 {none} one {# point} other {# points}}', { n: 0 }, 'none'],
    ['decimal is other', '{n, plural, one {# point} other {# points}}', { n: 1.5 }, '1.5 points'],
    ['number is grouped', '{n, plural, one {# member} other {# members}}', { n: 12345 }, '12,345 members'],
    ['numeric string counts', '{n, plural, one {# try} other {# tries}}', { n: '1' }, '1 try'],
    ['non-number leaves the source', '{n, plural, one {# try} other {# tries}}', { n: 'many' }, '{n, plural, one {# try} other {# tries}}'],
    [
      'placeholders inside a branch',
      '{count, plural, one {1 result, on {since}} other {# results since {since}}}',
      { count: 3, since: 'May' },
      '3 results since May',
    ],
    ['nested # is its own count', '{a, plural, other {# of {b, plural, one {# task} other {# tasks}}}}', { a: 0, b: 1 }, '0 of 1 task'],
    ['unclosed brace is left as written', 'Oops {name', { name: 'x' }, 'Oops {name'],
  ])('%s', (_, text, values, expected) => {
    expect(fillMessage(text, values)).toBe(expected);
  });

  it.each([
    ['Up {points, plural, one {# point} other {# points}} since {when}.', 'Up 1 point since May.', true],
    ['Up {points, plural, one {# point} other {# points}} since {when}.', 'Up 12 points since May.', true],
    ['Up {points, plural, one {# point} other {# points}} since {when}.', 'Down 1 point since May.', false],
    ['Costs (about) {price}?', 'Costs (about) £3?', true],
  ])('as a pattern, %s matches %s: %s', (template, text, expected) => {
    expect(messagePattern(template).test(text)).toBe(expected);
  });

  it.each([
    ['{n, plural, one {#}}', '{n, plural, ...} needs an "other" branch'],
    ['{n, plural, single {#} other {#}}', '{n, plural, ...}: unknown branch "single"'],
    ['{n, plural, one {#} other {#}', 'unclosed "{" at character 1'],
    ['{n, plural, one {#} other {#} stray}', '{n, plural, ...}: expected a branch such as "one {...}" at "stray"'],
  ])('reports a malformed plural: %s', (text, problem) => {
    expect(pluralSyntaxProblem(text)).toBe(problem);
  });
});

/** Every message of config/messages.yaml that fills a count a word agrees with, read at 1, 2 and 0. */
const COUNTED: readonly [MessageKey, Record<string, string | number>, string, string][] = [
  [
    'validation.password.minLength',
    { count: 1 },
    'Passwords must contain at least 1 character.',
    'Passwords must contain at least 2 characters.',
  ],
  ['validation.firstName.maxLength', { count: 1 }, 'First name must be 1 character or fewer', 'First name must be 2 characters or fewer'],
  ['validation.lastName.maxLength', { count: 1 }, 'Last name must be 1 character or fewer', 'Last name must be 2 characters or fewer'],
  ['validation.text.tooLong', { count: 1 }, 'This text must be 1 character or fewer', 'This text must be 2 characters or fewer'],
  ['survey.limitExceeded', { limit: 1 }, 'Please choose no more than 1 answer', 'Please choose no more than 2 answers'],
  ['result.community.average', { people: 1, value: '5' }, 'The average among 1 member is 5.', 'The average among 2 members is 5.'],
  [
    'result.history.summary',
    { count: 1, since: 'May 2026', status: 'normal' },
    '1 result, on May 2026: normal.',
    '2 results since May 2026, now normal.',
  ],
  ['predicted.after', { weeks: 1, value: '5' }, 'In 1 week: 5', 'In 2 weeks: 5'],
  ['scores.shift.up', { points: 1 }, 'Up 1 point since your last score', 'Up 2 points since your last score'],
  ['scores.shift.down', { points: 1 }, 'Down 1 point since your last score', 'Down 2 points since your last score'],
  [
    'scores.history.summary',
    { count: 1, since: 'May 2026', percent: 80, band: 'good' },
    '1 score, on May 2026: 80% (good).',
    '2 scores since May 2026, now 80% (good).',
  ],
  ['healthPlan.streak.best', { count: 1 }, 'Best streak: 1 week', 'Best streak: 2 weeks'],
  ['healthPlan.week.tasksDone', { done: 0, total: 1 }, '0 of 1 task done', '0 of 2 tasks done'],
  ['healthPlan.task.count', { count: 0, target: 1 }, '0 of 1 time this week', '0 of 2 times this week'],
  ['healthPlan.complete.weeksUnit', { count: 1 }, '1 week', '2 weeks'],
  ['healthPlan.complete.areaDone', { area: 'Sleep', count: 1 }, 'Sleep: 1 task done', 'Sleep: 2 tasks done'],
  ['healthPlan.complete.intro', { weeks: 1 }, "Here's what changed over your week.", "Here's what changed over your 2 weeks."],
  ['healthPlan.review.tooLong', { max: 1 }, 'Keep your note to 1 character or fewer', 'Keep your note to 2 characters or fewer'],
  [
    'healthPlan.onboarding.commitmentTooLong',
    { max: 1 },
    'Keep your reason to 1 character or fewer',
    'Keep your reason to 2 characters or fewer',
  ],
  ['shop.frequency.day', { count: 1 }, 'Every day', 'Every 2 days'],
  ['shop.frequency.week', { count: 1 }, 'Every week', 'Every 2 weeks'],
  ['shop.frequency.month', { count: 1 }, 'Every month', 'Every 2 months'],
  ['shop.frequency.year', { count: 1 }, 'Every year', 'Every 2 years'],
  ['shop.subscriptions.everyMonths', { count: 1 }, 'Every month', 'Every 2 months'],
  [
    'share.form.passcodeShort',
    { count: 1 },
    'Use at least 1 digit for the passcode, or leave it empty',
    'Use at least 2 digits for the passcode, or leave it empty',
  ],
  ['share.form.passcodeLong', { count: 1 }, 'Use 1 digit or fewer for the passcode', 'Use 2 digits or fewer for the passcode'],
  ['share.passcode.short', { count: 1 }, 'The passcode has at least 1 digit', 'The passcode has at least 2 digits'],
  ['share.passcode.long', { count: 1 }, 'The passcode has 1 digit or fewer', 'The passcode has 2 digits or fewer'],
  [
    'share.passcode.wrong',
    { tries: 1 },
    'That passcode is not right. You have 1 try left before the link locks.',
    'That passcode is not right. You have 2 tries left before the link locks.',
  ],
];

describe('every counted message agrees with its count', () => {
  it.each(COUNTED)('%s', (key, values, one, two) => {
    const countName = Object.keys(values).find((name) => values[name] === 1) ?? '';
    expect(fillMessage(messages[key], values)).toBe(one);
    expect(fillMessage(messages[key], { ...values, [countName]: 2 })).toBe(two);
  });

  it.each([
    ['forecast.intro', { name: 'Ferritin', weeks: 1 }, 'over the next week if'],
    ['forecast.intro', { name: 'Ferritin', weeks: 12 }, 'over the next 12 weeks if'],
    ['healthPlan.home.recommendedIntro', { months: 1 }, 'from the last month,'],
    ['healthPlan.home.recommendedIntro', { months: 3 }, 'from the last 3 months,'],
    ['healthPlan.onboarding.stepIntroBody', { weeks: 1 }, 'A plan of 1 week of small tasks'],
    ['share.links.kept', { days: 1 }, 'stay here for 1 day,'],
    ['share.links.kept', { days: 30 }, 'stay here for 30 days,'],
    ['share.links.lockedNote', { tries: 1 }, 'Locked after 1 wrong passcode:'],
    ['share.links.lockedNote', { tries: 5 }, 'Locked after 5 wrong passcodes:'],
  ] as const)('%s at %o', (key, values, part) => {
    expect(fillMessage(messages[key], values)).toContain(part);
  });

  /** A number followed by a counted noun outside a plural form is the bug this guards ("{count} points"). */
  it('no message puts a bare count before a word that agrees with it', () => {
    const bare =
      /\{(?!name\}|category\})(\w+)\} (?:points|results|scores|weeks|months|days|digits|characters|answers|members|tasks|times|tries|passcodes|wrong passcodes)\b/;
    const offenders = Object.entries(messages)
      .filter(([, text]) => bare.test(text.replace(/\{\w+, plural,[\s\S]*\}/g, '')))
      .map(([key]) => key);
    expect(offenders).toEqual([]);
  });

  it('every plural form is well formed', () => {
    expect(
      Object.entries(messages)
        .filter(([, text]) => pluralSyntaxProblem(text) !== null)
        .map(([key]) => key),
    ).toEqual([]);
    expect(messagePlaceholders(messages['result.history.summary'])).toEqual(['count', 'since', 'status', 'since', 'status']);
  });
});
