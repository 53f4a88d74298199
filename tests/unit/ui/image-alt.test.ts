// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { seedContentDocuments } from '../../../mocks/db/seed-content';
import { imagesWithoutAlt, markUndescribedImage } from '../../../src/ui/image-alt';

describe('imagesWithoutAlt: what the content check reports to an author', () => {
  it.each([
    ['<p>No image</p>', []],
    ['<img src="a.png" alt="A chart">', []],
    ['<img src="a.png" alt="">', []],
    ['<IMG SRC="a.png" ALT = "x">', []],
    ['<img src="a.png">', ['<img src="a.png">']],
    ['<p><img src="x" onerror="y"></p><img data-alt="no" src="b.png">', ['<img src="x" onerror="y">', '<img data-alt="no" src="b.png">']],
  ])('%s', (html, expected) => {
    expect(imagesWithoutAlt(html)).toEqual(expected);
  });
});

describe('markUndescribedImage', () => {
  it('gives an image without alt an empty one and leaves a described one alone', () => {
    const bare = document.createElement('img');
    const described = document.createElement('img');
    described.alt = 'A chart';
    markUndescribedImage(bare);
    markUndescribedImage(described);
    expect(bare.getAttribute('alt')).toBe('');
    expect(described.getAttribute('alt')).toBe('A chart');
  });
});

describe('content check: published documents whose images lack alt text', () => {
  it('reports only the sanitiser test article, whose image is an attack (the page shows it with alt="")', () => {
    const reported = seedContentDocuments(Date.UTC(2026, 0, 1)).filter(
      (document) => imagesWithoutAlt([document.introduction, document.body].filter(Boolean).join('')).length > 0,
    );
    expect(reported.map((document) => document.uid)).toEqual(['sleep-and-stress']);
  });
});
