import { randomUUID } from 'node:crypto';

/** Ids that never collide, across requests in the same millisecond and across server instances. */
export const newId = (prefix: string) => `${prefix}-${randomUUID()}`;
