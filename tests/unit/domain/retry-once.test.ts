import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryOnce } from '../../../src/domain/retry-once';

describe('retryOnce (predictive results: once after 20 s when allowed)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('returns the first success without waiting', async () => {
    const fetch = vi.fn().mockResolvedValue('ok');
    await expect(retryOnce(fetch, { allowed: true })).resolves.toBe('ok');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('waits 20 s (app.yaml) and tries once more when allowed', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error('first')).mockResolvedValueOnce('second');
    const result = retryOnce(fetch, { allowed: true });
    await vi.advanceTimersByTimeAsync(19_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('second');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up after the one retry', async () => {
    const fetch = vi.fn().mockRejectedValue(new Error('down'));
    const result = retryOnce(fetch, { allowed: true });
    const settled = expect(result).rejects.toThrow('down');
    await vi.advanceTimersByTimeAsync(20_000);
    await settled;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks the predicate whether this failure allows a retry', async () => {
    const fetch = vi.fn().mockRejectedValue(new Error('404'));
    await expect(retryOnce(fetch, { allowed: (error) => (error as Error).message !== '404' })).rejects.toThrow('404');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry when not allowed', async () => {
    const fetch = vi.fn().mockRejectedValue(new Error('down'));
    await expect(retryOnce(fetch, { allowed: false })).rejects.toThrow('down');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
