import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { configCodegenPlugin } from './codegen/vite-plugin';
import { contentSecurityPolicyPlugin } from './codegen/csp-plugin';
import { omitMockWorkerPlugin } from './codegen/omit-mock-worker-plugin';

// The default build embeds the mock API (npm start, e2e); `--mode real-api` builds without any mock code.
export default defineConfig(({ mode }) => {
  const embedded = mode !== 'real-api';
  // Unit tests load config through the codegen loader themselves; they must not regenerate files.
  const underVitest = process.env.VITEST !== undefined;
  return {
    plugins: underVitest
      ? [react()]
      : [configCodegenPlugin(), react(), contentSecurityPolicyPlugin(embedded), ...(embedded ? [] : [omitMockWorkerPlugin()])],
    define: {
      'import.meta.env.VITE_EMBEDDED_API': JSON.stringify(embedded),
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      // The benchmark reads it to attribute chunks to routes.
      manifest: true,
      reportCompressedSize: false,
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
