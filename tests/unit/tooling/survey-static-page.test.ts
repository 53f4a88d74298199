import { describe, expect, it } from 'vitest';
import { staticSurveyPage } from '../../bench/survey-static-page';

const FIRST = '<form class="survey-question" data-node="goals"><h1>Goals?</h1><button type="submit">Next</button></form>';
const SECOND = '<form class="survey-question" data-node="sex"><h1>Sex?</h1><p>a </script> b</p></form>';
const DOCUMENT = [
  '<html lang="en-GB"><head><link rel="stylesheet" href="/assets/index.css"><link rel="modulepreload" href="/assets/a.js">',
  '<link rel="preload" href="/v1/user" as="fetch"><script type="module" src="/assets/index.js"></script></head>',
  `<body><div id="root"><header>Vitalia</header><main>${FIRST.replace('Goals?', 'Goals? (answered)')}</main></div>`,
  '<script>window.boot = 1;</script></body></html>',
].join('');

describe('staticSurveyPage', () => {
  const page = staticSurveyPage({ document: DOCUMENT, forms: [FIRST, '', SECOND] });

  it('keeps the page and its stylesheets, with none of its scripts or preloads', () => {
    expect(page.startsWith('<!doctype html><html lang="en-GB">')).toBe(true);
    expect(page).toContain('<link rel="stylesheet" href="/assets/index.css">');
    expect(page).toContain('<header>Vitalia</header>');
    expect(page).not.toMatch(/modulepreload|rel="preload"|index\.js|window\.boot/);
  });

  it('shows the first recorded question as it first appeared, in place of the one on screen', () => {
    expect(page).toContain(`<main>${FIRST}</main>`);
    expect(page).not.toContain('(answered)');
  });

  it('holds every recorded question (empty records left out) in one script that no question text can end', () => {
    const scripts = page.match(/<script>[\s\S]*?<\/script>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain('data-node=\\"sex\\"');
    expect(scripts[0]).toContain('\\u003c/script>');
    expect(scripts[0]).not.toContain('"",');
  });
});
