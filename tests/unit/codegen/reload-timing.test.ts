import { describe, expect, it } from 'vitest';
import { reloadTimer } from '../../../codegen/reload-timing';

describe('the dev server timing of a config save', () => {
  it('logs nothing and only runs the stages when off', async () => {
    const lines: string[] = [];
    const timer = reloadTimer('config/routes.yaml', (line) => lines.push(line), false);
    expect(timer.stage('load and validate', () => 41)).toBe(41);
    expect(await timer.stageAsync('generate', async () => 'files')).toBe('files');
    timer.note('1 files written');
    timer.finish();
    expect(lines).toEqual([]);
  });

  it('logs one line per save with each stage in order, the notes and the total', async () => {
    const lines: string[] = [];
    const timer = reloadTimer('config/routes.yaml', (line) => lines.push(line), true);
    timer.stage('read', () => undefined);
    await timer.stageAsync('generate', async () => undefined);
    timer.note('0 files written');
    expect(() =>
      timer.stage('write', () => {
        throw new Error('disk full');
      }),
    ).toThrow('disk full');
    timer.finish();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\[config-reload\] config\/routes\.yaml: read [\d.]+ ms, generate [\d.]+ ms, 0 files written, write [\d.]+ ms; total [\d.]+ ms$/,
    );
  });
});
