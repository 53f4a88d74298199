import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('../../../src/ui/tokens.css', import.meta.url), 'utf8');
const colours = new Map(
  [...css.matchAll(/(--color-[\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((match) => [match[1] ?? '', (match[2] ?? '').toLowerCase()]),
);
const pairs = [...css.matchAll(/^\s*\*\s+(--color-[\w-]+) on (--color-[\w-]+) ([\d.]+)$/gm)].map((match) => ({
  fg: match[1] ?? '',
  bg: match[2] ?? '',
  min: Number(match[3]),
}));

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('design tokens', () => {
  it('declares the contrast pairs it promises', () => {
    expect(pairs.length).toBeGreaterThan(15);
  });

  it.each(pairs)('$fg on $bg reaches $min:1 (WCAG 2.2 AA)', ({ fg, bg, min }) => {
    const foreground = colours.get(fg);
    const background = colours.get(bg);
    expect(foreground, `${fg} is not a hex colour token`).toBeDefined();
    expect(background, `${bg} is not a hex colour token`).toBeDefined();
    expect(contrast(foreground ?? '', background ?? '')).toBeGreaterThanOrEqual(min);
  });

  it('switches motion off for people who ask for reduced motion', () => {
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)\s*{\s*:root\s*{[^}]*--motion-fast:\s*0ms/);
  });

  it('computes contrast the WCAG way (black on white is 21:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
