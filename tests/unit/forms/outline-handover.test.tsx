// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../src/forms/all-form-sources';
import { formDefinitions } from './support/form-definitions';
import { loadRjsfForm, YamlForm } from '../../../src/forms/yaml-form';

// A file of its own, with one test: once rjsf has loaded (it stays loaded), no form shows its outline any more.
afterEach(cleanup);

const byId = (wanted: string) => {
  const entry = formDefinitions.find(([id]) => id === wanted);
  if (!entry) throw new Error(`no ${wanted} form`);
  return entry[1];
};

describe('the form taking over from its outline', () => {
  it('carries what is done in the outline while the form renders in its place: a box typed on after Save, a field changed back, a date typed when nothing had been', async () => {
    const saveContact = vi.fn(async () => undefined);
    const view = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <YamlForm
            definition={byId('contact-details')}
            initialData={{ email: 'rosa@example.com', phone_number: '07700 900000' }}
            onSubmit={saveContact}
          />
          <YamlForm definition={byId('personal-details')} initialData={{ first_name: 'Rosa' }} onSubmit={async () => undefined} />
          <YamlForm definition={byId('results-upload')} initialData={{}} onSubmit={async () => undefined} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const get = (id: string) => view.container.querySelector<HTMLInputElement>(`#${id}`)!;
    const ids = ['contact-details_phone_number', 'personal-details_first_name', 'results-upload_test_date'];
    const [phone, firstName, testDate] = ids.map(get);
    fireEvent.change(phone!, { target: { value: '07700 900123' } });
    fireEvent.change(firstName!, { target: { value: 'Rosie' } });
    // Save pressed in the outline: it waits for the form.
    fireEvent.submit(phone!.closest('form')!);
    await act(async () => {
      await loadRjsfForm();
      // Leaving a box is a pause: each form takes over.
      for (const box of [phone!, firstName!, testDate!]) fireEvent.blur(box);
      await new Promise((resolve) => setTimeout(resolve, 50));
      // The takeover has started (the forms' render is queued, the outlines still show): the person goes on.
      expect(ids.map(get)).toEqual([phone, firstName, testDate]);
      phone!.value = '07700 900456';
      firstName!.value = 'Rosa';
      testDate!.value = '2026-01-10';
    });
    expect(ids.map(get).some((box, index) => box === [phone, firstName, testDate][index])).toBe(false);
    expect(ids.map((id) => get(id).value)).toEqual(['07700 900456', 'Rosa', '2026-01-10']);
    // The form is live with those values: a tick in it keeps the date.
    await act(async () => {
      fireEvent.click(view.container.querySelector<HTMLInputElement>('input[type="checkbox"][name^="results-upload"]')!);
    });
    expect(get('results-upload_test_date').value).toBe('2026-01-10');
    // The Save pressed in the outline was made once, by the form drawn with what the outline last held.
    expect(saveContact.mock.calls).toEqual([[{ email: 'rosa@example.com', phone_number: '07700 900456' }]]);
  });
});
