import type { RunnerTask, RunnerTestCase, RunnerTestFile } from 'vitest';
import type { Reporter, Vitest } from 'vitest/node';

function testCount(task: RunnerTask): number {
  return task.type === 'test' ? 1 : task.tasks.reduce((sum, child) => sum + testCount(child), 0);
}

/**
 * A test file that fails to load is a failed test. Stryker's vitest runner (9.5) builds a mutant's result from
 * the tests it collected, and a file whose import throws has none, so a mutant that breaks module-level code (the
 * route table flattened when a test file loads) is counted as survived although the file could not even run
 * (stryker-js issue 6150). After each run, every failed file that collected no test at all gets one failed test
 * carrying the file's error, which the runner then reads as the test that killed the mutant. (A file that did
 * collect tests is left alone: the runner's own setup fails an afterAll hook in some files under vitest 4.1
 * without any test failing.) Only the
 * mutation run uses this reporter; the everyday suite reports a file that fails to load as vitest always does.
 */
export class LoadFailureAsFailedTest implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(): void {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== 'fail' || testCount(file) > 0) continue;
      file.tasks.push(loadFailure(file));
    }
  }
}

function loadFailure(file: RunnerTestFile): RunnerTestCase {
  // vitest types a test with the context only its runner builds; nothing reads it once the run has ended.
  const test: Omit<RunnerTestCase, 'context'> = {
    type: 'test',
    id: `${file.id}_load`,
    name: 'the test file loads',
    fullName: `${file.name} the test file loads`,
    fullTestName: 'the test file loads',
    mode: 'run',
    meta: {},
    file,
    suite: file,
    timeout: 0,
    annotations: [],
    artifacts: [],
    result: { state: 'fail', errors: file.result?.errors ?? [] },
  };
  return test as RunnerTestCase;
}
