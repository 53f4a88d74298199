// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusIn, restoreFocus } from '../../../src/forms/outline-carry';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** A form with a name box and an email box (an email box has no selection range to read or set). */
function drawForm(email: string): { form: HTMLFormElement; name: HTMLInputElement; mail: HTMLInputElement } {
  document.body.innerHTML = `<form><input id="name" type="text" value="Rosa"><input id="mail" type="email" value="${email}"></form>`;
  return {
    form: document.querySelector('form')!,
    name: document.querySelector<HTMLInputElement>('#name')!,
    mail: document.querySelector<HTMLInputElement>('#mail')!,
  };
}

/** What the document's selection reads as, as Chromium gives the text selected in a focused box. */
const documentSelectionReads = (text: string) => vi.spyOn(document, 'getSelection').mockReturnValue({ toString: () => text } as Selection);

describe('focusIn: the selection in a box that keeps no selection range', () => {
  it.each([
    ['all of it selected (tabbed into, Ctrl+A)', 'rosa@example.com', 'rosa@example.com', { selection: [0, 16], selectionUnknown: false }],
    ['only a caret', 'rosa@example.com', '', { selection: null, selectionUnknown: true }],
    ['part of it selected', 'rosa@example.com', 'rosa', { selection: null, selectionUnknown: true }],
    ['an empty box', '', '', { selection: null, selectionUnknown: true }],
  ])('%s', (_name, value, selected, expected) => {
    const { form, mail } = drawForm(value);
    mail.focus();
    documentSelectionReads(selected);
    expect(focusIn(form)).toEqual({ index: 1, ...expected });
  });

  it('reads a text box by its own range, whatever the document selection says', () => {
    const { form, name } = drawForm('rosa@example.com');
    name.focus();
    name.setSelectionRange(1, 3);
    documentSelectionReads('Rosa');
    expect(focusIn(form)).toEqual({ index: 0, selection: [1, 3], selectionUnknown: false });
  });
});

describe('restoreFocus', () => {
  it('selects the whole value again in an email box, so what is typed next replaces it', () => {
    const { form, mail } = drawForm('rosa@example.com');
    const select = vi.spyOn(mail, 'select');
    restoreFocus(form, { index: 1, selection: [0, 16], selectionUnknown: false });
    expect(document.activeElement).toBe(mail);
    expect(select).toHaveBeenCalledTimes(1);
  });

  it('puts a text box back to the range it had, and only focuses a box whose selection is unknown', () => {
    const { form, name, mail } = drawForm('rosa@example.com');
    restoreFocus(form, { index: 0, selection: [1, 3], selectionUnknown: false });
    expect([document.activeElement, name.selectionStart, name.selectionEnd]).toEqual([name, 1, 3]);
    const select = vi.spyOn(mail, 'select');
    restoreFocus(form, { index: 1, selection: null, selectionUnknown: true });
    expect(document.activeElement).toBe(mail);
    expect(select).not.toHaveBeenCalled();
  });
});
