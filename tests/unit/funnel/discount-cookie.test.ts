import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookiePrefix } from '../../../src/auth/user-cookie';
import { forgetDiscountCode, rememberDiscountCode, rememberedDiscountCode } from '../../../src/funnel/discount-cookie';

const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;

/** A document whose cookie jar records every write, so the attributes (max-age) can be read back. */
function fakeDocument() {
  const writes: string[] = [];
  const jar = new Map<string, string>();
  const document = {
    get cookie(): string {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      writes.push(text);
      const [pair = '', ...attributes] = text.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('max-age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  };
  vi.stubGlobal('document', document);
  return writes;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('discount code cookie (SPEC 4: kept for 30 days)', () => {
  it.each([
    ['SPRING10', 'SPRING10'],
    ['A B&C', 'A%20B%26C'],
  ])('%j is written with a 30-day max-age', (code, encoded) => {
    const writes = fakeDocument();
    rememberDiscountCode(code);
    expect(writes).toEqual([`${cookiePrefix}_discount_code=${encoded}; path=/; max-age=${THIRTY_DAYS_SECONDS}; SameSite=Lax`]);
    expect(rememberedDiscountCode()).toBe(code);
  });

  it('is forgotten with a max-age of 0', () => {
    const writes = fakeDocument();
    rememberDiscountCode('SPRING10');
    forgetDiscountCode();
    expect(writes[1]).toBe(`${cookiePrefix}_discount_code=; path=/; max-age=0; SameSite=Lax`);
    expect(rememberedDiscountCode()).toBeNull();
  });
});
