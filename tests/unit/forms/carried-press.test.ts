// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { finishPress, isReleaseKey, pressedControl } from '../../../src/forms/carried-press';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A form as the one that took over draws it: a text box, a Save button, a disabled button, a tick box and its label. */
function drawForm(): {
  form: HTMLFormElement;
  save: HTMLButtonElement;
  label: HTMLElement;
  box: HTMLInputElement;
  onSubmit: ReturnType<typeof vi.fn>;
} {
  document.body.innerHTML =
    '<p id="elsewhere">Elsewhere</p><form><input id="box"><button type="submit" id="save"><span id="label">Save</span></button><button type="button" disabled id="off">Off</button><label id="agree-label"><input type="checkbox" id="agree"> <span id="agree-text">I agree</span></label></form>';
  const form = document.querySelector('form')!;
  const onSubmit = vi.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', onSubmit);
  return {
    form,
    save: document.querySelector<HTMLButtonElement>('#save')!,
    label: document.querySelector<HTMLElement>('#label')!,
    box: document.querySelector<HTMLInputElement>('#box')!,
    onSubmit,
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const pointer = (type: string, target: Element) => target.dispatchEvent(new Event(type, { bubbles: true }));

describe('pressedControl', () => {
  it.each([
    ['the button itself', '#save', 1],
    ['text inside the button', '#label', 1],
    ['a box, not a button', '#box', null],
    ['a disabled button', '#off', null],
    ['outside the form', '#elsewhere', null],
    ['a tick box', '#agree', 3],
    ['the words of its label', '#agree-text', 3],
  ])('%s: %s', (_name, selector, expected) => {
    const { form } = drawForm();
    expect(pressedControl(form, document.querySelector(selector))).toBe(expected);
  });

  it('is null for no target at all', () => {
    expect(pressedControl(drawForm().form, null)).toBeNull();
  });
});

describe('isReleaseKey', () => {
  it.each([
    [' ', true],
    ['Spacebar', true],
    ['Enter', false],
    ['a', false],
  ])('%j: %s', (key, expected) => {
    expect(isReleaseKey({ key })).toBe(expected);
  });
});

describe('finishPress', () => {
  it('clicks the button once when the press is released over it (on text inside it too)', async () => {
    const { form, label, onSubmit } = drawForm();
    finishPress(form, 1);
    pointer('pointerup', label);
    await tick();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // A later release is a press of its own, not this one.
    pointer('pointerup', label);
    await tick();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('ticks a box when the press is released over its label, and once only when the browser clicked the label itself', async () => {
    const { form } = drawForm();
    const agree = document.querySelector<HTMLInputElement>('#agree')!;
    const words = document.querySelector<HTMLElement>('#agree-text')!;
    finishPress(form, 3);
    pointer('pointerup', words);
    await tick();
    expect(agree.checked).toBe(true);
    finishPress(form, 3);
    pointer('pointerup', words);
    words.click();
    await tick();
    expect(agree.checked).toBe(false);
  });

  it('does not click again when the browser made its own click of the release', async () => {
    const { form, save, onSubmit } = drawForm();
    finishPress(form, 1);
    pointer('pointerup', save);
    save.click();
    await tick();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the press is released elsewhere, or cancelled', async () => {
    const { form, box, onSubmit } = drawForm();
    finishPress(form, 1);
    pointer('pointerup', box);
    await tick();
    finishPress(form, 1);
    pointer('pointercancel', form);
    pointer('pointerup', form.querySelector('#save')!);
    await tick();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clicks on the release of Space while the button has focus, and not of another key', async () => {
    const { form, save, box, onSubmit } = drawForm();
    finishPress(form, 1);
    save.focus();
    save.dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter', bubbles: true }));
    await tick();
    expect(onSubmit).not.toHaveBeenCalled();
    save.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true }));
    await tick();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // Space released with the focus elsewhere does not press Save.
    finishPress(form, 1);
    box.focus();
    box.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true }));
    await tick();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when told to, even after the release, and ignores a place that is not a button', async () => {
    const { form, save, onSubmit } = drawForm();
    const stop = finishPress(form, 1);
    pointer('pointerup', save);
    stop();
    await tick();
    finishPress(form, 0)();
    finishPress(form, 2);
    pointer('pointerup', save);
    await tick();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does not click a button that went from the page, or was disabled, before the release', async () => {
    const { form, save, onSubmit } = drawForm();
    finishPress(form, 1);
    save.disabled = true;
    pointer('pointerup', save);
    await tick();
    save.disabled = false;
    finishPress(form, 1);
    pointer('pointerup', save);
    save.remove();
    await tick();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
