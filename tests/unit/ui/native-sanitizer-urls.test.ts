import { describe, expect, it } from 'vitest';
import { keepsUrl } from '../../../src/ui/native-sanitizer';

describe('keepsUrl: the links and sources the browser-sanitised rich text keeps, as DOMPurify would', () => {
  it.each([
    ['A', 'href', 'https://example.com/a', true],
    ['A', 'href', 'http://example.com/a', true],
    ['A', 'href', 'mailto:help@example.com', true],
    ['A', 'href', 'tel:+441234', true],
    ['A', 'href', '/results', true],
    ['A', 'href', '#top', true],
    ['A', 'href', 'page.html', true],
    ['A', 'href', 'folder/page:1', true],
    ['A', 'href', 'javascript:alert(1)', false],
    ['A', 'href', 'JavaScript:alert(1)', false],
    ['A', 'href', ' java\tscript:alert(1)', false],
    ['A', 'href', 'vbscript:msgbox', false],
    ['A', 'href', 'data:text/html,<script>alert(1)</script>', false],
    ['A', 'href', 'data:image/png;base64,AAAA', false],
    ['IMG', 'src', 'data:image/png;base64,AAAA', true],
    ['IMG', 'src', 'data:image/svg+xml;base64,AAAA', false],
    ['IMG', 'src', 'https://cdn.example/a.png', true],
    ['A', 'href', 'unknown-scheme:x', false],
  ])('%s %s=%s: %s', (tag, attribute, value, expected) => {
    expect(keepsUrl(tag, attribute, value)).toBe(expected);
  });
});
