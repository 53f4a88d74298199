import { useEffect, useRef, useState } from 'react';
import type { ShareLinkItem } from '../../api/share-links-api';
import { localDateTime } from '../../domain/share/local-date-time';
import { sharedUrl } from '../../domain/share/share-token';
import { pathFor } from '../../app-router/app-routes';
import { Button } from '../../ui/button';
import { cardClassName } from '../../ui/card';
import { message } from '../../ui/message';
import { QrCode } from './qr-code';

/**
 * The link just made: the address to give the doctor, a copy button and a QR code. The token is in this answer
 * only (the server keeps its hash), so the page says plainly that the link is shown once.
 */
export function ShareCreated({ link, onAnother }: { link: ShareLinkItem; onAnother: () => void }) {
  const url = sharedUrl(window.location.origin, pathFor('shared-results'), link.token ?? '');
  const until = link.expires_at ? localDateTime(link.expires_at) : null;
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  // Arriving in place of the form, the panel is where the person's attention goes next.
  useEffect(() => heading.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      field.current?.select();
      setCopied('failed');
    }
  };
  return (
    <section className={cardClassName('feature', 'share-created')} aria-labelledby="share-created-heading">
      <h2 id="share-created-heading" ref={heading} tabIndex={-1}>
        {message('share.created.heading')}
      </h2>
      {until ? <p>{message('share.created.until', { until: message('share.dateTime', until) })}</p> : null}
      <p>{message(link.has_passcode ? 'share.created.passcode' : 'share.created.noPasscode')}</p>
      <div className="field">
        <label htmlFor="share-link-url">{message('share.created.linkLabel')}</label>
        <input
          id="share-link-url"
          ref={field}
          className="share-created__url"
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
        />
      </div>
      <div className="button-group">
        <Button onClick={copy}>{message('share.created.copy')}</Button>
        <Button variant="secondary" onClick={onAnother}>
          {message('share.created.another')}
        </Button>
      </div>
      <p role="status" className="share-created__copied">
        {copied === 'yes' ? message('share.created.copied') : copied === 'failed' ? message('share.created.copyFailed') : ''}
      </p>
      <figure className="share-created__qr">
        <QrCode text={url} label={message('share.created.qr')} />
        <figcaption>{message('share.created.qrHint')}</figcaption>
      </figure>
      <p className="hint">{message('share.created.once')}</p>
    </section>
  );
}
