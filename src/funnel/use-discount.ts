import { useState } from 'react';
import { isApiError } from '../api/api-error';
import { fetchDiscountCode } from '../api/shop-api';
import { errorReporter } from '../adapters/error-reporting';
import { isOwnReferralCode, isValidForPanel, normaliseDiscountCode, type DiscountStatus } from '../domain/discount-rules';
import type { DiscountCode } from '../generated/entities.gen';
import { message } from '../ui/message';
import { forgetDiscountCode, rememberDiscountCode } from './discount-cookie';

/** Applying a discount code at checkout: validating, then applied with or without an error; removing resets. */
export function useDiscount(panelId: string, referralCode: string | null | undefined) {
  const [status, setStatus] = useState<DiscountStatus>({ state: 'idle' });
  const [code, setCode] = useState<DiscountCode | null>(null);

  const apply = async (raw: string): Promise<boolean> => {
    const normalised = normaliseDiscountCode(raw);
    if (normalised === '') return false;
    setCode(null);
    if (isOwnReferralCode(normalised, referralCode)) {
      setStatus({ state: 'applied', code: normalised, error: true, message: message('error.ownReferralCode') });
      return false;
    }
    setStatus({ state: 'validating', code: normalised });
    try {
      const found = await fetchDiscountCode(normalised);
      if (!isValidForPanel(found, panelId)) {
        setStatus({ state: 'applied', code: normalised, error: true, message: message('funnel.payment.codeNotForPanel') });
        return false;
      }
      setCode(found);
      rememberDiscountCode(normalised);
      setStatus({ state: 'applied', code: normalised, error: false, message: null });
      return true;
    } catch (error) {
      // The catalogue: a failed discount "returns false"; only an unexpected failure is reported.
      if (!isApiError(error) || error.status !== 404) errorReporter.report(error, { during: 'discount code' });
      setStatus({ state: 'applied', code: normalised, error: true, message: message('funnel.payment.codeInvalid') });
      return false;
    }
  };

  const remove = () => {
    forgetDiscountCode();
    setCode(null);
    setStatus({ state: 'idle' });
  };

  return { status, code, apply, remove };
}
