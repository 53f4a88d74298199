import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { configCodegenPlugin } from './codegen/vite-plugin';
import { studioPlugin } from './codegen/studio/studio-plugin';

/** Where `npm run dev` finds the local server (mocks/server) that answers the API and serves the stand-ins. */
const LOCAL_SERVER = `http://127.0.0.1:${process.env.VITALIA_API_PORT ?? 4794}`;

// One bundle with no mock code; `--mode real-api` (or VITALIA_DEPLOYMENT=production) points it at the real hosts.
export default defineConfig(({ mode }) => {
  const deployment = process.env.VITALIA_DEPLOYMENT ?? (mode === 'real-api' ? 'production' : 'embedded');
  // Unit tests load config through the codegen loader themselves; they must not regenerate files.
  const underVitest = process.env.VITEST !== undefined;
  return {
    plugins: underVitest ? [react()] : [configCodegenPlugin(deployment === 'production' ? 'production' : 'embedded'), studioPlugin(), react()],
    resolve: {
      alias: [{ find: /^markdown-to-jsx\/react$/, replacement: fileURLToPath(new URL('./src/forms/plain-markdown.tsx', import.meta.url)) }],
    },
    define: {
      'import.meta.env.VITE_DEPLOYMENT': JSON.stringify(deployment),
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      // The benchmark reads it to attribute chunks to routes.
      manifest: true,
      reportCompressedSize: false,
    },
    server: {
      proxy: Object.fromEntries(['/v1', '/v2', '/auth', '/content-api', '/site'].map((prefix) => [prefix, { target: LOCAL_SERVER }])),
    },
    preview: {
      strictPort: true,
    },
    test: {
      environment: 'node',
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/config/**/*.test.ts'],
    },
  };
});
