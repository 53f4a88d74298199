// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from '../../../src/ui/button';
import { ModalDialog } from '../../../src/ui/modal-dialog';
import { installDialogPolyfill } from './support/dialog-polyfill';

beforeAll(installDialogPolyfill);
afterEach(cleanup);

function Harness({ dismissible = true, onConfirm = () => undefined }: { dismissible?: boolean; onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cancel purchase…
      </button>
      <ModalDialog open={open} title="Are you sure?" onClose={() => setOpen(false)} initialFocus={stay} dismissible={dismissible}>
        <div className="button-group">
          <Button variant="destructive" onClick={onConfirm}>
            Cancel purchase
          </Button>
          <Button ref={stay} onClick={() => setOpen(false)}>
            Stay
          </Button>
        </div>
      </ModalDialog>
    </>
  );
}

function dialogOf(): HTMLDialogElement {
  const dialog = document.querySelector('dialog');
  if (!dialog) throw new Error('no dialog');
  return dialog;
}

describe('ModalDialog', () => {
  it('opens modally, named by its title, with focus on the safe choice', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel purchase…' }));
    expect(dialogOf().open).toBe(true);
    expect(dialogOf().getAttribute('aria-labelledby')).toBe(screen.getByRole('heading', { name: 'Are you sure?' }).id);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay' }));
  });

  it('closes on Escape and returns focus to the opener', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Cancel purchase…' });
    opener.focus();
    fireEvent.click(opener);
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialogOf(), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialogOf().open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('returns focus to the opener when closed by its own button', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Cancel purchase…' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(dialogOf().open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('ignores Escape when it must be acknowledged', () => {
    render(<Harness dismissible={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel purchase…' }));
    fireEvent(dialogOf(), new Event('cancel', { cancelable: true }));
    expect(dialogOf().open).toBe(true);
  });

  it('focuses the element marked data-autofocus, else its title', () => {
    const onClose = vi.fn();
    render(
      <ModalDialog open title="Saved" onClose={onClose}>
        <button type="button">Other</button>
        <button type="button" data-autofocus>
          OK
        </button>
      </ModalDialog>,
    );
    expect(document.activeElement?.textContent).toBe('OK');
    cleanup();
    render(
      <ModalDialog open title="Saved" onClose={onClose}>
        <p>Done.</p>
      </ModalDialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Saved' }));
  });
});
