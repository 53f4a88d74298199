// Where a build's bytes come from: for each script of a build made with source maps, its bytes per source module
// (raw, the module's share of the file's gzip -6 size, and the module's bytes gzipped alone), largest first.
//
//   npx vite build --configLoader runner --sourcemap --outDir /tmp/app-with-maps
//   node tests/bench/bytes-by-source.mjs /tmp/app-with-maps index- rjsf-form      (scripts whose name has either)
//
// TOP=<n> lists n modules a script (default 40). Run it from the repo: it reads source-map-js from node_modules.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const require = createRequire(`${process.cwd()}/package.json`);
const { SourceMapConsumer } = require('source-map-js');
// vite.config.ts puts V8's compile hint on the entry's first line after the source map is made.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const [dist, ...names] = process.argv.slice(2);
if (!dist) {
  console.error('usage: node tests/bench/bytes-by-source.mjs <build folder> [part of a script name ...]');
  process.exit(1);
}
const top = Number(process.env.TOP ?? 40);
const folder = `${dist}/assets`;
const scripts = readdirSync(folder).filter(
  (file) => file.endsWith('.js') && (names.length === 0 || names.some((name) => file.includes(name))),
);
for (const file of scripts) {
  if (!existsSync(`${folder}/${file}.map`)) continue;
  const whole = readFileSync(`${folder}/${file}`, 'utf8');
  const code = whole.startsWith(COMPILE_HINT) ? whole.slice(COMPILE_HINT.length) : whole;
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${folder}/${file}.map`, 'utf8')));
  const lines = code.split('\n');
  const mappings = [];
  consumer.eachMapping((mapping) => mappings.push(mapping), null, SourceMapConsumer.GENERATED_ORDER);
  // Each mapping's text runs to the next mapping on its line, or to the line's end.
  const bySource = new Map();
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1];
    const line = lines[mapping.generatedLine - 1] ?? '';
    const end = next && next.generatedLine === mapping.generatedLine ? next.generatedColumn : line.length;
    const source = mapping.source
      ? relative(process.cwd(), resolve(folder, mapping.source)).replace(/^.*node_modules\//, 'node_modules/')
      : '(no source)';
    bySource.set(source, (bySource.get(source) ?? '') + line.slice(mapping.generatedColumn, end));
  });
  const raw = Buffer.byteLength(code);
  const gzip = gzipSync(code, { level: 6 }).length;
  console.log(`\n${file}: ${raw} bytes, ${gzip} gzip`);
  console.log('   raw  gzip share  gzip alone  source');
  const rows = [...bySource].map(([source, text]) => ({
    source,
    raw: Buffer.byteLength(text),
    alone: gzipSync(text, { level: 6 }).length,
  }));
  for (const row of rows.sort((a, b) => b.raw - a.raw).slice(0, top))
    console.log(
      `${String(row.raw).padStart(7)} ${((row.raw / raw) * gzip).toFixed(0).padStart(10)} ${String(row.alone).padStart(11)}  ${row.source}`,
    );
}
