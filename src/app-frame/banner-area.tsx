import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { request } from '../api/client';
import { analytics } from '../adapters/analytics';
import { errorReporter } from '../adapters/error-reporting';
import type { Banner } from '../generated/config-types.gen';
import type { MessageKey } from '../generated/messages.gen';
import { useSingleFlight } from '../forms/use-single-flight';
import { pathFor } from '../app-router/app-routes';
import { externalUrl } from '../app-router/url-policy';
import { Icon } from '../ui/icons';
import { keepBannerAreaHeight } from './banner-area-height';
import { message } from '../ui/message';

interface Props {
  banners: readonly Banner[];
  query: Readonly<Record<string, string>>;
  onClose: (id: string) => void;
}

function BannerCta({ banner }: { banner: Banner }) {
  const [sent, setSent] = useState<'idle' | 'sending' | 'sent' | 'error'>('idle');
  const flight = useSingleFlight();
  const cta = banner.cta;
  if (!cta) return null;
  const track = () => analytics.track('Banner Clicked', { banner: banner.id });
  if (cta.action === 'resend-verification') {
    const resend = async () => {
      track();
      setSent('sending');
      try {
        await request('/v1/email_verification_codes', { method: 'POST' });
        setSent('sent');
      } catch (error) {
        errorReporter.report(error);
        setSent('error');
      }
    };
    return (
      <>
        <button type="button" className="banner__cta" disabled={flight.running} onClick={() => void flight.run(resend)}>
          {cta.label}
        </button>
        <span role="status" className="banner__status">
          {sent === 'sent' ? message('banner.resendSent') : sent === 'error' ? message('error.generic') : ''}
        </span>
      </>
    );
  }
  if (cta.external)
    return (
      <a className="banner__cta" href={externalUrl(cta.external)} onClick={track}>
        {cta.label}
      </a>
    );
  return (
    <Link className="banner__cta" to={pathFor(cta.route ?? 'root')} onClick={track}>
      {cta.label}
    </Link>
  );
}

/** The sticky banner area. Each banner shown is tracked once per page; clicks and closes are tracked too. */
export function BannerArea({ banners, query, onClose }: Props) {
  const ids = banners.map((banner) => banner.id).join(',');
  useEffect(() => {
    for (const id of ids ? ids.split(',') : []) analytics.track('Banner Viewed', { banner: id });
  }, [ids]);
  if (banners.length === 0) return null;
  return (
    <div ref={keepBannerAreaHeight} className="banner-area" role="region" aria-label="Notices">
      {banners.map((banner) => (
        <div key={banner.id} className={`banner banner--${banner.tone ?? 'info'}`} data-banner={banner.id}>
          <Icon name={banner.tone ?? 'info'} />
          <div className="banner__body">
            <p className="banner__message">{message(banner.message as MessageKey, { code: query.discount_code ?? '' })}</p>
            <BannerCta banner={banner} />
          </div>
          {banner.dismissible === false ? null : (
            <button
              type="button"
              className="banner__close"
              aria-label={`${message('layout.closeBanner')}: ${message(banner.message as MessageKey, { code: query.discount_code ?? '' })}`}
              onClick={() => {
                analytics.track('Banner Closed', { banner: banner.id });
                onClose(banner.id);
              }}
            >
              <Icon name="close" />
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
