import { appConfig } from '../../generated/app-config.gen';
import type { Partner } from '../../api/partner-api';
import { BrandMark } from '../../app-frame/brand-mark';
import { message } from '../../ui/message';
import './partner.css';

/** Co-branding: the product's name beside the partner's logo. */
export function PartnerLogos({ partner }: { partner: Partner }) {
  return (
    <div className="partner-logos">
      <span className="logo">
        <BrandMark />
        <span className="logo__name">{appConfig.productName}</span>
      </span>
      {partner.cobranding ? (
        <img
          src={partner.logos.cobranding}
          alt={message('partner.logoAlt', { name: partner.logos.cobranding_alt || partner.name })}
          height={40}
        />
      ) : null}
    </div>
  );
}
