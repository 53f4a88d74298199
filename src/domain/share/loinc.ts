/**
 * LOINC's check digit (the "mod 10" algorithm of the LOINC Users' Guide, appendix on check digits): the digits in
 * odd places counted from the right, as one number, doubled; the digits in even places written before it; the
 * digit sum of that, taken up to the next multiple of ten. 14647 gives 2, so "14647-2" is a well-formed code.
 */
export function loincCheckDigit(number: string): number {
  const digits = [...number].reverse();
  const odd = digits
    .filter((_, index) => index % 2 === 0)
    .reverse()
    .join('');
  const even = digits
    .filter((_, index) => index % 2 === 1)
    .reverse()
    .join('');
  const joined = `${even}${odd === '' ? '' : String(Number(odd) * 2)}`;
  const sum = [...joined].reduce((total, digit) => total + Number(digit), 0);
  return (10 - (sum % 10)) % 10;
}
