import type { Migration, MigrationProvider } from 'kysely/migration';
import { entities } from './001-entities';
import { roles } from './002-roles';
import { oneActivePlan } from './003-one-active-plan';
import { shareLinks } from './004-share-links';

/**
 * Every schema change, in order. A released migration is never edited: a change is a new entry. Names sort in
 * the order they apply (Kysely's Migrator runs them by name and records each in kysely_migration).
 */
const MIGRATIONS: Record<string, Migration> = {
  '001-entities': entities,
  '002-roles': roles,
  '003-one-active-plan': oneActivePlan,
  '004-share-links': shareLinks,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(MIGRATIONS),
};
