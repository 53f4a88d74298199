import type { AnalyteResult } from '../../generated/entities.gen';
import type { MessageKey } from '../../generated/messages.gen';
import { useCurrentUser } from '../../app-frame/use-current-user';
import { message } from '../../ui/message';
import { longDate } from './chart-format';

const SAMPLE_TYPES: Readonly<Record<string, MessageKey>> = {
  finger_prick: 'result.sampleType.fingerPrick',
  venous: 'result.sampleType.venous',
  automatic_capillary: 'result.sampleType.automaticCapillary',
};

/**
 * Who the result belongs to and how it was measured: test date, sample type and lab on screen, and on paper the
 * person's name and date of birth too, so a printed page handed to a GP stands on its own.
 */
export function ResultDetails({ result, testedOn }: { result: AnalyteResult; testedOn: string | null }) {
  const user = useCurrentUser();
  const name = [user?.first_name, user?.last_name].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ');
  const dob = typeof user?.dob === 'string' && user.dob ? longDate(user.dob) : null;
  const rows: { key: string; value: string; printOnly?: boolean }[] = [
    ...(name ? [{ key: message('result.print.name'), value: name, printOnly: true }] : []),
    ...(dob ? [{ key: message('result.print.dob'), value: dob, printOnly: true }] : []),
    ...(testedOn ? [{ key: message('result.print.testDate'), value: testedOn }] : []),
    { key: message('result.print.sampleType'), value: message(SAMPLE_TYPES[result.sample_type ?? ''] ?? 'result.sampleType.unknown') },
    { key: message('result.print.lab'), value: message(result.uploaded ? 'result.lab.uploaded' : 'result.lab.ours') },
  ];
  return (
    <dl className="result-details" aria-label={message('result.print.about')}>
      {rows.map((row) => (
        <div key={row.key} className={row.printOnly ? 'result-details__row print-only' : 'result-details__row'}>
          <dt>{row.key}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
