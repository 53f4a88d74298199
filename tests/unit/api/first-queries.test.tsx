// @vitest-environment jsdom
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../src/api/query-client';
import { firstQuery, JUST_FETCHED_MS, refetchOnMount } from '../../../src/app-router/screen-queries';

afterEach(cleanup);

describe('refetchOnMount', () => {
  const now = 1_000_000;
  it.each([
    { case: 'an answer that arrived this moment', updatedAt: now, invalidated: false, refetch: false },
    { case: 'an answer just inside the window', updatedAt: now - JUST_FETCHED_MS + 1, invalidated: false, refetch: false },
    { case: 'an answer as old as the window', updatedAt: now - JUST_FETCHED_MS, invalidated: false, refetch: true },
    { case: 'a query never answered', updatedAt: 0, invalidated: false, refetch: true },
    { case: 'a fresh answer that was invalidated', updatedAt: now, invalidated: true, refetch: true },
  ])('$case: refetch $refetch', ({ updatedAt, invalidated, refetch }) => {
    expect(refetchOnMount({ state: { dataUpdatedAt: updatedAt, isInvalidated: invalidated } }, now)).toBe(refetch);
  });
});

describe('a page prefetching its first queries', () => {
  const setUp = () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const queryFn = vi.fn(async () => ({ name: 'Vitamin D' }));
    const options = firstQuery({ queryKey: ['product', 'vitamin-d3'], queryFn, meta: { silent: true } });
    return { client, wrapper, queryFn, options };
  };

  it('asks once when the component mounts while the prefetch is in flight or just answered', async () => {
    const { client, wrapper, queryFn, options } = setUp();
    const inFlight = client.prefetchQuery(options);
    const first = renderHook(() => useQuery(options), { wrapper });
    await inFlight;
    await waitFor(() => expect(first.result.current.data).toEqual({ name: 'Vitamin D' }));
    const second = renderHook(() => useQuery(options), { wrapper });
    expect(second.result.current.data).toEqual({ name: 'Vitamin D' });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('the next visit to the page asks again, however new the answer is (a page shows what is true now)', async () => {
    const { client, queryFn, options } = setUp();
    await client.prefetchQuery(options);
    await client.prefetchQuery(options);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('asks again on mount once the answer is older than the window, as before', async () => {
    const { client, wrapper, queryFn, options } = setUp();
    client.setQueryData(options.queryKey, { name: 'old' }, { updatedAt: Date.now() - JUST_FETCHED_MS });
    const mounted = renderHook(() => useQuery(options), { wrapper });
    await waitFor(() => expect(mounted.result.current.data).toEqual({ name: 'Vitamin D' }));
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('asks again after an invalidation however new the answer is', async () => {
    const { client, wrapper, queryFn, options } = setUp();
    await client.prefetchQuery(options);
    await client.invalidateQueries({ queryKey: options.queryKey, refetchType: 'none' });
    renderHook(() => useQuery(options), { wrapper });
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
  });

  it('a query that is not a first query keeps asking again on every mount', async () => {
    const { client, wrapper, queryFn } = setUp();
    const plain = { queryKey: ['cart'], queryFn, meta: { silent: true } };
    await client.prefetchQuery(plain);
    renderHook(() => useQuery(plain), { wrapper });
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
  });

  it('a first query whose prefetch failed shows that failure on mount without asking again; the next visit prefetches again', async () => {
    const { client, wrapper } = setUp();
    const queryFn = vi.fn(async (): Promise<{ name: string }> => {
      throw new Error('down');
    });
    const options = firstQuery({ queryKey: ['article', 'expired'], queryFn, retry: false, meta: { silent: true } });
    await client.prefetchQuery(options);
    const mounted = renderHook(() => useQuery(options), { wrapper });
    expect(mounted.result.current.status).toBe('error');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queryFn).toHaveBeenCalledTimes(1);
    mounted.unmount();
    await client.prefetchQuery(options);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });
});
