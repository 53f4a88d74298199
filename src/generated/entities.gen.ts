// Generated from schemas/entities/*.schema.json by `npm run codegen`; do not edit.
/* eslint-disable */
/**
 * Every schema of schemas/entities, by title.
 */
export interface EntityTypes {}
