import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx (vite.config.ts aliases it here). rjsf's default registry imports it for
 * ui:enableMarkdownInDescription/InHelp, which no form of ours sets (tests/unit/forms/no-markdown.test.ts), so
 * the 86 kB parser would ship unused in every form; text passes through as plain text.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
