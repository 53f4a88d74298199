// @vitest-environment jsdom
import { act, Component, lazy, Suspense, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readyLazy } from '../../../src/ui/ready-lazy';
import { setReactActEnvironment } from '../support/react-act-environment';

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  setReactActEnvironment(true);
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

/** A module the test hands over when it chooses, as a chunk arriving from the network. */
function deferredModule() {
  let arrive: (module: { default: (props: { name: string }) => ReactNode }) => void = () => undefined;
  let loads = 0;
  const load = () => {
    loads += 1;
    return new Promise<{ default: (props: { name: string }) => ReactNode }>((resolve) => (arrive = resolve));
  };
  return { load, arrive: () => arrive({ default: ({ name }) => <p>Hello {name}</p> }), loads: () => loads };
}

class Caught extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

const page = (children: ReactNode) => <Suspense fallback={<p>Loading…</p>}>{children}</Suspense>;

describe('readyLazy', () => {
  it('suspends until its code arrives, loading it once however often it renders', async () => {
    const chunk = deferredModule();
    const Greeting = readyLazy(chunk.load);
    await act(async () => root.render(page(<Greeting name="Ana" />)));
    expect(container.textContent).toBe('Loading…');
    expect(Greeting.isLoaded()).toBe(false);
    await act(async () => root.render(page(<Greeting name="Ben" />)));
    await act(async () => chunk.arrive());
    expect(container.textContent).toBe('Hello Ben');
    expect(Greeting.isLoaded()).toBe(true);
    expect(chunk.loads()).toBe(1);
  });

  it('once loaded (by load(), before any render), its first render outside a transition shows it, not the fallback', async () => {
    const chunk = deferredModule();
    const Greeting = readyLazy(chunk.load);
    const loading = Greeting.load();
    chunk.arrive();
    await loading;
    expect(Greeting.isLoaded()).toBe(true);
    // flushSync: the urgent render navigateNow makes; every fallback it met would be committed here.
    act(() => flushSync(() => root.render(page(<Greeting name="Ana" />))));
    expect(container.textContent).toBe('Hello Ana');
    expect(chunk.loads()).toBe(1);
  });

  it('where React.lazy, its module as loaded, still shows the fallback in that render', async () => {
    const chunk = deferredModule();
    const loading = chunk.load();
    chunk.arrive();
    await loading;
    const Greeting = lazy(() => loading);
    act(() => flushSync(() => root.render(page(<Greeting name="Ana" />))));
    expect(container.textContent).toBe('Loading…');
  });

  it('a failed load reaches the error boundary, as React.lazy’s does, and stays failed', async () => {
    // React reports an error a boundary caught on the console; here it is the expected outcome.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = readyLazy<{ name: string }, { default: (props: { name: string }) => ReactNode }>(() =>
      Promise.reject(new Error('chunk gone')),
    );
    await act(async () => root.render(<Caught>{page(<Broken name="Ana" />)}</Caught>));
    expect(container.textContent).toBe('Failed: chunk gone');
    await expect(Broken.load()).rejects.toThrow('chunk gone');
    expect(Broken.isLoaded()).toBe(false);
    reported.mockRestore();
  });
});
