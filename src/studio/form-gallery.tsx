import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { DocPath } from '../../codegen/load/config-error';
import { ApiError } from '../api/api-error';
import type { FormData, FormDefinition } from '../forms/form-definition';
import { YamlForm } from '../forms/yaml-form';
import { messages, type MessageKey } from '../generated/messages.gen';
import { StatusTag } from '../ui/status-tag';
import { formDefinitions, formFile } from './form-files';
import { formSamples } from './form-samples';
import { YamlRef } from './studio-lines';
import { useStudioParam } from './studio-params';

type Outcome = 'succeed' | 'fail';

/** The value a message's state submits, in words: "left empty" or the value as JSON. */
function submittedValue(data: FormData, field: string): string {
  const value = data[field.split('.')[0] ?? ''];
  return value === undefined ? 'with the field left empty' : `with ${JSON.stringify(value)}`;
}

/** The server's answer in the server-error state: a 500 without detail, so the form shows its SPEC 8 fallback. */
const serverFailure = () => Promise.reject(new ApiError(500, []));

/**
 * The form as the app renders it (YamlForm), under an id of its own per state (the page shows one form many
 * times), submitted on arrival when the state needs it; focus and scroll stay where the person is.
 */
function GalleryForm({
  definition,
  state,
  data,
  submit,
  outcome,
}: {
  definition: FormDefinition;
  state: string;
  data: FormData;
  submit: boolean;
  outcome: Outcome;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const own = useMemo(
    () => ({ ...definition, config: { ...definition.config, id: `${definition.config.id}--${state}` } }),
    [definition, state],
  );
  useEffect(() => {
    if (!submit) return undefined;
    const { scrollX, scrollY } = window;
    const active = document.activeElement;
    holder.current?.querySelector('form')?.requestSubmit();
    const restore = window.setTimeout(() => {
      window.scrollTo(scrollX, scrollY);
      if (active instanceof HTMLElement) active.focus({ preventScroll: true });
    }, 60);
    return () => window.clearTimeout(restore);
  }, [submit]);
  return (
    <div ref={holder}>
      <MemoryRouter>
        <YamlForm definition={own} initialData={data} onSubmit={outcome === 'fail' ? serverFailure : () => Promise.resolve({})} />
      </MemoryRouter>
    </div>
  );
}

function StateCard({
  title,
  detail,
  file,
  path,
  children,
}: {
  title: ReactNode;
  detail?: ReactNode;
  file: string;
  path: DocPath;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="studio-state" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {detail ? <p className="studio-muted">{detail}</p> : null}
      <YamlRef file={file} path={path} />
      <div className="studio-state__form">{children}</div>
    </section>
  );
}

function FormStates({ definition }: { definition: FormDefinition }) {
  const { config } = definition;
  const samples = useMemo(() => formSamples(definition), [definition]);
  const file = formFile(config.id);
  const fallback = messages[(config.submit.errorFallback ?? 'error.update') as MessageKey];
  const success = config.submit.onSuccess;
  const valid = samples.valid ?? {};
  return (
    <div className="studio-states">
      <StateCard title="Empty" detail="As it opens, before anything is typed." file={file} path={['schema']}>
        <GalleryForm definition={definition} state="empty" data={{}} submit={false} outcome="succeed" />
      </StateCard>
      {samples.cases.map((found, index) => (
        <StateCard
          key={`${found.field}-${found.key}`}
          title={<>Message: “{found.text}”</>}
          detail={
            <>
              {found.field}, when {found.rules.join(' or ')} fails ({found.key})
              {found.data === null ? '' : `; submitted ${submittedValue(found.data, found.field)}`}
            </>
          }
          file={file}
          path={found.docPath}
        >
          {found.data ? (
            <GalleryForm definition={definition} state={`message-${index}`} data={found.data} submit outcome="succeed" />
          ) : (
            <p>
              <StatusTag tone="warning">Not triggered</StatusTag> The studio found no value that shows this message.
            </p>
          )}
        </StateCard>
      ))}
      <StateCard
        title="Server error (SPEC 8)"
        detail={<>The server fails the submit; the form shows “{fallback}” and keeps every value.</>}
        file={file}
        path={config.submit.errorFallback ? ['submit', 'errorFallback'] : ['submit']}
      >
        <GalleryForm definition={definition} state="server-error" data={valid} submit outcome="fail" />
      </StateCard>
      <StateCard
        title="Success"
        detail={
          <>
            {success?.message ? `Shows “${messages[success.message as MessageKey]}”. ` : 'No message of its own. '}
            {success?.invalidate?.length ? `Refreshes ${success.invalidate.join(', ')}. ` : ''}
            {success?.navigate ? `Goes to route ${success.navigate}.` : ''}
          </>
        }
        file={file}
        path={success ? ['submit', 'onSuccess'] : ['submit']}
      >
        <GalleryForm definition={definition} state="success" data={valid} submit outcome="succeed" />
      </StateCard>
    </div>
  );
}

/** Every YAML form in each of its states: empty, each validation message, a server error, success. */
export function FormGallery() {
  const ids = [...formDefinitions.keys()];
  const [formId, setFormId] = useStudioParam('form', ids[0] ?? '');
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const definition = formDefinitions.get(formId) ?? formDefinitions.get(ids[0] ?? '');
  if (!definition) return <p>No forms in config/forms.</p>;
  return (
    <QueryClientProvider client={queryClient}>
      <div className="studio-gallery">
        <nav aria-label="Forms" className="studio-section studio-gallery__nav">
          <h2>Forms</h2>
          <ul>
            {ids.map((id) => (
              <li key={id}>
                <button
                  type="button"
                  className="studio-link-button"
                  aria-current={id === definition.config.id ? 'page' : undefined}
                  onClick={() => setFormId(id)}
                >
                  {id}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section className="studio-section" aria-labelledby="gallery-form-heading">
          <h2 id="gallery-form-heading">
            {definition.config.title ?? definition.config.id} <span className="studio-muted">({definition.config.id})</span>
          </h2>
          <YamlRef file={formFile(definition.config.id)} path={[]} />
          <FormStates key={definition.config.id} definition={definition} />
        </section>
      </div>
    </QueryClientProvider>
  );
}
