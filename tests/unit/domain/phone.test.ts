import { describe, expect, it } from 'vitest';
import { normalisePhoneNumber } from '../../../src/domain/phone';

describe('normalisePhoneNumber (+44 stripped to a leading 0, spaces removed)', () => {
  it.each([
    ['+44 7700 900123', '07700900123'],
    ['+447700900123', '07700900123'],
    ['+44 (0)7700 900123', '07700900123'],
    ['+44 20 7946 0018', '02079460018'],
    ['07700 900123', '07700900123'],
    ['07700-900-123', '07700900123'],
    [' 07700900123 ', '07700900123'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['', ''],
  ])('%j -> %j', (raw, expected) => expect(normalisePhoneNumber(raw)).toBe(expected));
});
