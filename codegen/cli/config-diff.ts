import { formatConfigError } from '../load/config-error';
import { loadProjectConfig } from '../load/load-config';
import { diffConfigs } from '../diff/config-diff';
import { RevisionError, loadRevisionConfig } from '../diff/load-revision';
import { seedPersonas } from '../diff/personas';
import { renderDiffMarkdown } from '../diff/render-markdown';

const USAGE = 'Usage: npm run config:diff -- <git ref>   (for example main, HEAD~1 or a commit id; HEAD when left out)';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h') || args.length > 1) {
  console.log(USAGE);
  process.exit(args.length > 1 ? 1 : 0);
}
const ref = args[0] ?? 'HEAD';
const root = process.cwd();

const current = loadProjectConfig(root);
if (!current.config) {
  for (const error of current.errors) console.error(formatConfigError(error));
  console.error('config:diff stopped: the config in this directory has problems (npm run config:check).');
  process.exit(1);
}

let other;
try {
  other = loadRevisionConfig(root, ref);
} catch (error) {
  console.error(`config:diff: cannot read the config of "${ref}": ${error instanceof RevisionError ? error.message : String(error)}`);
  console.error(USAGE);
  process.exit(1);
}
if (!other.config) {
  for (const error of other.errors) console.error(`${ref}: ${formatConfigError(error)}`);
  console.error(`config:diff stopped: the config at ${ref} does not load, so there is nothing to compare with.`);
  process.exit(1);
}

const diff = diffConfigs(other.config, current.config, seedPersonas());
process.stdout.write(renderDiffMarkdown(diff, { before: `\`${ref}\``, after: 'this working tree' }));
