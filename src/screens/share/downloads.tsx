import { useState } from 'react';
import type { SharedRecord } from '../../domain/share/shared-record';
import { appConfig } from '../../generated/app-config.gen';
import { Button } from '../../ui/button';
import { message } from '../../ui/message';

/** Hands the browser a file made here (no address holds the results, so nothing is logged or cached on the way). */
function saveFile(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click's task has ended; freeing it then, not before, keeps the file whole.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function fileName(extension: string): string {
  const day = new Date().toISOString().slice(0, 10);
  return `${appConfig.productName.toLowerCase()}-results-${day}.${extension}`;
}

/** The FHIR R4 Bundle and the CSV, made in the browser from the record; their code loads only when asked for. */
async function download(kind: 'fhir' | 'csv', record: SharedRecord): Promise<void> {
  if (kind === 'fhir') {
    const { fhirBundle } = await import('../../domain/share/fhir-bundle');
    const bundle = fhirBundle(record, { now: new Date().toISOString(), newId: () => crypto.randomUUID() });
    saveFile(fileName('fhir.json'), 'application/fhir+json', `${JSON.stringify(bundle, null, 2)}\n`);
    return;
  }
  const { resultsCsv } = await import('../../domain/share/results-csv');
  saveFile(fileName('csv'), 'text/csv;charset=utf-8', resultsCsv(record));
}

/** Download buttons for the FHIR file and the CSV; `record` gives the results (loaded on demand on the share page). */
export function DownloadButtons({ record, className }: { record: () => Promise<SharedRecord>; className?: string }) {
  const [failed, setFailed] = useState(false);
  const run = async (kind: 'fhir' | 'csv') => {
    setFailed(false);
    try {
      await download(kind, await record());
    } catch {
      setFailed(true);
    }
  };
  return (
    <div className={className}>
      <div className="button-group">
        <Button variant="secondary" busyLabel={message('share.downloads.preparing')} onClick={() => run('fhir')}>
          {message('share.downloads.fhir')}
        </Button>
        <Button variant="secondary" busyLabel={message('share.downloads.preparing')} onClick={() => run('csv')}>
          {message('share.downloads.csv')}
        </Button>
      </div>
      {failed ? (
        <p role="alert" className="form-error">
          {message('share.downloads.failed')}
        </p>
      ) : null}
    </div>
  );
}
