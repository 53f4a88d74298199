import { useId, useMemo, useState, type ReactNode } from 'react';
import type { StudioPersona } from '../../codegen/studio/studio-api';
import { appConfig } from '../generated/app-config.gen';
import {
  BY_HAND_ID,
  SIGNED_OUT_ID,
  defaultFlags,
  describePerson,
  handPickedPerson,
  personaPerson,
  rolePermissions,
  signedOutPerson,
  type HandPicked,
  type Person,
  type Verification,
} from './person';
import { FlagChecks } from './flag-checks';
import { useStudioParam } from './studio-params';

const VERIFICATIONS: readonly [Verification, string][] = [
  ['verified', 'Email verified'],
  ['unverified-in-window', `Unverified, created 1 h ago (within ${appConfig.constants.emailVerificationWindowHours} h)`],
  ['unverified-past-window', `Unverified, created more than ${appConfig.constants.emailVerificationWindowHours} h ago`],
];

/** Picks who to ask about: a persona from the seeds, signed out, or a person described by hand; flags for either. */
export function usePersonPicker(personas: readonly StudioPersona[], param: string): { person: Person; picker: ReactNode } {
  const id = useId();
  const [chosen, setChosen] = useStudioParam(param, SIGNED_OUT_ID);
  const [flags, setFlags] = useState<Record<string, boolean>>(defaultFlags);
  const roles = useMemo(() => rolePermissions(personas), [personas]);
  const organizations = useMemo(
    () => [...new Set(personas.map((persona) => persona.organization).filter((slug): slug is string => slug !== null))],
    [personas],
  );
  const [hand, setHand] = useState<Omit<HandPicked, 'flags'>>({
    signedIn: true,
    roles: ['customer'],
    verification: 'verified',
    organization: '',
    webview: false,
  });
  const persona = personas.find((candidate) => candidate.email === chosen);
  const person = useMemo(() => {
    if (chosen === BY_HAND_ID) return handPickedPerson({ ...hand, flags }, roles, Date.now());
    return persona ? personaPerson(persona, flags) : signedOutPerson(flags);
  }, [chosen, hand, flags, roles, persona]);

  const picker = (
    <div className="studio-person">
      <div className="studio-field">
        <label htmlFor={`${id}-who`}>Person</label>
        <select id={`${id}-who`} value={person.id} onChange={(event) => setChosen(event.target.value)}>
          <option value={SIGNED_OUT_ID}>Signed out</option>
          {personas.map((candidate) => (
            <option key={candidate.email} value={candidate.email}>
              {candidate.email}
            </option>
          ))}
          <option value={BY_HAND_ID}>By hand…</option>
        </select>
      </div>
      {chosen === BY_HAND_ID ? (
        <fieldset className="studio-hand">
          <legend>Described by hand</legend>
          <label className="studio-check">
            <input type="checkbox" checked={hand.signedIn} onChange={(event) => setHand({ ...hand, signedIn: event.target.checked })} />{' '}
            Signed in
          </label>
          <fieldset>
            <legend>Roles</legend>
            {[...roles.keys()].map((role) => (
              <label key={role} className="studio-check">
                <input
                  type="checkbox"
                  checked={hand.roles.includes(role)}
                  onChange={(event) =>
                    setHand({ ...hand, roles: event.target.checked ? [...hand.roles, role] : hand.roles.filter((name) => name !== role) })
                  }
                />{' '}
                {role} <span className="studio-muted">({roles.get(role)?.join(', ') || 'no permissions'})</span>
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>Verification</legend>
            {VERIFICATIONS.map(([value, label]) => (
              <label key={value} className="studio-check">
                <input
                  type="radio"
                  name={`${id}-verification`}
                  checked={hand.verification === value}
                  onChange={() => setHand({ ...hand, verification: value })}
                />{' '}
                {label}
              </label>
            ))}
          </fieldset>
          <div className="studio-field">
            <label htmlFor={`${id}-org`}>Partner membership</label>
            <select id={`${id}-org`} value={hand.organization} onChange={(event) => setHand({ ...hand, organization: event.target.value })}>
              <option value="">None</option>
              {organizations.map((slug) => (
                <option key={slug} value={slug}>
                  {slug}
                </option>
              ))}
            </select>
          </div>
          <label className="studio-check">
            <input type="checkbox" checked={hand.webview} onChange={(event) => setHand({ ...hand, webview: event.target.checked })} /> In
            the mobile app’s webview
          </label>
        </fieldset>
      ) : null}
      <FlagChecks flags={flags} onChange={setFlags} />
      <p className="studio-muted studio-person-summary">{describePerson(person)}</p>
    </div>
  );
  return { person, picker };
}
