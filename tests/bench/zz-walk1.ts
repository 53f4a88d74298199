import { startBenchServer } from './bench-server';
import { surveyWalk, WALKERS } from './survey-walk';
const server = await startBenchServer(4851);
try {
  const w = await surveyWalk(server.url, WALKERS[0], Number(process.argv[2] ?? 4));
  console.log(JSON.stringify({ median: w.medianMs, cpu: w.cpuMedianMs, click: w.clickCpuMedianMs, kinds: w.kindsMedianMs, traced: w.tracedMedianMs }));
} finally { server.stop(); }
