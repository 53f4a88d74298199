import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { queryKeys } from '../../api/query-keys';
import { revokeShareLink, type ShareLinkItem } from '../../api/share-links-api';
import { isDeviceFamily, type DeviceFamily } from '../../domain/share/device-family';
import { localDateTime } from '../../domain/share/local-date-time';
import type { ShareLinkStatus } from '../../domain/share/share-link-status';
import type { MessageKey } from '../../generated/messages.gen';
import { Button } from '../../ui/button';
import { message } from '../../ui/message';
import { StatusTag, type StatusTone } from '../../ui/status-tag';
import { longDate } from '../results/chart-format';

const DEVICES: Readonly<Record<DeviceFamily, MessageKey>> = {
  iphone: 'share.device.iphone',
  ipad: 'share.device.ipad',
  'android-phone': 'share.device.androidPhone',
  'android-tablet': 'share.device.androidTablet',
  chromebook: 'share.device.chromebook',
  windows: 'share.device.windows',
  mac: 'share.device.mac',
  linux: 'share.device.linux',
  other: 'share.device.other',
};

const STATUS: Readonly<Record<ShareLinkStatus, { key: MessageKey; tone: StatusTone }>> = {
  active: { key: 'share.links.status.active', tone: 'success' },
  expired: { key: 'share.links.status.expired', tone: 'neutral' },
  revoked: { key: 'share.links.status.revoked', tone: 'neutral' },
  locked: { key: 'share.links.status.locked', tone: 'warning' },
};

const when = (iso: string | null | undefined): string => {
  const at = iso ? localDateTime(iso) : null;
  return at ? message('share.dateTime', at) : '';
};

function sharesText(link: ShareLinkItem): string {
  const dates = link.test_dates ?? [];
  const first = dates[0];
  const last = dates.at(-1);
  if (first === undefined || last === undefined) return message('share.links.scopeNone');
  return link.scope === 'all'
    ? message('share.links.scopeAll', { from: longDate(first), to: longDate(last) })
    : message('share.links.scopeLatest', { date: longDate(last) });
}

function passcodeText(link: ShareLinkItem): string {
  if (!link.has_passcode) return message('share.links.withoutPasscode');
  return link.wrong_passcodes
    ? message('share.links.wrongPasscodes', { count: link.wrong_passcodes })
    : message('share.links.withPasscode');
}

function LinkItem({ link }: { link: ShareLinkItem }) {
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<'revoked' | 'failed' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const status: ShareLinkStatus = link.status ?? 'active';
  // With its time: two links made the same day are told apart, in the list and in each Revoke's name.
  const made = when(link.created_at);
  const headingId = `share-link-${link.id}`;
  const ended = status === 'revoked' ? link.revoked_at : status === 'expired' ? link.expires_at : null;
  const openings = link.openings ?? [];
  const revoke = async () => {
    setOutcome(null);
    try {
      await revokeShareLink(link.id);
      setOutcome('revoked');
      await client.invalidateQueries({ queryKey: queryKeys.shareLinks });
      // The button goes with the link's new status: focus stays in the link rather than falling to the page.
      heading.current?.focus();
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <li className="share-link" aria-labelledby={headingId}>
      <div className="share-link__top">
        <h3 id={headingId} ref={heading} tabIndex={-1}>
          {message('share.links.itemLabel', { date: made })}
        </h3>
        <StatusTag tone={STATUS[status].tone}>{message(STATUS[status].key)}</StatusTag>
      </div>
      <dl className="share-link__facts">
        <div>
          <dt>{message('share.links.shares')}</dt>
          <dd>{sharesText(link)}</dd>
        </div>
        <div>
          <dt>{message(ended ? 'share.links.ended' : 'share.links.until')}</dt>
          <dd>{when(ended ?? link.expires_at)}</dd>
        </div>
        <div>
          <dt>{message('share.links.passcode')}</dt>
          <dd>{passcodeText(link)}</dd>
        </div>
        <div>
          <dt>{message('share.links.openings')}</dt>
          <dd>
            {openings.length === 0 ? (
              message('share.links.notOpened')
            ) : (
              <ul className="share-link__openings">
                {openings.map((opening) => (
                  <li key={opening.id}>
                    {message('share.links.opening', {
                      when: when(opening.viewed_at),
                      device: message(DEVICES[isDeviceFamily(opening.device_family) ? opening.device_family : 'other']),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      {status === 'locked' ? <p>{message('share.links.lockedNote', { tries: link.wrong_passcodes ?? 0 })}</p> : null}
      {status === 'active' || status === 'locked' ? (
        <Button variant="destructive" onClick={revoke}>
          {message('share.links.revoke')}
          <span className="visually-hidden"> {message('share.links.revokeHidden', { date: made })}</span>
        </Button>
      ) : null}
      {outcome === 'revoked' ? <p role="status">{message('share.links.revoked')}</p> : null}
      {outcome === 'failed' ? (
        <p role="alert" className="form-error">
          {message('share.links.revokeFailed')}
        </p>
      ) : null}
    </li>
  );
}

/** The person's links, newest first: what each shares, until when, its passcode, each opening, and Revoke. */
export function ShareLinkList({ links }: { links: readonly ShareLinkItem[] }) {
  if (links.length === 0) return <p>{message('share.links.empty')}</p>;
  return (
    <ul className="share-links">
      {links.map((link) => (
        <LinkItem key={link.id} link={link} />
      ))}
    </ul>
  );
}
