import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generatePublishedLock, nextVersion, PUBLISHED_LOCK_FILE, publishedSurveyErrors, readPublishedLock, surveyHash } from '../../codegen/checks/published-surveys';
import { formatConfigError } from '../../codegen/load/config-error';
import { loadConfig, readConfigFiles, readEntitySchemas, readSchemaDir } from '../../codegen/load/load-config';
import { fixtureSurvey } from '../fixtures/surveys/fixture-surveys';

const root = path.resolve(__dirname, '../..');
const V12 = 'config/surveys/healthSurvey_v12.yaml';
// The version after every one staff have added beside v12 (v13 while there is none).
const SURVEY_VERSIONS = readdirSync(path.join(root, 'config/surveys'))
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => file.replace(/\.yaml$/, ''));
const EXPECTED_FIX = `publish ${nextVersion('healthSurvey_v12', SURVEY_VERSIONS)} with carryAnswersFrom: healthSurvey_v12`;

/** The project's config with healthSurvey_v12's text edited, checked against the committed lock. */
function lockErrors(edit: (text: string) => string): string[] {
  const files = readConfigFiles(root);
  files.set(V12, edit(files.get(V12) ?? ''));
  const { config, sources, errors } = loadConfig(files, readSchemaDir(root, 'schemas/config'), undefined, readEntitySchemas(root));
  expect(errors.map(formatConfigError)).toEqual([]);
  if (!config) throw new Error('config did not load');
  return publishedSurveyErrors(config.surveys, sources, readPublishedLock(root)).map(formatConfigError);
}

describe('published survey versions are locked', { timeout: 60_000 }, () => {
  it('the shipped v12 is published, and the lock holds it as it is', () => {
    expect(readPublishedLock(root)).toHaveProperty('healthSurvey_v12');
    expect(lockErrors((text) => text)).toEqual([]);
  });

  it('a comment or the layout may change: the hash is of what the survey asks', () => {
    expect(lockErrors((text) => text.replace('# How to edit:', '# How to edit this file:'))).toEqual([]);
  });

  it.each<[string, (text: string) => string]>([
    ['a question’s copy', (text) => text.replace('title: What is your first name?', 'title: What is your first name, please?')],
    ['a limit', (text) => text.replace(/answers_limit: 4\n/, 'answers_limit: 3\n')],
    ['its status back to draft', (text) => text.replace('status: published', 'status: draft')],
  ])('changing %s fails, naming the next version to publish', (_, edit) => {
    const errors = lockErrors(edit);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^config\/surveys\/healthSurvey_v12\.yaml:\d+:\d+ status: healthSurvey_v12 is published, and it changed since/);
    expect(errors[0]).toContain(EXPECTED_FIX);
  });

  it('the next version is after every version there is', () => {
    expect(nextVersion('healthSurvey_v12', ['healthSurvey_v12'])).toBe('healthSurvey_v13');
    expect(nextVersion('healthSurvey_v12', ['healthSurvey_v12', 'healthSurvey_v13'])).toBe('healthSurvey_v14');
    expect(nextVersion('mini_v1', ['mini_v1', 'healthSurvey_v12'])).toBe('mini_v2');
  });

  it('a published version missing from config/surveys is reported at the lock', () => {
    const errors = publishedSurveyErrors({}, new Map(), { healthSurvey_v12: 'sha256:x' }).map(formatConfigError);
    expect(errors).toEqual([`${PUBLISHED_LOCK_FILE}:1:1 healthSurvey_v12: published survey healthSurvey_v12 is missing: people's saved answers belong to it; restore ${V12} as it was, and publish healthSurvey_v13 with carryAnswersFrom: healthSurvey_v12 for a change`]);
  });

  it('codegen adds a newly published version to the lock and never re-hashes one there', () => {
    const v12 = fixtureSurvey('healthSurvey_v12');
    const v13 = { ...fixtureSurvey('healthSurvey_v13'), status: 'published' as const };
    const lock = JSON.parse(generatePublishedLock({ healthSurvey_v12: v12, healthSurvey_v13: v13 }, { healthSurvey_v12: 'sha256:as-published' }).content) as { published: Record<string, string> };
    expect(lock.published).toEqual({ healthSurvey_v12: 'sha256:as-published', healthSurvey_v13: surveyHash(v13) });
    const drafts = JSON.parse(generatePublishedLock({ healthSurvey_v13: fixtureSurvey('healthSurvey_v13') }, {}).content) as { published: Record<string, string> };
    expect(drafts.published).toEqual({});
  });

  it('codegen --check fails on an edit of a published version, with the version to publish instead', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'published-lock-'));
    try {
      cpSync(path.join(root, 'config'), path.join(dir, 'config'), { recursive: true });
      cpSync(path.join(root, 'schemas'), path.join(dir, 'schemas'), { recursive: true });
      const file = path.join(dir, V12);
      writeFileSync(file, readFileSync(file, 'utf8').replace('title: What is your first name?', 'title: What is your first name, please?'));
      const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
      const run = spawnSync(process.execPath, ['--import', tsx, path.join(root, 'codegen/cli/codegen.ts'), '--check'], { cwd: dir, encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(EXPECTED_FIX);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
