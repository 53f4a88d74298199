// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
// The upload form names choices and row rules: what its page loads with it.
import '../../../src/forms/all-form-sources';
import { formDefinitions } from './support/form-definitions';
import type { FormDefinition } from '../../../src/forms/form-definition';
import { loadRjsfForm, YamlForm } from '../../../src/forms/yaml-form';

afterEach(cleanup);
// rjsf itself, as a page has it once loaded (before, a form's outline stands in: form-outline.test.tsx).
beforeAll(() => loadRjsfForm());

const definitions = formDefinitions;

function renderForm(definition: FormDefinition, onSubmit: (data: Record<string, unknown>) => Promise<unknown>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <YamlForm definition={definition} onSubmit={onSubmit} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** What a person can pick: each radio and checkbox, and each option of each select, by the control's id. */
function choicesOf(container: HTMLElement): { control: string; value: string }[] {
  const picks: { control: string; value: string }[] = [];
  container
    .querySelectorAll<HTMLInputElement>('input[type="radio"], input[type="checkbox"]')
    .forEach((input) => picks.push({ control: input.id, value: input.value }));
  container.querySelectorAll<HTMLSelectElement>('select').forEach((select) =>
    Array.from(select.options)
      .filter((option) => option.value !== '' && !option.disabled)
      .forEach((option) => picks.push({ control: select.id, value: option.value })),
  );
  return picks;
}

describe('every YAML form with every choice of every option', () => {
  it('finds the forms and their choices', () => {
    expect(definitions.length).toBeGreaterThanOrEqual(16);
    expect(definitions.map(([id]) => id)).toContain('cancel-subscription');
  });

  it.each(definitions)('%s renders, takes each choice and submits without a validator failure', async (_id, definition) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // rjsf looks a choice up in an event handler: a missing validator surfaces as an uncaught error, not a render error.
    const uncaught: string[] = [];
    const onError = (event: ErrorEvent) => {
      uncaught.push(event.message);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    const onSubmit = vi.fn(async () => undefined);
    const first = renderForm(definition, onSubmit);
    const picks = choicesOf(first.container);
    first.unmount();
    // A form without choices is still rendered and submitted once.
    for (const pick of picks.length > 0 ? picks : [null]) {
      const { container, unmount } = renderForm(definition, onSubmit);
      if (pick) {
        const control = container.querySelector<HTMLInputElement | HTMLSelectElement>(`[id="${pick.control}"]`);
        expect(control, pick.control).not.toBeNull();
        if (control instanceof HTMLSelectElement) {
          fireEvent.change(control, { target: { value: pick.value } });
          // What a person sees: the choice they made stays chosen (a choice whose lookup throws is dropped).
          await waitFor(() => expect(control.value, `${pick.control} = ${pick.value}`).toBe(pick.value));
        } else if (control) {
          const before = control.checked;
          fireEvent.click(control);
          await waitFor(() => expect(control.checked, `${pick.control} = ${pick.value}`).toBe(control.type === 'radio' ? true : !before));
        }
        if (control) fireEvent.blur(control);
      }
      const form = container.querySelector('form');
      expect(form).not.toBeNull();
      if (form) fireEvent.submit(form);
      // The submit either went through or the form says what is missing; it never throws.
      await waitFor(() =>
        expect(onSubmit.mock.calls.length > 0 || container.querySelector('.error-summary, [role="alert"], .field-error') !== null).toBe(
          true,
        ),
      );
      unmount();
    }
    const thrown = errors.mock.calls
      .map((call) => call.map(String).join(' '))
      .filter((text) => /precompiled validator|Uncaught|The above error/.test(text));
    errors.mockRestore();
    window.removeEventListener('error', onError);
    expect([...uncaught, ...thrown]).toEqual([]);
  });

  it('cancel-subscription submits each reason it offers, "It\'s too expensive" included', async () => {
    const definition = definitions.find(([id]) => id === 'cancel-subscription')?.[1];
    expect(definition).toBeDefined();
    if (!definition) return;
    const reasons = (definition.schema.properties?.reason as { oneOf: { const: string }[] }).oneOf.map((option) => option.const);
    expect(reasons).toContain('price');
    for (const reason of reasons) {
      const onSubmit = vi.fn(async () => undefined);
      const { container, unmount } = renderForm(definition, onSubmit);
      const radio = container.querySelector<HTMLInputElement>(
        `input[type="radio"][value="${reasons.indexOf(reason)}"], input[type="radio"][value="${reason}"]`,
      );
      expect(radio, reason).not.toBeNull();
      if (radio) fireEvent.click(radio);
      const form = container.querySelector('form');
      if (form) fireEvent.submit(form);
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ reason })));
      unmount();
    }
  });
});
