import { describe, expect, it } from 'vitest';
import { normalisePhoneNumber } from '../../../src/domain/phone';

describe('normalisePhoneNumber (+44 stripped to the UK national form with its leading 0, spaces removed)', () => {
  it.each([
    ['+447700900123', '07700900123'],
    ['+44 7700 900123', '07700900123'],
    ['+44 (0)7700 900123', '07700900123'],
    ['+44 20 7946 0018', '02079460018'],
    ['0044 7700 900123', '07700900123'],
    ['00447700900123', '07700900123'],
    ['07700900123', '07700900123'],
    ['07700 900123', '07700900123'],
    ['07700-900-123', '07700900123'],
    [' 07700900123 ', '07700900123'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['0033 6 12 34 56 78', '0033612345678'],
    ['+1 (555) 010-0199', '+15550100199'],
    ['', ''],
    ['   ', ''],
  ])('%j -> %j', (raw, expected) => expect(normalisePhoneNumber(raw)).toBe(expected));
});
