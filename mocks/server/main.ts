import { openDatabase } from '../db/sqlite-database';
import { createAppServer } from './create-server';
import { readCliOptions } from './server-options';

const options = readCliOptions(process.argv.slice(2), process.env);
openDatabase(options.databaseFile);
const server = createAppServer(options);

server.listen(options.port, options.host, () => {
  const address = server.address();
  const origin = `http://${options.host}:${typeof address === 'object' && address ? address.port : options.port}`;
  console.log(`Vitalia embedded server on ${origin}/ (data: ${options.databaseFile}${options.testMode ? ', test mode' : ''})`);
  if (options.siteDir) console.log(`  sign in: ${origin}/site/login · emails: ${origin}/site/mailbox`);
  else console.log('  no stand-in site: dist-site/ is not built (npm run build:site)');
});

// Ctrl-C and a test runner's SIGTERM close the server and the database cleanly.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
