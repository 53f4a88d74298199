import { openDatabase } from '../db/sqlite-database';
import { createAppServer } from './create-server';
import { readCliOptions } from './server-options';

const options = readCliOptions(process.argv.slice(2), process.env);
openDatabase(options.databaseFile);
const server = createAppServer(options);

server.listen(options.port, options.host, () => {
  const origin = `http://${options.host}:${options.port}`;
  console.log(`Vitalia embedded server on ${origin}/ (data: ${options.databaseFile}${options.testMode ? ', test mode' : ''})`);
  console.log(`  sign in: ${origin}/site/login · emails: ${origin}/site/mailbox`);
});

// Ctrl-C and a test runner's SIGTERM close the server and the database cleanly.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
