/** One checkbox per feature flag of config/app.yaml: the situation a studio view asks about. */
export function FlagChecks({ flags, onChange }: { flags: Record<string, boolean>; onChange: (flags: Record<string, boolean>) => void }) {
  return (
    <fieldset className="studio-flags">
      <legend>Feature flags</legend>
      {Object.keys(flags).map((flag) => (
        <label key={flag} className="studio-check">
          <input
            type="checkbox"
            checked={flags[flag] === true}
            onChange={(event) => onChange({ ...flags, [flag]: event.target.checked })}
          />{' '}
          {flag}
        </label>
      ))}
    </fieldset>
  );
}
