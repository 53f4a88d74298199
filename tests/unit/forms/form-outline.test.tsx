// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import type { UiSchema } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../src/forms/all-form-sources';
import { formDefinitions } from './support/form-definitions';
import { loadFixtureForms } from '../../fixtures/forms/fixture-forms';
import type { FormData, FormDefinition } from '../../../src/forms/form-definition';
import { FormOutline } from '../../../src/forms/form-outline';
import { outlinePlan, type OutlineItem } from '../../../src/forms/outline-plan';
import { RjsfForm } from '../../../src/forms/rjsf-form';
import { uiWithRows } from '../../../src/forms/rows-ui';
import { formSources } from '../../../src/forms/form-sources';
import type { OutlineCarry } from '../../../src/forms/outline-carry';
import { loadRjsfForm, YamlForm } from '../../../src/forms/yaml-form';
import type { FormConfig } from '../../../src/generated/config-types.gen';

afterEach(cleanup);

const definitions = formDefinitions;
// Behaviour is shown on the tests' own forms (tests/fixtures/forms), which no staff edit of config/forms changes.
const fixtures = loadFixtureForms();
const fixture = (id: string): FormDefinition => {
  const definition = fixtures[id];
  if (!definition) throw new Error(`no fixture form ${id}`);
  return definition;
};

const planOf = (definition: FormDefinition): OutlineItem[] | null =>
  outlinePlan(
    definition.config,
    definition.schema as Record<string, unknown>,
    uiWithRows(definition.config, (definition.config.ui as UiSchema | undefined) ?? {}) as Record<string, unknown>,
  );

/** Values for every field, the way a person would have filled the form in (a rows field gets a full row and an empty one). */
function filledData(plan: readonly OutlineItem[]): FormData {
  const data: FormData = {};
  for (const item of plan) {
    if (item.kind === 'rows') {
      const analyte = formSources().choices.analytes({})[1]?.value;
      const unit = analyte ? formSources().choices['analyte-units']({ analyte })[0]?.value : undefined;
      data[item.rows.name] = [{ analyte, value: '5.2', unit }, {}];
      continue;
    }
    const { control, name } = item.field;
    if (control.kind === 'text')
      data[name] = control.type === 'date' ? '2026-01-02' : control.type === 'email' ? 'rosa@example.com' : 'Rosa';
    else if (control.kind === 'memorable-date') data[name] = '2026-01-02';
    else if (control.kind === 'textarea') data[name] = 'A few words';
    else if (control.kind === 'radio') data[name] = control.choices[1]?.value;
    else if (control.kind === 'checkbox') data[name] = true;
    else if (control.kind === 'choice-checkboxes')
      data[name] = formSources()
        .choices['analyte-groups']({})
        .slice(0, 2)
        .map((choice) => choice.value);
  }
  return data;
}

const wrap = (node: ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter>{node}</MemoryRouter>
  </QueryClientProvider>
);

/**
 * The markup with attributes in one order, without React's empty style attributes and without the `selected` an
 * uncontrolled select's option carries (the controls' values, listed after the markup, say what is chosen).
 */
function normalised(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('*').forEach((element) => {
    const attributes = Array.from(element.attributes).filter(
      (attribute) =>
        !(attribute.name === 'style' && attribute.value === '') && !(element.tagName === 'OPTION' && attribute.name === 'selected'),
    );
    for (const attribute of Array.from(element.attributes)) element.removeAttribute(attribute.name);
    for (const attribute of attributes.sort((a, b) => a.name.localeCompare(b.name))) element.setAttribute(attribute.name, attribute.value);
  });
  // What the controls hold, which the markup alone does not show.
  const values = Array.from(
    container.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea'),
  ).map((control) =>
    control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
      ? `${control.id}:${control.checked}`
      : `${control.id}=${control.value}`,
  );
  return `${copy.innerHTML.replace(/></g, '>\n<')}\n${values.join('\n')}`;
}

describe('a form outline', () => {
  it('can draw every form of config/forms', () => {
    expect(definitions.length).toBeGreaterThanOrEqual(16);
    for (const [id, definition] of definitions) expect(planOf(definition), id).not.toBeNull();
  });

  for (const [id, definition] of definitions) {
    const plan = planOf(definition) ?? [];
    for (const [state, data] of [
      ['empty', {}],
      ['filled', filledData(plan)],
    ] as const) {
      it(`${id}, ${state}: the same markup and values as rjsf's form`, () => {
        const props = { definition, initialData: data, onSubmit: async () => undefined };
        const outline = render(wrap(<FormOutline {...props} plan={plan} reader={{ current: null }} onPause={() => undefined} />));
        const drawn = normalised(outline.container);
        outline.unmount();
        const form = render(wrap(<RjsfForm {...props} />));
        expect(drawn).toBe(normalised(form.container));
      });
    }
  }

  it('draws the fields in the order of ui:order, * standing for the rest, as rjsf does', () => {
    const base = fixture('profile');
    const definition: FormDefinition = {
      ...base,
      config: { ...base.config, ui: { ...base.config.ui, 'ui:order': ['sex', '*', 'first_name'] } as FormConfig['ui'] },
    };
    const plan = planOf(definition) ?? [];
    expect(plan.map((item) => (item.kind === 'field' ? item.field.name : item.rows.name))).toEqual([
      'sex',
      'last_name',
      'nickname',
      'dob',
      'first_name',
    ]);
    const props = { definition, initialData: { first_name: 'Rosa' }, onSubmit: async () => undefined };
    const outline = render(wrap(<FormOutline {...props} plan={plan} reader={{ current: null }} onPause={() => undefined} />));
    const drawn = normalised(outline.container);
    outline.unmount();
    expect(drawn).toBe(normalised(render(wrap(<RjsfForm {...props} />)).container));
    // An order rjsf refuses (a field left out, no *) is left to rjsf: the form waits for it.
    expect(planOf({ ...base, config: { ...base.config, ui: { ...base.config.ui, 'ui:order': ['sex'] } as FormConfig['ui'] } })).toBeNull();
  });

  it('carries what was typed, ticked and chosen, and a pending submit, into the form that takes over', async () => {
    const entry = definitions.find(([id]) => id === 'results-upload');
    if (!entry) throw new Error('no results-upload form');
    const [, definition] = entry;
    const plan = planOf(definition) ?? [];
    const reader: { current: (() => OutlineCarry) | null } = { current: null };
    const initialData = { results: [{}] };
    const outline = render(
      wrap(
        <FormOutline
          definition={definition}
          initialData={initialData}
          onSubmit={async () => undefined}
          plan={plan}
          reader={reader}
          onPause={() => undefined}
        />,
      ),
    );
    const get = (selector: string) => outline.container.querySelector<HTMLInputElement & HTMLSelectElement>(selector);
    // The date's three boxes, the day's a link to the field lands on.
    fireEvent.change(get('#results-upload_test_date')!, { target: { value: '4' } });
    fireEvent.change(get('#results-upload_test_date-month')!, { target: { value: '3' } });
    fireEvent.change(get('#results-upload_test_date-year')!, { target: { value: '2026' } });
    fireEvent.click(get('#results-upload_profiles-1')!);
    fireEvent.change(get('#results-upload_results_0_analyte')!, { target: { value: 'FERR' } });
    fireEvent.change(get('#results-upload_results_0_value')!, { target: { value: '45' } });
    get('#results-upload_results_0_value')!.focus();
    get('#results-upload_results_0_value')!.setSelectionRange(1, 2);
    fireEvent.submit(get('form')!);
    const carry = reader.current!();
    outline.unmount();
    expect(reader.current).toBeNull();
    expect(carry.data).toEqual({ test_date: '2026-03-04', profiles: ['diabetes'], results: [{ analyte: 'FERR', value: '45' }] });
    expect(carry.pending).toEqual({ kind: 'submit' });
    expect(carry.focus).toMatchObject({ selection: [1, 2], selectionUnknown: false });
  });

  it('carries a date typed only in part as its parts, so the form shows them again and its check refuses it', () => {
    const definition = fixture('profile');
    const reader: { current: (() => OutlineCarry) | null } = { current: null };
    const outline = render(
      wrap(
        <FormOutline
          definition={definition}
          initialData={{ dob: '1990-03-05' }}
          onSubmit={async () => undefined}
          plan={planOf(definition) ?? []}
          reader={reader}
          onPause={() => undefined}
        />,
      ),
    );
    const box = (id: string) => outline.container.querySelector<HTMLInputElement>(`#profile_dob${id}`)!;
    expect([box('').value, box('-month').value, box('-year').value]).toEqual(['5', '3', '1990']);
    fireEvent.change(box('-month'), { target: { value: '' } });
    fireEvent.change(box(''), { target: { value: '31' } });
    expect(reader.current!().data).toEqual({ dob: '31//1990' });
    outline.unmount();
    const form = render(
      wrap(
        <RjsfForm
          definition={definition}
          initialData={{ dob: '1990-03-05' }}
          carried={{ dob: '31//1990' }}
          onSubmit={async () => undefined}
        />,
      ),
    );
    const shown = (id: string) => form.container.querySelector<HTMLInputElement>(`#profile_dob${id}`)!.value;
    expect([shown(''), shown('-month'), shown('-year')]).toEqual(['31', '', '1990']);
    expect(form.container.textContent).toContain('Please enter your date of birth');
  });

  it('carries nothing the person did not change', () => {
    const definition = fixture('profile');
    const reader: { current: (() => OutlineCarry) | null } = { current: null };
    render(
      wrap(
        <FormOutline
          definition={definition}
          initialData={{ first_name: 'Rosa', sex: 'F', dob: null }}
          onSubmit={async () => undefined}
          plan={planOf(definition) ?? []}
          reader={reader}
          onPause={() => undefined}
        />,
      ),
    );
    expect(reader.current!()).toEqual({ data: {}, focus: null, pending: null, pressing: null });
  });

  it('YamlForm shows the outline, loads rjsf after the paint, and the form keeps what was typed, the focus and the submit', async () => {
    const definition = fixture('phone');
    const onSubmit = vi.fn(async () => undefined);
    const view = render(wrap(<YamlForm definition={definition} initialData={{ email: 'rosa@example.com' }} onSubmit={onSubmit} />));
    const phone = () => view.container.querySelector<HTMLInputElement>('#phone_phone_number')!;
    const outlinePhone = phone();
    fireEvent.change(outlinePhone, { target: { value: '07700 900123' } });
    outlinePhone.focus();
    fireEvent.submit(view.container.querySelector('form')!);
    await act(async () => {
      await loadRjsfForm();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(phone()).not.toBe(outlinePhone);
    expect(phone().value).toBe('07700 900123');
    expect(document.activeElement).toBe(phone());
    expect(onSubmit).toHaveBeenCalledWith({ email: 'rosa@example.com', phone_number: '07700 900123' });
  });
});
