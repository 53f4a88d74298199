import { describe, expect, it } from 'vitest';
import { isKitCode, normaliseKitCode } from '../../../src/domain/kit-code';
import { registerKitForm } from '../../../src/generated/forms/register-kit.gen';

describe('kit codes', () => {
  it.each([
    ['VK7Q-4M2P-9XTR', 'VK7Q-4M2P-9XTR'],
    ['vk7q-4m2p-9xtr', 'VK7Q-4M2P-9XTR'],
    ['VK7Q4M2P9XTR', 'VK7Q-4M2P-9XTR'],
    [' vk7q 4m2p 9xtr ', 'VK7Q-4M2P-9XTR'],
    ['VK7Q--4M2P 9XTR', 'VK7Q-4M2P-9XTR'],
  ])('%j tidies to %s and is a kit code', (input, tidy) => {
    expect(normaliseKitCode(input)).toBe(tidy);
    expect(isKitCode(input)).toBe(true);
  });

  it.each(['', 'VK7Q-4M2P-9XT', 'VK7Q-4M2P-9XTRR', 'XX7Q-4M2P-9XTR', 'VK7Q-4M2P-9XT!', 'VK7Q_4M2P_9XTR', '<script>', 'VK7Q-4M2P-9XTÉ'])(
    '%j is not a kit code',
    (input) => {
      expect(isKitCode(input)).toBe(false);
    },
  );

  it.each([
    [' abc ', 'ABC'],
    ['xvk7q4m2p9xtr', 'XVK7Q4M2P9XTR'],
    ['vk7q4m2p9xtrr ', 'VK7Q4M2P9XTRR'],
    ['', ''],
  ])('%j is not a kit code and is only trimmed and upper-cased: %j', (input, kept) => expect(normaliseKitCode(input)).toBe(kept));

  it.each(['XVK7Q-4M2P-9XTR', 'VK7Q-4M2P-9XTR-1'])('%j is not a kit code however it ends or starts', (input) =>
    expect(isKitCode(input)).toBe(false),
  );

  it('the form pattern accepts exactly what tidies into a kit code', () => {
    const pattern = new RegExp(String((registerKitForm.schema.properties?.kit_code as { pattern: string }).pattern), 'u');
    for (const input of [
      'VK7Q-4M2P-9XTR',
      'vk7q4m2p9xtr',
      ' vk7q 4m2p 9xtr ',
      'VK7Q-4M2P-9XT',
      'VK7Q-4M2P-9XT!',
      'XX7Q-4M2P-9XTR',
      'VK7Q_4M2P_9XTR',
    ]) {
      expect(pattern.test(input), input).toBe(isKitCode(input));
    }
  });
});
