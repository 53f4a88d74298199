// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Card } from '../../../src/ui/card';
import { EmptyState } from '../../../src/ui/empty-state';
import { Skeleton } from '../../../src/ui/skeleton';
import { StatusTag, type StatusTone } from '../../../src/ui/status-tag';
import { Breadcrumbs, StepIndicator } from '../../../src/ui/step-indicator';

afterEach(cleanup);

describe('StatusTag', () => {
  it.each<[StatusTone, string]>([
    ['info', 'In the post'],
    ['success', 'Results ready'],
    ['warning', 'Action needed'],
    ['error', 'Sample rejected'],
    ['neutral', 'Not started'],
  ])('%s says its status in words, with an icon hidden from assistive tech', (tone, words) => {
    const { container } = render(<StatusTag tone={tone}>{words}</StatusTag>);
    const tag = container.querySelector('.status-tag');
    expect(tag?.textContent).toBe(words);
    expect(tag?.className).toContain(`status-tag--${tone}`);
    expect(tag?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('Card', () => {
  it('titles its content with a heading at the level asked for', () => {
    render(
      <Card heading="Your kit" headingLevel={3}>
        <p>Posted today</p>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Your kit' })).toBeTruthy();
    expect(screen.getByText('Posted today')).toBeTruthy();
  });

  it('with `to`, is one link named by its heading', () => {
    render(
      <MemoryRouter>
        <Card heading="Results" to="/results">
          <p>Ready</p>
        </Card>
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Results' }).getAttribute('href')).toBe('/results');
  });
});

describe('StepIndicator and Breadcrumbs', () => {
  it('says "Step N of M" with the step name', () => {
    render(<StepIndicator step={2} total={4} name="Verify email" />);
    expect(screen.getByText('Step 2 of 4')).toBeTruthy();
    expect(screen.getByText('Verify email')).toBeTruthy();
  });

  it('links the pages above and marks the current one', () => {
    render(
      <MemoryRouter>
        <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Settings', to: '/settings' }, { label: 'Address' }]} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Settings']);
    expect(within(nav).getByText('Address').getAttribute('aria-current')).toBe('page');
  });
});

describe('Skeleton', () => {
  it('announces one "Loading…" and hides its shapes', () => {
    const { container } = render(<Skeleton lines={4} block />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(container.querySelectorAll('.skeleton__line')).toHaveLength(4);
    expect(container.querySelector('.skeleton__block')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('EmptyState', () => {
  it('has a heading, a line of explanation and the next step', () => {
    render(
      <EmptyState heading="No results yet" action={<a href="/shop">Order a test</a>}>
        Your results will show here.
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No results yet' })).toBeTruthy();
    expect(screen.getByText('Your results will show here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order a test' })).toBeTruthy();
  });
});
