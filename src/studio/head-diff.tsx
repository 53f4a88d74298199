import { useEffect, useState } from 'react';
import type { StudioHeadDiff } from '../../codegen/studio/studio-api';
import { STUDIO_PATH } from '../../codegen/studio/studio-api';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/skeleton';
import { StatusTag } from '../ui/status-tag';
import { useConfigVersion } from './studio-data';

type Loading = { status: 'loading' } | { status: 'failed'; reason: string } | StudioHeadDiff;

/** What changes for people between HEAD and the files on disk: config:diff's report, here without a terminal. */
export function HeadDiff() {
  const [state, setState] = useState<Loading>({ status: 'loading' });
  const [copied, setCopied] = useState('');
  // Compared again after every save: the page takes the save as a hot update, not a reload.
  const configVersion = useConfigVersion();
  useEffect(() => {
    let live = true;
    fetch(`${STUDIO_PATH}/api/diff`, { cache: 'no-store' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`the dev server answered ${response.status}`);
        return (await response.json()) as StudioHeadDiff;
      })
      .then(
        (body) => live && setState(body),
        (error: unknown) => live && setState({ status: 'failed', reason: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      live = false;
    };
  }, [configVersion]);
  return (
    <section className="studio-section" aria-labelledby="diff-heading" aria-busy={state.status === 'loading'}>
      <h2 id="diff-heading">What changes for people since HEAD</h2>
      <p className="studio-muted">
        The same comparison as <code>npm run config:diff -- HEAD</code>: route decisions, survey paths, form fields and messages and menus,
        per persona.
      </p>
      {state.status === 'loading' ? (
        <>
          <p role="status">Comparing HEAD’s config with the files on disk…</p>
          <Skeleton block lines={3} />
        </>
      ) : state.status === 'failed' || state.status === 'unavailable' ? (
        <p role="status">
          <StatusTag tone="warning">No comparison</StatusTag> {state.reason}.
        </p>
      ) : (
        <>
          <p role="status">
            {state.changed ? (
              <StatusTag tone="warning">Changes for people</StatusTag>
            ) : (
              <StatusTag tone="success">No changes for people</StatusTag>
            )}{' '}
            {state.counts.routes} route decisions, {state.counts.surveyPaths} survey paths, {state.counts.formFields} form fields,{' '}
            {state.counts.formMessages} form messages and {state.counts.layout} menu or banner differences against {state.head}.
          </p>
          <div className="studio-actions">
            <Button
              variant="secondary"
              onClick={() =>
                void navigator.clipboard.writeText(state.markdown).then(
                  () => setCopied('Markdown copied'),
                  () => setCopied('Copying was refused; select the text below instead'),
                )
              }
            >
              Copy as Markdown for a pull request
            </Button>
            <span role="status" className="studio-muted">
              {copied}
            </span>
          </div>
          <pre className="studio-markdown" tabIndex={0} aria-label="The report as Markdown">
            {state.markdown}
          </pre>
        </>
      )}
    </section>
  );
}
