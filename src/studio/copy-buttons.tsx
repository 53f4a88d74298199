import { useState } from 'react';
import { Button } from '../ui/button';
import { tableToMarkdown, tableToTsv, type TextTable } from './copy-table';

/** Copies a table as Markdown (for a pull request) or tab-separated values (for a spreadsheet). */
export function CopyButtons({ table, label }: { table: TextTable; label: string }) {
  const [copied, setCopied] = useState('');
  const copy = (kind: string, text: string) => {
    void navigator.clipboard.writeText(text).then(
      () => setCopied(`${kind} copied`),
      () => setCopied(`Copying was refused; select the table and copy it instead`),
    );
  };
  return (
    <div className="studio-actions">
      <Button variant="secondary" onClick={() => copy('Markdown', tableToMarkdown(table))}>
        Copy {label} as Markdown
      </Button>
      <Button variant="secondary" onClick={() => copy('Tab-separated values', tableToTsv(table))}>
        Copy {label} as TSV
      </Button>
      <span role="status" className="studio-muted">
        {copied}
      </span>
    </div>
  );
}
