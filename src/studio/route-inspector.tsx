import { useId, useMemo } from 'react';
import type { StudioPersona } from '../../codegen/studio/studio-api';
import { routesConfig } from '../generated/routes-config.gen';
import { StatusTag } from '../ui/status-tag';
import { CopyableTable } from './copyable-table';
import { GuardStepView } from './guard-step-view';
import { personaPerson, signedOutPerson } from './person';
import { usePersonPicker } from './person-picker';
import { routeMatrix } from './route-matrix';
import { catalogueRecords } from './route-params';
import { walkRoute, type RouteEnd } from './route-walk';
import { useStudioParam } from './studio-params';
import { YamlRef } from './studio-lines';
import { routeDocPaths } from './yaml-lines';

function EndView({ end }: { end: RouteEnd }) {
  switch (end.kind) {
    case 'render':
      return (
        <p className="studio-end">
          <StatusTag tone="success">Ends here</StatusTag> <strong>{end.url}</strong> renders (route <code>{end.routeId}</code>).
        </p>
      );
    case 'external':
      return (
        <p className="studio-end">
          <StatusTag tone="info">Leaves the app</StatusTag> for <strong>{end.url}</strong>
        </p>
      );
    case 'loop':
      return (
        <p className="studio-end">
          <StatusTag tone="error">Redirect loop</StatusTag> still redirecting at {end.url}
        </p>
      );
    default:
      return (
        <p className="studio-end">
          <StatusTag tone="error">No route</StatusTag> matches {end.url}
        </p>
      );
  }
}

function RouteMatrix({ personas }: { personas: readonly StudioPersona[] }) {
  const table = useMemo(
    () =>
      routeMatrix([{ ...signedOutPerson(), records: catalogueRecords(personas) }, ...personas.map((persona) => personaPerson(persona))]),
    [personas],
  );
  return (
    <section aria-labelledby="matrix-heading" className="studio-section">
      <h2 id="matrix-heading">Every route × every persona</h2>
      <p className="studio-muted">
        Each route asked for each persona with the flags of config/app.yaml, its parameters filled with the persona’s own records (their
        latest results, their plan, their order) or the catalogue’s. Where a persona has none, the cell says so and asks with{' '}
        <code>example-&lt;name&gt;</code>.
      </p>
      <CopyableTable table={table} copyLabel="matrix" regionLabel="Route matrix" className="studio-matrix">
        {table.rows.map((row) => (
          <tr key={row[0]}>
            {row.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={index}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </CopyableTable>
    </section>
  );
}

/** What happens at a path, for whom: the route matched, each guard and redirect in order, where the person ends up. */
export function RouteInspector({ personas }: { personas: readonly StudioPersona[] }) {
  const id = useId();
  const [path, setPath] = useStudioParam('path', '/your-orders');
  const { person, picker } = usePersonPicker(personas, 'person');
  const paths = useMemo(() => routeDocPaths(routesConfig.routes), []);
  const walk = useMemo(() => walkRoute(path.startsWith('/') ? path : `/${path}`, person), [path, person]);
  return (
    <div className="studio-inspector">
      <section className="studio-section studio-columns" aria-labelledby={`${id}-ask`}>
        <div>
          <h2 id={`${id}-ask`}>Ask the route table</h2>
          <div className="studio-field">
            <label htmlFor={`${id}-path`}>Path with query</label>
            <input
              id={`${id}-path`}
              className="studio-input"
              value={path}
              spellCheck={false}
              onChange={(event) => setPath(event.target.value)}
            />
          </div>
          {picker}
        </div>
        <div aria-live="polite">
          <h2>Decision trace</h2>
          <ol className="studio-hops">
            {walk.hops.map((hop, index) => (
              <li key={`${index}-${hop.url}`} className="studio-hop">
                <h3>
                  {hop.url} <span className="studio-muted">matches route</span> <code>{hop.flat.id}</code>{' '}
                  <span className="studio-muted">({hop.flat.fullPath})</span>
                </h3>
                <YamlRef file="config/routes.yaml" path={paths.get(hop.flat.id) ?? ['routes']} />
                <ol className="studio-steps">
                  {hop.trace.steps.map((step, stepIndex) => (
                    <GuardStepView key={stepIndex} step={step} flat={hop.flat} paths={paths} />
                  ))}
                </ol>
                {hop.trace.decision.kind === 'redirect' ? (
                  <p>
                    Sent to <strong>{hop.trace.decision.location}</strong> ({hop.trace.decision.reason}).
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
          <EndView end={walk.end} />
        </div>
      </section>
      <RouteMatrix personas={personas} />
    </div>
  );
}
