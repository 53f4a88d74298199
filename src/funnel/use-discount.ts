import { useReducer, useRef, useState } from 'react';
import { isApiError } from '../api/api-error';
import { fetchDiscountCode } from '../api/shop-api';
import { errorReporter } from '../adapters/error-reporting';
import { isOwnReferralCode, normaliseCode, validForPanel } from '../domain/discount';
import { discountReducer, initialDiscountState, type DiscountState } from '../domain/discount-state';
import type { DiscountCode } from '../generated/entities.gen';
import { forgetDiscountCode, rememberDiscountCode } from './discount-cookie';

/** Applying a discount code at checkout, driven by the domain's discount state machine. */
export function useDiscount(panelId: string, referralCode: string | null | undefined): {
  status: DiscountState;
  code: DiscountCode | null;
  apply: (raw: string) => Promise<boolean>;
  remove: () => void;
} {
  const [status, dispatch] = useReducer(discountReducer, initialDiscountState);
  const [code, setCode] = useState<DiscountCode | null>(null);
  // The code of the latest lookup: an answer for an older or removed code must not set the applied code.
  const latest = useRef<string | null>(null);

  const apply = async (raw: string): Promise<boolean> => {
    const normalised = normaliseCode(raw);
    if (normalised === '') return false;
    latest.current = normalised;
    setCode(null);
    dispatch({ type: 'validate', code: normalised });
    const ownCode = isOwnReferralCode(normalised, referralCode);
    if (ownCode !== null) {
      dispatch({ type: 'rejected', code: normalised, reason: ownCode });
      return false;
    }
    try {
      const found = await fetchDiscountCode(normalised);
      if (!validForPanel(found, panelId)) {
        dispatch({ type: 'rejected', code: normalised, reason: 'funnel.payment.codeNotForPanel' });
        return false;
      }
      if (latest.current !== normalised) return false;
      setCode(found);
      rememberDiscountCode(normalised);
      dispatch({ type: 'accepted', code: normalised });
      return true;
    } catch (error) {
      // The catalogue: a failed discount "returns false"; only an unexpected failure is reported.
      if (!isApiError(error) || error.status !== 404) errorReporter.report(error, { during: 'discount code' });
      dispatch({ type: 'rejected', code: normalised, reason: 'funnel.payment.codeInvalid' });
      return false;
    }
  };

  const remove = () => {
    latest.current = null;
    forgetDiscountCode();
    setCode(null);
    dispatch({ type: 'remove' });
  };

  return { status, code, apply, remove };
}
