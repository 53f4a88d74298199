import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startBenchServer } from './bench-server';
import { staticSurveyPage } from './survey-static-page';
import { staticSurveyWalk, surveyWalk, WALKERS, slowestText, kindsText, type RecordedFlow, type SurveyWalkTimings } from './survey-walk';

// The survey walk alone, several times at each CPU slowdown, each on a fresh server and database (a walker's
// answers are saved to the account): the median of the runs' medians, each beside the load average it ran under.
// Each run then walks the same questions on a page with no app code (survey-static-page.ts), right after.
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4841' },
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '1,4' },
  },
});

const median = (numbers: number[]): number => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? 0;
const fixed = (value: number): string => value.toFixed(1);

for (const slowdown of (values.cpu ?? '1,4').split(',').map(Number)) {
  const walks: (SurveyWalkTimings & { load: number })[] = [];
  const staticMedians: number[] = [];
  const unstyledMedians: number[] = [];
  for (let run = 0; run < Number(values.runs); run += 1) {
    const server = await startBenchServer(Number(values.port));
    try {
      const load = loadavg()[0] ?? 0;
      const flow: RecordedFlow = { document: '', forms: [] };
      const walk = await surveyWalk(server.url, WALKERS[run % WALKERS.length] ?? WALKERS[0], slowdown, flow);
      const withoutApp = await staticSurveyWalk(`${server.url}/bench/survey-static-page`, staticSurveyPage(flow), slowdown);
      const unstyled = await staticSurveyWalk(
        `${server.url}/bench/survey-static-page`,
        staticSurveyPage(flow, { styles: false }),
        slowdown,
      );
      walks.push({ ...walk, load });
      staticMedians.push(withoutApp.medianMs);
      unstyledMedians.push(unstyled.medianMs);
      console.log(
        `${slowdown}x run ${run + 1} (load ${load.toFixed(2)}): ${walk.questions} Next, median ${fixed(walk.medianMs)} ms, p90 ${fixed(walk.p90Ms)} ms, max ${fixed(walk.maxMs)} ms; traced to Paint ${fixed(walk.tracedMedianMs)} ms; invalid Next ${fixed(walk.invalidSubmitMs)} ms; layout shift loading ${walk.loadingShift.toFixed(4)}, walking ${walk.walkShift.toFixed(4)}; CPU per Next ${fixed(walk.cpuMedianMs)} ms, of it the click's dispatch ${fixed(walk.clickCpuMedianMs)} ms (${kindsText(walk.kindsMedianMs)}); slowest ${slowestText(walk.slowest)}; the finishing press to the next page painted ${walk.finishMs === null ? '–' : `${fixed(walk.finishMs)} ms`}`,
      );
      console.log(
        `${slowdown}x run ${run + 1}, the same questions with no app code: median ${fixed(withoutApp.medianMs)} ms, p90 ${fixed(withoutApp.p90Ms)} ms; traced to Paint ${fixed(withoutApp.tracedMedianMs)} ms; CPU per Next ${fixed(withoutApp.cpuMedianMs)} ms (${kindsText(withoutApp.kindsMedianMs)})`,
      );
      console.log(
        `${slowdown}x run ${run + 1}, the same questions with no app code and no stylesheet: median ${fixed(unstyled.medianMs)} ms, p90 ${fixed(unstyled.p90Ms)} ms; CPU per Next ${fixed(unstyled.cpuMedianMs)} ms`,
      );
    } finally {
      server.stop();
    }
  }
  console.log(
    `${slowdown}x median of ${walks.length} runs (load ${walks.map((walk) => walk.load.toFixed(2)).join(', ')}): Next to painted ${fixed(median(walks.map((walk) => walk.medianMs)))} ms, traced to Paint ${fixed(median(walks.map((walk) => walk.tracedMedianMs)))} ms, p90 ${fixed(median(walks.map((walk) => walk.p90Ms)))} ms, invalid Next ${fixed(median(walks.map((walk) => walk.invalidSubmitMs)))} ms, CPU per Next ${fixed(median(walks.map((walk) => walk.cpuMedianMs)))} ms, of it the click's dispatch ${fixed(median(walks.map((walk) => walk.clickCpuMedianMs)))} ms, the finishing press ${fixed(median(walks.flatMap((walk) => (walk.finishMs === null ? [] : [walk.finishMs]))))} ms; with no app code, Next to painted ${fixed(median(staticMedians))} ms, and with no stylesheet either ${fixed(median(unstyledMedians))} ms\n`,
  );
}
