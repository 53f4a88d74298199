// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../../src/forms/all-form-sources';
import { formDefinitions } from './support/form-definitions';
import { loadRjsfForm, YamlForm } from '../../../src/forms/yaml-form';

afterEach(cleanup);
beforeAll(() => loadRjsfForm());

const definitionOf = (id: string) => {
  const entry = formDefinitions.find(([name]) => name === id);
  if (!entry) throw new Error(`no ${id} form`);
  return entry[1];
};

function renderPersonalDetails(
  initialData: Record<string, unknown>,
  onSubmit = vi.fn(async (_data: Record<string, unknown>) => undefined),
) {
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <YamlForm definition={definitionOf('personal-details')} initialData={initialData} onSubmit={onSubmit} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const box = (part: '' | '-month' | '-year') => view.container.querySelector<HTMLInputElement>(`#personal-details_dob${part}`)!;
  const type = (part: '' | '-month' | '-year', text: string) => fireEvent.change(box(part), { target: { value: text } });
  return { view, box, type, onSubmit };
}

const required = 'Please enter your date of birth';
// GOV.UK's date input messages, each saying what is wrong (config/forms/personal-details.yaml checks).
const partFilled = 'Date of birth must include a month and year';
const filled = { first_name: 'Rosa', last_name: 'Lindqvist', sex: 'F' };

describe('a date of birth as day, month and year boxes (ui:widget: memorable-date)', () => {
  it('is a group whose legend is the field title, each box labelled, with the bday autofill parts', () => {
    const { view, box } = renderPersonalDetails({});
    const group = view.container.querySelector('fieldset.date-input')!;
    expect(group.querySelector('legend')?.textContent).toBe('Date of birth');
    expect(Array.from(group.querySelectorAll('label')).map((label) => [label.textContent, label.htmlFor])).toEqual([
      ['Day', 'personal-details_dob'],
      ['Month', 'personal-details_dob-month'],
      ['Year', 'personal-details_dob-year'],
    ]);
    expect([box('').autocomplete, box('-month').autocomplete, box('-year').autocomplete]).toEqual(['bday-day', 'bday-month', 'bday-year']);
    expect(box('').inputMode).toBe('numeric');
    // No label points at the day box but its own.
    expect(view.container.querySelectorAll('label[for="personal-details_dob"]')).toHaveLength(1);
  });

  it('shows a saved date without leading zeros', () => {
    const { box } = renderPersonalDetails({ dob: '1990-03-05' });
    expect([box('').value, box('-month').value, box('-year').value]).toEqual(['5', '3', '1990']);
  });

  it('checks the date when focus leaves the group, not when it moves from day to month', () => {
    const { view, box, type } = renderPersonalDetails({});
    type('', '5');
    fireEvent.blur(box(''), { relatedTarget: box('-month') });
    expect(view.container.textContent).not.toContain(partFilled);
    const lastName = view.container.querySelector<HTMLInputElement>('#personal-details_last_name')!;
    fireEvent.blur(box('-month'), { relatedTarget: lastName });
    expect(view.container.textContent).toContain(partFilled);
    expect(box('').getAttribute('aria-invalid')).toBe('true');
    // What was typed stays.
    expect(box('').value).toBe('5');
  });

  it.each([
    ['a part-filled date', ['5', '', '1990'], 'Date of birth must include a month'],
    ['a day that does not exist', ['30', '2', '1990'], 'Date of birth must be a real date'],
    ['a two-digit year', ['5', '3', '90'], 'Year must include 4 numbers'],
    ['words', ['fifth', 'March', '1990'], 'Date of birth must be a real date'],
    ['a date in the future', ['1', '1', String(new Date().getFullYear() + 1)], 'Date of birth must be in the past'],
  ])('refuses %s with its own message and keeps every box as typed', async (_what, [day, month, year], text) => {
    const { view, box, type, onSubmit } = renderPersonalDetails(filled);
    type('', day ?? '');
    type('-month', month ?? '');
    type('-year', year ?? '');
    fireEvent.submit(view.container.querySelector('form')!);
    await waitFor(() => expect(view.container.querySelector('.error-summary')?.textContent).toContain(text));
    expect(onSubmit).not.toHaveBeenCalled();
    expect([box('').value, box('-month').value, box('-year').value]).toEqual([day, month, year]);
  });

  it('sends a real date as YYYY-MM-DD, and keeps the boxes as typed', async () => {
    const { view, box, type, onSubmit } = renderPersonalDetails(filled);
    type('', '05');
    type('-month', '3');
    type('-year', '1990');
    fireEvent.submit(view.container.querySelector('form')!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ dob: '1990-03-05' });
    expect(box('').value).toBe('05');
  });

  it('emptied, the date is missing again', async () => {
    const { view, type, onSubmit } = renderPersonalDetails({ ...filled, dob: '1990-03-05' });
    type('', '');
    type('-month', '');
    type('-year', '');
    fireEvent.submit(view.container.querySelector('form')!);
    await waitFor(() => expect(view.container.textContent).toContain(required));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
