import chatIdentitySchema from '../schemas/entities/chat-identity.schema.json';
import healthProfileSchema from '../schemas/entities/health-profile.schema.json';
import userPreferenceSchema from '../schemas/entities/user-preference.schema.json';
import userSchema from '../schemas/entities/user.schema.json';

export type AttributeType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'any';

interface PropertySchema {
  type?: string | string[];
  $ref?: string;
  anyOf?: unknown[];
}

function typeOf(property: PropertySchema): AttributeType {
  const types = (Array.isArray(property.type) ? property.type : property.type ? [property.type] : []).filter((type) => type !== 'null');
  if (types.length !== 1) return 'any';
  const [type] = types;
  if (type === 'integer' || type === 'number') return 'number';
  return type === 'string' || type === 'boolean' || type === 'object' || type === 'array' ? type : 'any';
}

/**
 * The attributes a request may send for an entity, read from its JSON Schema in schemas/entities, so the
 * fake backend rejects what the real one would (an unknown attribute or a wrong JSON type).
 * `writeOnly` adds what a request sends but the entity never returns (a password, a terms flag).
 */
export function attributesOf(schema: { properties: Record<string, unknown> }, writeOnly: Record<string, AttributeType> = {}): Record<string, AttributeType> {
  const attributes: Record<string, AttributeType> = {};
  for (const [name, property] of Object.entries(schema.properties)) if (name !== 'id') attributes[name] = typeOf(property as PropertySchema);
  return { ...attributes, ...writeOnly };
}

// onboarding_query: the sign-up funnel's query, so the verification email's link returns the person to their step.
export const userAttributes = attributesOf(userSchema, { password: 'string', accept_terms: 'boolean', marketing_email: 'boolean', onboarding_query: 'string' });
export const userPreferenceAttributes = attributesOf(userPreferenceSchema);
export const healthProfileAttributes = attributesOf(healthProfileSchema);
export const chatIdentityAttributes = attributesOf(chatIdentitySchema);
