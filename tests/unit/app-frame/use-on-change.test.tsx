// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnChange } from '../../../src/app-frame/use-on-change';

afterEach(cleanup);

describe('useOnChange', () => {
  it('stays quiet on the first render and on renders with the same value', () => {
    const reaction = vi.fn();
    const { rerender } = renderHook(({ value }) => useOnChange(value, reaction), { initialProps: { value: '/a' } });
    rerender({ value: '/a' });
    expect(reaction).not.toHaveBeenCalled();
  });

  it('reacts once per change, with the reaction of the render that made it', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ value, reaction }) => useOnChange(value, reaction), {
      initialProps: { value: '/a', reaction: first },
    });
    rerender({ value: '/b', reaction: first });
    rerender({ value: '/b', reaction: second });
    rerender({ value: '/a', reaction: second });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
