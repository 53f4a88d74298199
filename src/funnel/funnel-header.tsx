import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { cancelDestination } from '../domain/signup-cancel';
import { parseOnboardingQuery } from '../domain/onboarding-query';
import type { FunnelPosition } from '../engine/routing/funnel-steps';
import { appConfig } from '../generated/app-config.gen';
import { pathFor } from '../app-router/app-routes';
import { externalUrl } from '../app-router/url-policy';
import { BrandMark } from '../app-frame/brand-mark';
import { Button } from '../ui/button';
import { Icon } from '../ui/icons';
import { message } from '../ui/message';
import { StepIndicator } from '../ui/step-indicator';
import { CancelDialog } from './cancel-dialog';

/** The checkout's own header: "Step N of M" and the names of the steps this person sees, and a Cancel that asks first. */
export function FunnelHeader({ position }: { position: FunnelPosition | null }) {
  const [asking, setAsking] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const leave = () => {
    const destination = cancelDestination(parseOnboardingQuery(new URLSearchParams(location.search)));
    if ('route' in destination) void navigate(pathFor(destination.route));
    else
      window.location.assign(
        destination.segment === undefined ? externalUrl(destination.external) : externalUrl(destination.external, destination.segment),
      );
  };
  return (
    <header className="funnel-header">
      <div className="funnel-header__bar">
        <span className="logo">
          <BrandMark />
          <span className="logo__name">{appConfig.productName}</span>
        </span>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {message('funnel.cancel')}
        </Button>
      </div>
      {position ? (
        <nav aria-label={message('funnel.breadcrumb')} className="funnel-steps">
          <StepIndicator step={position.number} total={position.total} name={message(`signup.step.${position.step}`)} />
          <ol>
            {position.steps.map((step, index) => (
              <li key={step} aria-current={step === position.step ? 'step' : undefined}>
                {index < position.number - 1 ? <Icon name="success" size={1} /> : null}
                {message(`signup.step.${step}`)}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {asking ? <CancelDialog onCancelPurchase={leave} onStay={() => setAsking(false)} /> : null}
    </header>
  );
}
