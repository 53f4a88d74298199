import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { cancelDestination } from '../domain/signup-cancel';
import { parseOnboardingQuery } from '../domain/onboarding-query';
import { FUNNEL_STEPS, type FunnelPosition } from '../engine/routing/funnel-steps';
import { appConfig } from '../generated/app-config.gen';
import { pathFor } from '../routing/app-routes';
import { externalUrl } from '../routing/url-policy';
import { message } from '../ui/message';
import { CancelDialog } from './cancel-dialog';

/** The checkout's own header: "Step N of M", the step names, and a Cancel that asks first. */
export function FunnelHeader({ position }: { position: FunnelPosition | null }) {
  const [asking, setAsking] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const leave = () => {
    const destination = cancelDestination(parseOnboardingQuery(new URLSearchParams(location.search)));
    if ('route' in destination) void navigate(pathFor(destination.route));
    else window.location.assign(destination.segment === undefined ? externalUrl(destination.external) : externalUrl(destination.external, destination.segment));
  };
  return (
    <header className="funnel-header">
      <span className="logo">{appConfig.productName}</span>
      {position ? (
        <nav aria-label={message('funnel.breadcrumb')} className="funnel-steps">
          <p className="funnel-steps__count">{message('copy.stepOf', { step: position.number, total: position.total })}</p>
          <ol>
            {FUNNEL_STEPS.map((step) => (
              <li key={step} aria-current={step === position.step ? 'step' : undefined}>
                {message(`signup.step.${step}`)}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <button type="button" onClick={() => setAsking(true)}>
        {message('funnel.cancel')}
      </button>
      {asking ? <CancelDialog onCancelPurchase={leave} onStay={() => setAsking(false)} /> : null}
    </header>
  );
}
