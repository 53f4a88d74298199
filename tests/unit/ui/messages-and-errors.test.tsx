// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorSummary } from '../../../src/ui/error-summary';
import { InlineError } from '../../../src/ui/inline-error';
import { NotificationBanner } from '../../../src/ui/notification-banner';

afterEach(cleanup);

describe('NotificationBanner', () => {
  it('success is an alert that takes focus, titled "Success"', () => {
    render(<NotificationBanner tone="success" heading="Your details were saved" />);
    const banner = screen.getByRole('alert', { name: 'Success' });
    expect(document.activeElement).toBe(banner);
    expect(banner.textContent).toContain('Your details were saved');
  });

  it('info is a labelled region that leaves focus alone', () => {
    render(<NotificationBanner heading="Your kit is on its way" />);
    const banner = screen.getByRole('region', { name: 'Important' });
    expect(document.activeElement).not.toBe(banner);
  });

  it('offers a close button when it can be dismissed', () => {
    const onDismiss = vi.fn();
    render(<NotificationBanner heading="Hello" onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('is focused, titled, links each field, and prefixes the page title while shown', () => {
    document.title = 'Settings | Vitalia';
    const { unmount } = render(
      <>
        <label htmlFor="first_name">First name</label>
        <input id="first_name" />
        <ErrorSummary errors={[{ href: '#first_name', text: 'Enter your first name' }]} />
      </>,
    );
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(document.activeElement).toBe(summary);
    expect(document.title).toBe('Error: Settings | Vitalia');
    Element.prototype.scrollIntoView = vi.fn();
    fireEvent.click(screen.getByRole('link', { name: 'Enter your first name' }));
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    unmount();
    expect(document.title).toBe('Settings | Vitalia');
  });

  it('its ref follows the box as errors come and go, so a form can refocus it on each failed submit', () => {
    const ref = createRef<HTMLDivElement>();
    const { rerender } = render(<ErrorSummary ref={ref} focusOnShow={false} errors={[]} />);
    expect(ref.current).toBeNull();
    rerender(<ErrorSummary ref={ref} focusOnShow={false} errors={[{ href: '#x', text: 'Wrong' }]} />);
    expect(ref.current).toBe(screen.getByRole('alert'));
  });

  it('leaves focus to its owner when asked', () => {
    render(<ErrorSummary focusOnShow={false} errors={[{ href: '#x', text: 'Wrong' }]} />);
    expect(document.activeElement).not.toBe(screen.getByRole('alert'));
  });
});

describe('InlineError', () => {
  it('carries the id a field points at, its words and an icon', () => {
    const { container } = render(
      <>
        <input aria-describedby="email__error" aria-invalid="true" aria-label="Email" />
        <InlineError id="email__error">Enter an email address</InlineError>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-describedby')).toBe('email__error');
    expect(container.querySelector('#email__error')?.textContent).toBe('Enter an email address');
    expect(container.querySelector('#email__error svg')).not.toBeNull();
  });
});
