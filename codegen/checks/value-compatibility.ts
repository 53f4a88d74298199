import type { AttributeRules, ValueLimits } from './entity-attributes';

/**
 * What one side (a form's field, a survey question) sends to an attribute, in JSON Schema's words: the value's
 * type(s), its limits and, when it sends only some values, which.
 */
export interface SentValue extends ValueLimits {
  /** Each JSON type it may send (integer for whole numbers); empty: not known, so not checked. */
  types: readonly string[];
  /** The only values it sends, or undefined when it sends any. */
  values?: readonly unknown[];
  /** A list's items, checked against the attribute's items. */
  items?: SentValue;
}

export type UpperKeyword = 'maxLength' | 'maximum' | 'maxItems';
export type LowerKeyword = 'minLength' | 'minimum';

/** One rule of the attribute that the sender is looser on; inItems: the rule is its list's items'. */
export type Looser = { inItems: boolean } & (
  | { keyword: 'type'; sent: string }
  | { keyword: 'format' | 'pattern'; needs: string }
  | { keyword: UpperKeyword; own: number; mine: number | undefined }
  | { keyword: LowerKeyword; own: number; mine: number | undefined }
  | { keyword: 'values'; allowed: readonly unknown[]; extra: readonly unknown[] | undefined }
);

/** Whether the attribute takes a value of this JSON type (a whole number is a number too). */
export function attributeTakes(attribute: AttributeRules, kind: string): boolean {
  return attribute.types.length === 0 || attribute.types.includes(kind) || (kind === 'integer' && attribute.types.includes('number'));
}

/** The JSON type of one value a choice sends: integer for a whole number. */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/**
 * The attribute's rules the sender is looser on: the same kind of value, and every limit at least as strict
 * (a sender may be stricter than its entity, never looser), else the server refuses what the sender lets through.
 * A type that does not fit is reported alone: the other rules say nothing then.
 */
export function looserRules(sent: SentValue, attribute: AttributeRules, inItems = false): Looser[] {
  const wrongType = sent.types.find((kind) => !attributeTakes(attribute, kind));
  if (wrongType !== undefined) return [{ inItems, keyword: 'type', sent: wrongType }];
  const found: Looser[] = [];
  if (attribute.format !== undefined && sent.format !== attribute.format)
    found.push({ inItems, keyword: 'format', needs: attribute.format });
  if (attribute.pattern !== undefined && sent.pattern !== attribute.pattern)
    found.push({ inItems, keyword: 'pattern', needs: attribute.pattern });
  const upper = (keyword: UpperKeyword) => {
    const own = attribute[keyword];
    const mine = sent[keyword];
    if (own !== undefined && !(mine !== undefined && mine <= own)) found.push({ inItems, keyword, own, mine });
  };
  const lower = (keyword: LowerKeyword) => {
    const own = attribute[keyword];
    const mine = sent[keyword];
    if (own !== undefined && !(mine !== undefined && mine >= own)) found.push({ inItems, keyword, own, mine });
  };
  upper('maxLength');
  lower('minLength');
  upper('maximum');
  lower('minimum');
  upper('maxItems');
  if (attribute.values !== undefined) {
    const extra = sent.values?.filter((value) => !attribute.values?.includes(value));
    if (extra === undefined || extra.length > 0) found.push({ inItems, keyword: 'values', allowed: attribute.values, extra });
  }
  if (sent.items !== undefined && attribute.items !== undefined) found.push(...looserRules(sent.items, attribute.items, true));
  return found;
}
