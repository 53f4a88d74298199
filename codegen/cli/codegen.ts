import { formatConfigError } from '../load/config-error';
import { loadProjectConfig } from '../load/load-config';
import { generateAll, staleFiles, writeGenerated } from '../generate/generate-all';
import { carryOverSummary } from '../generate/survey-carry-over';
import { configKindsWithoutSchema } from '../generate/editor-schemas';

const root = process.cwd();
const check = process.argv.includes('--check');
const result = loadProjectConfig(root);
if (!result.config) {
  for (const error of result.errors) console.error(formatConfigError(error));
  console.error('codegen stopped: fix the config first (npm run config:check).');
  process.exit(1);
}
const withoutSchema = configKindsWithoutSchema(root);
if (withoutSchema.length > 0) {
  for (const line of withoutSchema) console.error(line);
  console.error('codegen stopped: every kind of config file needs its schema in schemas/config (editors and the loader read it).');
  process.exit(1);
}
const files = await generateAll(root, result.config);
for (const line of carryOverSummary(result.config.surveys)) console.log(`survey versions: ${line}`);
if (check) {
  const stale = staleFiles(root, files);
  if (stale.length > 0) {
    console.error(`Generated files are stale; run \`npm run codegen\` and commit:\n${stale.map((file) => `  ${file}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`codegen --check: ${files.length} generated files up to date.`);
} else {
  const touched = writeGenerated(root, files);
  console.log(
    touched.length === 0
      ? `codegen: ${files.length} files already up to date.`
      : `codegen wrote:\n${touched.map((file) => `  ${file}`).join('\n')}`,
  );
}
