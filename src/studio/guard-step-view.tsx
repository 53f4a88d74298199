import type { DocPath } from '../../codegen/load/config-error';
import type { GuardStep } from '../engine/routing/decide-route';
import type { FlatRoute } from '../engine/routing/flat-routes';
import type { ConditionCheck } from '../engine/conditions/condition-values';
import { StatusTag } from '../ui/status-tag';
import { YamlRef } from './studio-lines';

const ROUTES_FILE = 'config/routes.yaml';

function showValue(value: unknown): string {
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

/** A condition as written, whether it held, and each value it read. */
export function ConditionView({ check }: { check: ConditionCheck }) {
  if (check.condition === undefined) return <p className="studio-muted">No condition: always holds.</p>;
  return (
    <div className="studio-condition">
      <code>{JSON.stringify(check.condition)}</code>
      {check.values.length > 0 ? (
        <ul className="studio-values" aria-label="Values read">
          {check.values.map((value) => (
            <li key={value.name}>
              <code>{value.name}</code> = <code>{showValue(value.value)}</code>
            </li>
          ))}
        </ul>
      ) : null}
      <StatusTag tone={check.holds ? 'success' : 'neutral'}>{check.holds ? 'holds' : 'does not hold'}</StatusTag>
    </div>
  );
}

/** The route, or the nearest ancestor, that says the key (access, skipVerificationWall): where the rule is written. */
function ownerPath(flat: FlatRoute, key: 'access' | 'skipVerificationWall', paths: ReadonlyMap<string, DocPath>): DocPath {
  const chain = [flat.route, ...[...flat.ancestors].reverse()];
  const owner = chain.find((route) => route[key] !== undefined);
  const path = paths.get(owner?.id ?? flat.id) ?? ['routes'];
  return owner ? [...path, key] : path;
}

interface Props {
  step: GuardStep;
  flat: FlatRoute;
  paths: ReadonlyMap<string, DocPath>;
}

/** One check of the guard chain: what was checked, with which values, and the YAML line of its rule. */
export function GuardStepView({ step, flat, paths }: Props) {
  const routePath = paths.get(flat.id) ?? ['routes'];
  const decides = step.decides ? <StatusTag tone="warning">decides</StatusTag> : null;
  if (step.guard === 'session') {
    return (
      <li className={step.decides ? 'studio-step studio-step--decides' : 'studio-step'}>
        <h4>Session guard {decides}</h4>
        <p>
          Access: <strong>{step.access}</strong>; the person is {step.authenticated ? 'signed in' : 'signed out'}.
          {step.decides ? ' A signed-out person is sent to log in, with this page as redirectTo.' : ''}
        </p>
        {step.publicWhen ? (
          <>
            <p>Open without a session when (publicWhen):</p>
            <ConditionView check={step.publicWhen} />
            <YamlRef file={ROUTES_FILE} path={[...routePath, 'publicWhen']} />
          </>
        ) : (
          <YamlRef file={ROUTES_FILE} path={ownerPath(flat, 'access', paths)} />
        )}
      </li>
    );
  }
  if (step.guard === 'verification-wall') {
    return (
      <li className={step.decides ? 'studio-step studio-step--decides' : 'studio-step'}>
        <h4>Verification wall {decides}</h4>
        <p>
          {step.exempt
            ? 'This route is exempt (skipVerificationWall). '
            : `Email verified: ${String(step.emailVerified)}; account age ${Math.round(step.hoursSinceCreated)} h against a ${step.windowHours} h window. `}
          {step.decides ? 'An unverified person past the window is sent to verify their email.' : 'Passes.'}
        </p>
        <YamlRef
          file={step.exempt ? ROUTES_FILE : 'config/app.yaml'}
          path={step.exempt ? ownerPath(flat, 'skipVerificationWall', paths) : ['constants', 'emailVerificationWindowHours']}
        />
      </li>
    );
  }
  const target =
    step.redirect.to !== undefined
      ? `route ${step.redirect.to}`
      : `external ${step.redirect.external ?? ''}${step.redirect.pathSuffix ?? ''}`;
  return (
    <li className={step.decides ? 'studio-step studio-step--decides' : 'studio-step'}>
      <h4>
        Redirect {step.index + 1} to {target} {decides}
      </h4>
      <ConditionView check={step.check} />
      <YamlRef file={ROUTES_FILE} path={[...routePath, 'redirects', step.index]} />
    </li>
  );
}
