// The part of @lhncbc/ucum-lhc 7's API the FHIR check uses (the package ships no types).
declare module '@lhncbc/ucum-lhc' {
  interface UnitValidation {
    status: 'valid' | 'invalid' | 'error';
    msg: string[];
  }
  interface UcumLhcUtils {
    validateUnitString(unit: string, suggest?: boolean): UnitValidation;
  }
  const ucum: { UcumLhcUtils: { getInstance(): UcumLhcUtils } };
  export default ucum;
}
