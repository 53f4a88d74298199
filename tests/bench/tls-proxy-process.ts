import { serveTlsProxy } from './tls-proxy';

// `node --import tsx tls-proxy-process.ts <target> <port>`: the bench's TLS proxy as a process of its own.
const [target, port] = process.argv.slice(2);
if (!target || !port) throw new Error('Usage: tls-proxy-process.ts <target origin> <port>');
await serveTlsProxy(target, Number(port));
console.log('ready');
