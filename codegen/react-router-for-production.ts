import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * react-router publishes its production build (no development warnings) beside the development one, but its package
 * exports name only the development files: the app's build takes the production ones. And each of its components
 * and contexts is named for React's DevTools by a statement (`Form.displayName = "Form"`) that the bundler must keep,
 * and with it the component: the data router's Form, ScrollRestoration and HistoryRouter shipped though no page uses
 * them. Those names are left out of the build (React's DevTools then names them by their functions).
 */
export function reactRouterForProduction(): Plugin {
  const production = (file: string): string =>
    fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));
  return {
    name: 'react-router-for-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      if (source === 'react-router') return production('index.mjs');
      if (source === 'react-router/dom') return production('dom-export.mjs');
      return null;
    },
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/.test(id)) return null;
      return { code: code.replace(/^\w+\.displayName = "[^"\n]*";$/gm, ''), map: null };
    },
  };
}
