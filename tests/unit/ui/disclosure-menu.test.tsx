// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DisclosureMenu } from '../../../src/ui/disclosure-menu';

afterEach(cleanup);

function renderMenu() {
  render(
    <>
      <DisclosureMenu label="Account">
        <li>
          <a href="#orders">Order history</a>
        </li>
        <li>
          <button type="button">Log out</button>
        </li>
      </DisclosureMenu>
      <p>Outside</p>
    </>,
  );
  return screen.getByRole('button', { name: 'Account' });
}

describe('DisclosureMenu', () => {
  it('is closed at first: its links are hidden, not just marked', () => {
    const button = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Order history' })).toBeNull();
  });

  it('opens and closes with its button', () => {
    const button = renderMenu();
    fireEvent.click(button);
    expect(screen.getByRole('link', { name: 'Order history' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);
    expect(screen.queryByRole('link', { name: 'Order history' })).toBeNull();
  });

  it('closes on Escape and puts focus back on its button', () => {
    const button = renderMenu();
    fireEvent.click(button);
    screen.getByRole('link', { name: 'Order history' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('link', { name: 'Order history' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click outside and when an item is chosen', () => {
    const button = renderMenu();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(screen.queryByRole('link', { name: 'Order history' })).toBeNull();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });
});
