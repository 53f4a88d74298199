import { describe, expect, it } from 'vitest';
import { firstPaintHead } from '../../../codegen/first-paint-head';

const built = [
  '<head>',
  '    <title>Vitalia</title>',
  '    <script type="module" crossorigin src="/assets/index-A.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react-B.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/index-C.css">',
  '  </head>',
].join('\n');

describe("index.html's head, ordered for the first paint", () => {
  const head = firstPaintHead(built, ['<link rel="preload" href="/v1/user" as="fetch">', '<script src="/assets/boot-head-D.js"></script>']);
  const order = (part: string) => head.indexOf(part);

  it('asks for the stylesheet first, then the early parts in the order given, then the scripts', () => {
    expect(order('index-C.css')).toBeGreaterThan(order('</title>'));
    expect(order('index-C.css')).toBeLessThan(order('/v1/user'));
    expect(order('/v1/user')).toBeLessThan(order('boot-head-D.js'));
    expect(order('boot-head-D.js')).toBeLessThan(order('index-A.js'));
    expect(order('boot-head-D.js')).toBeLessThan(order('react-B.js'));
  });

  it('keeps each tag once', () => {
    for (const part of ['index-C.css', 'index-A.js', 'react-B.js', '/v1/user', 'boot-head-D.js']) expect(head.split(part)).toHaveLength(2);
  });

  it('fetches module scripts at low priority, and nothing the first paint needs', () => {
    expect(head).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-A.js">');
    expect(head).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-B.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C.css">');
    expect(head).toContain('<script src="/assets/boot-head-D.js"></script>');
  });
});
