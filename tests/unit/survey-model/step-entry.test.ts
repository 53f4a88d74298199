import { describe, expect, it } from 'vitest';
import { entryIdentity, entryUsr, nextEntryState, sameEntryState, stepHref, stepOf } from '../../../src/survey/model/step-entry';

describe('the history entries of survey steps, as the router writes its own', () => {
  it.each<[string, unknown, number]>([
    ['after an entry the router wrote', { usr: null, key: 'abc', idx: 4 }, 5],
    ['after the first entry', { usr: null, key: 'default', idx: 0 }, 1],
    ['after an entry without an index (written by another script)', { something: true }, 0],
    ['after no state at all', null, 0],
    ['an index that is not a whole number is not trusted', { idx: 2.5 }, 0],
    ['nor one that is not a number', { idx: '3' }, 0],
  ])('the next entry %s has index %s', (_case, current, idx) => {
    expect(nextEntryState(current, { surveyFrom: 'goals' }, 'k1')).toEqual({ usr: { surveyFrom: 'goals' }, key: 'k1', idx });
  });

  it.each<[string, unknown, unknown]>([
    ['keeps the key and index of an entry the router wrote', { usr: { a: 1 }, key: 'abc', idx: 3 }, { usr: { b: 2 }, key: 'abc', idx: 3 }],
    ['writes only the page state over any other entry', { key: 'abc' }, { usr: { b: 2 } }],
    ['writes only the page state over none', null, { usr: { b: 2 } }],
  ])('replacing an entry %s', (_case, current, expected) => {
    expect(sameEntryState(current, { b: 2 })).toEqual(expected);
  });

  it.each<[unknown, unknown]>([
    [{ usr: { surveyFrom: 'goals' }, key: 'k', idx: 1 }, { surveyFrom: 'goals' }],
    [{ usr: null, key: 'k', idx: 1 }, null],
    [{ key: 'k' }, undefined],
    [null, undefined],
    ['text', undefined],
  ])('the page state of %j is %j', (state, usr) => {
    expect(entryUsr(state)).toEqual(usr);
  });
});

describe('telling whether the person is still on the history entry they pressed on', () => {
  const here = 'https://app.example/health-profile-survey/health-profile?question=sex';
  const there = 'https://app.example/health-profile-survey/health-profile?question=dob';
  it.each<[string, [unknown, string], [unknown, string], boolean]>([
    ['the same entry', [{ usr: null, key: 'k1', idx: 3 }, here], [{ usr: { surveyFrom: 'dob' }, key: 'k1', idx: 3 }, here], true],
    ['Back to the entry before (another key and URL)', [{ key: 'k2', idx: 4 }, here], [{ key: 'k1', idx: 3 }, there], false],
    ['an entry of the same URL written again (another key)', [{ key: 'k2', idx: 4 }, here], [{ key: 'k3', idx: 5 }, here], false],
    ['Back to the load’s first entry, which has no key', [{ key: 'k2', idx: 1 }, here], [null, there], false],
    ['the load’s first entry, still on screen', [null, here], [null, here], true],
  ])('%s: %s', (_case, [pressedState, pressedHref], [nowState, nowHref], same) => {
    expect(entryIdentity(pressedState, pressedHref) === entryIdentity(nowState, nowHref)).toBe(same);
  });
});

describe('step URLs', () => {
  it.each<[string, string, string | null, string]>([
    ['/health-profile-survey/health-check', '', 'goals', '/health-profile-survey/health-check?question=goals'],
    ['/health-profile-survey/health-check', '?skipIntro=true', 'dob', '/health-profile-survey/health-check?skipIntro=true&question=dob'],
    [
      '/health-profile-survey/health-check',
      '?question=goals&skipIntro=true',
      'dob',
      '/health-profile-survey/health-check?question=dob&skipIntro=true',
    ],
    ['/health-profile-survey/health-check', '?skipIntro=true&question=goals', null, '/health-profile-survey/health-check?skipIntro=true'],
    ['/health-profile-survey/health-check', '?question=goals', null, '/health-profile-survey/health-check'],
    ['/s', '?question=a', 'b c&d', '/s?question=b+c%26d'],
  ])('%s%s to %s: %s', (pathname, search, step, href) => {
    expect(stepHref(pathname, search, step)).toBe(href);
  });

  it.each<[string, string | null]>([
    ['?question=goals', 'goals'],
    ['?skipIntro=true&question=dob', 'dob'],
    ['?skipIntro=true', null],
    ['', null],
    ['?question=b+c%26d', 'b c&d'],
  ])('%s names the step %s', (search, step) => {
    expect(stepOf(search)).toBe(step);
  });
});
