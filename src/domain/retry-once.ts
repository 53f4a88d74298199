import { appConfig } from '../generated/app-config.gen';

export interface RetryOnceOptions {
  /** Whether a second attempt is allowed (SPEC section 7: predictive results "retried once after 20 s if allowed"), given the failure. */
  allowed: boolean | ((error: unknown) => boolean);
  delayMs?: number;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs fetch; on failure, and only when allowed, waits delayMs and tries exactly once more. */
export async function retryOnce<T>(
  fetch: () => Promise<T>,
  { allowed, delayMs = appConfig.constants.retryDelayMs, wait = sleep }: RetryOnceOptions,
): Promise<T> {
  try {
    return await fetch();
  } catch (error) {
    if (!(typeof allowed === 'function' ? allowed(error) : allowed)) throw error;
    await wait(delayMs);
    return fetch();
  }
}
