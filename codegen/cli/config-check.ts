import { formatConfigError } from '../load/config-error';
import { loadProjectConfig } from '../load/load-config';

const result = loadProjectConfig(process.cwd());
for (const error of result.errors) console.error(formatConfigError(error));
if (result.errors.length > 0) {
  console.error(`config:check found ${result.errors.length} problem${result.errors.length === 1 ? '' : 's'}.`);
  process.exit(1);
}
console.log(`config:check: ${result.sources.size} files valid.`);
