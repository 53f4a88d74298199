// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from '../../../src/ui/tabs';

afterEach(cleanup);

const tabs = [
  { id: 'overview', label: 'Overview', panel: <p>Overview panel</p> },
  { id: 'values', label: 'Values', panel: <p>Values panel</p> },
  { id: 'advice', label: 'Advice', panel: <p>Advice panel</p> },
];

describe('Tabs', () => {
  it('shows the first panel, labelled by its tab', () => {
    render(<Tabs label="Result" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Result' })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Overview' }).textContent).toBe('Overview panel');
    expect(screen.getByText('Values panel').closest<HTMLElement>('[role="tabpanel"]')?.hidden).toBe(true);
  });

  it('moves with arrow keys, Home and End, wrapping round, and roves the tab stop', () => {
    const onSelect = vi.fn();
    render(<Tabs label="Result" tabs={tabs} onSelect={onSelect} />);
    const overview = screen.getByRole('tab', { name: 'Overview' });
    fireEvent.keyDown(overview, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Advice' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Advice panel');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(overview);
    fireEvent.keyDown(overview, { key: 'End' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(document.activeElement).toBe(overview);
    expect(onSelect.mock.calls.map(([id]) => id)).toEqual(['advice', 'overview', 'advice', 'overview']);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('selects on click and honours a controlled selection', () => {
    const { rerender } = render(<Tabs label="Result" tabs={tabs} selected="values" />);
    expect(screen.getByRole('tab', { name: 'Values' }).getAttribute('aria-selected')).toBe('true');
    rerender(<Tabs label="Result" tabs={tabs} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Advice' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Advice panel');
  });
});
