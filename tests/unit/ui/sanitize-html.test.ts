// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../src/ui/sanitize-html';

const ORIGIN = 'https://app.vitalia.example';

function render(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html, ORIGIN);
  return host;
}

/** Classic payloads (OWASP XSS filter evasion sheet and DOMPurify's own tests): each must come out inert. */
const PAYLOADS: readonly string[] = [
  '<script>window.pwned = 1</script>',
  '<img src=x onerror="window.pwned=1">',
  '<svg onload="window.pwned=1"><circle r="1"/></svg>',
  '<svg><script>window.pwned=1</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.pwned=1>',
  '<a href="javascript:window.pwned=1">click</a>',
  '<a href="JaVaScRiPt:window.pwned=1">click</a>',
  '<a href="&#106;avascript:window.pwned=1">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>window.pwned=1</script>"></iframe>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<form action="https://evil.example"><input name="password"><button>Go</button></form>',
  '<div style="background:url(javascript:window.pwned=1)">x</div>',
  '<body onload="window.pwned=1">',
  '<details open ontoggle="window.pwned=1">x</details>',
  '<p onclick="window.pwned=1" onmouseover="window.pwned=1">hover</p>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<noscript><p title="</noscript><img src=x onerror=window.pwned=1>">',
  '<img src="x" srcset="javascript:window.pwned=1 1x">',
];

describe('sanitizeHtml', () => {
  it.each(PAYLOADS)('renders %s inert', (payload) => {
    const host = render(payload);
    expect(host.querySelector('script, iframe, object, embed, form, input, button, svg, math, style, meta, base, link')).toBeNull();
    for (const element of host.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith('on')).toBe(false);
        expect(attribute.name).not.toBe('style');
      }
    }
    for (const link of host.querySelectorAll('a')) {
      const href = link.getAttribute('href');
      if (href !== null) expect(href).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });

  it('keeps the text and ordinary formatting of an article', () => {
    const host = render('<h2>Why it matters</h2><p>Iron <strong>stores</strong> and <em>energy</em>.</p><ul><li>One</li></ul>');
    expect(host.querySelector('h2')?.textContent).toBe('Why it matters');
    expect(host.querySelector('strong')?.textContent).toBe('stores');
    expect(host.querySelectorAll('li')).toHaveLength(1);
  });

  it.each([
    ['https://www.nhs.uk/conditions/', true],
    ['//evil.example/path', true],
    ['https://app.vitalia.example/results', false],
    ['/recipes/1', false],
  ])('a link to %s opens in a new tab: %s', (href, external) => {
    const link = render(`<a href="${href}" target="_self">Read</a>`).querySelector('a');
    expect(link?.getAttribute('target') === '_blank').toBe(external);
    expect(link?.getAttribute('rel') === 'noopener noreferrer').toBe(external);
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('', ORIGIN)).toBe('');
  });
});

describe('images without alt text', () => {
  it.each([
    ['<p>Text<img src="x.png"></p>', ''],
    ['<img src="x.png" alt="A chart of cortisol over a day">', 'A chart of cortisol over a day'],
    ['<img src="x.png" alt="">', ''],
    ['<img src="x" onerror="window.pwned=1">', ''],
  ])('%s keeps or gets alt "%s", so none is read out by its file name', (html, alt) => {
    const image = render(html).querySelector('img');
    expect(image?.getAttribute('alt')).toBe(alt);
  });
});
