import { useEffect, useReducer, useRef, useState } from 'react';
import { isApiError } from '../api/api-error';
import { fetchDiscountCode } from '../api/shop-api';
import { errorReporter } from '../adapters/error-reporting';
import { codeProblem, isOwnReferralCode } from '../domain/discount';
import { normaliseCode } from '../domain/discount-code';
import { discountReducer, initialDiscountState, type DiscountState } from '../domain/discount-state';
import type { DiscountCode } from '../generated/entities.gen';
import { forgetDiscountCode, rememberDiscountCode } from './discount-cookie';

/**
 * Applying a discount code at checkout, driven by the domain's discount state machine. `initialCode` (from the
 * entry link, or the code remembered in the cookie) is applied once on arrival, so a code survives a reload, a
 * cancelled payment page and a declined bank confirmation. A code that is refused, or that cannot be checked,
 * leaves the code already applied in place.
 */
export function useDiscount(
  panelId: string,
  referralCode: string | null | undefined,
  initialCode: string | null = null,
): {
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
    dispatch({ type: 'validate', code: normalised });
    const ownCode = isOwnReferralCode(normalised, referralCode);
    if (ownCode !== null) {
      dispatch({ type: 'rejected', code: normalised, reason: ownCode });
      return false;
    }
    try {
      const found = await fetchDiscountCode(normalised);
      if (latest.current !== normalised) return false;
      const problem = codeProblem(found, panelId, Date.now());
      if (problem !== null) {
        dispatch({ type: 'rejected', code: normalised, reason: problem });
        return false;
      }
      setCode(found);
      rememberDiscountCode(normalised);
      dispatch({ type: 'accepted', code: normalised });
      return true;
    } catch (error) {
      // The catalogue: a failed discount "returns false". A code the API does not know is not valid; any other
      // failure means the code could not be checked (and is reported), which says nothing about the code.
      const unknown = isApiError(error) && error.status === 404;
      if (!unknown) errorReporter.report(error, { during: 'discount code' });
      dispatch({ type: 'rejected', code: normalised, reason: unknown ? 'funnel.payment.codeInvalid' : 'funnel.payment.codeUnchecked' });
      return false;
    }
  };

  const remove = () => {
    latest.current = null;
    forgetDiscountCode();
    setCode(null);
    dispatch({ type: 'remove' });
  };

  useEffect(() => {
    if (initialCode) void apply(initialCode);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { status, code, apply, remove };
}
