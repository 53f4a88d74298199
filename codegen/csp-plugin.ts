import type { Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

interface HostSet {
  api: string;
  content: string;
  externalSite: string;
}

function origins(hosts: HostSet): string[] {
  return [hosts.api, hosts.content, hosts.externalSite].filter((url) => /^https:\/\//.test(url)).map((url) => new URL(url).origin);
}

/**
 * Adds a Content-Security-Policy to the built page. No 'unsafe-eval' anywhere: form validators are
 * precompiled and conditions are interpreted, so nothing needs it.
 */
export function contentSecurityPolicyPlugin(embedded: boolean): Plugin {
  let root = process.cwd();
  return {
    name: 'content-security-policy',
    apply: 'build',
    configResolved(resolved) {
      root = resolved.root;
    },
    transformIndexHtml(html) {
      const app = parse(readFileSync(path.join(root, 'config/app.yaml'), 'utf8')) as { hosts: Record<'embedded' | 'production', HostSet> };
      const connect = ["'self'", ...origins(embedded ? app.hosts.embedded : app.hosts.production)];
      const policy = [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: https:",
        `connect-src ${connect.join(' ')}`,
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ].join('; ');
      return html.replace('<head>', `<head>\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`);
    },
  };
}
