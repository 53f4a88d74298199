import { describe, expect, it } from 'vitest';
import { missingUploadDetails } from '../../../src/domain/upload-profile';

describe('missingUploadDetails', () => {
  it.each<[Parameters<typeof missingUploadDetails>[0], string[]]>([
    [{ first_name: 'Rosa', last_name: 'Lindqvist', dob: '1985-04-12', sex: 'F' }, []],
    [{ first_name: 'Iris', last_name: 'Moreau', dob: null, sex: null }, ['dob', 'sex']],
    [{ first_name: ' ', last_name: 'Moreau', dob: '1990-01-01', sex: 'M' }, ['first_name']],
    [{}, ['first_name', 'last_name', 'dob', 'sex']],
  ])('%j -> %j', (profile, expected) => expect(missingUploadDetails(profile)).toEqual(expected));
});
