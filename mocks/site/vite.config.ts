import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Builds the stand-in site (mocks/site) into dist-site/, served by the local server under /site. */
export default defineConfig({
  root: here,
  base: '/site/',
  plugins: [react()],
  build: {
    outDir: path.resolve(here, '../../dist-site'),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    // One page for local use only: its size is not what a customer downloads.
    chunkSizeWarningLimit: 1000,
  },
});
