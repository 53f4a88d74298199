// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '../../../src/forms/form-definition';
import { loadRjsfForm, YamlForm } from '../../../src/forms/yaml-form';
import { loadFixtureForms } from '../../fixtures/forms/fixture-forms';

const forms = loadFixtureForms();
const form = (id: string): FormDefinition => {
  const definition = forms[id];
  if (!definition) throw new Error(`no fixture form ${id}`);
  return definition;
};

const person = {
  id: 'user-1',
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Silva',
  dob: '1990-03-05',
  sex: 'F',
  nickname: 'Annie',
};

const wrap = (node: ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter>{node}</MemoryRouter>
  </QueryClientProvider>
);

/** The requests the form sent, each as method, path and JSON:API body; the API answers with the resource. */
function recordRequests(): { method: string; path: string; body: unknown }[] {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { data: { type: string; attributes: Record<string, unknown> } };
      sent.push({ method: String(init.method), path: new URL(url, 'http://localhost').pathname, body });
      return new Response(JSON.stringify({ data: { type: body.data.type, id: 'user-1', attributes: body.data.attributes } }), {
        status: 200,
        headers: { 'Content-Type': 'application/vnd.api+json' },
      });
    }),
  );
  return sent;
}

/** Submits, then waits for the request it sends (however slow the machine), so none lands in the next test. */
async function submit(container: HTMLElement, sent: readonly unknown[]): Promise<void> {
  const before = sent.length;
  await act(async () => {
    fireEvent.submit(container.querySelector('form')!);
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(before), { timeout: 10_000 });
  });
}

beforeAll(async () => {
  // rjsf is there from the start: the form, not its outline, takes the submit.
  await loadRjsfForm();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a bound form on a page: filled from the record, sending its binding request with what it shows', () => {
  it('on the page that shows it whole, the new field is there with its saved value, and is sent', async () => {
    const sent = recordRequests();
    const view = render(wrap(<YamlForm definition={form('profile')} page="settings" record={person} />));
    const nickname = view.container.querySelector<HTMLInputElement>('#profile_nickname');
    expect(nickname?.value).toBe('Annie');
    fireEvent.change(nickname!, { target: { value: ' Nan ' } });
    await submit(view.container, sent);
    expect(sent).toEqual([
      {
        method: 'PATCH',
        path: '/v1/user',
        body: {
          data: { type: 'users', attributes: { first_name: 'Ana', last_name: 'Silva', nickname: 'Nan', dob: '1990-03-05', sex: 'F' } },
        },
      },
    ]);
  });

  it("on the upload's details step, which shows four of its fields, the new field is neither shown nor sent", async () => {
    const sent = recordRequests();
    const view = render(wrap(<YamlForm definition={form('profile')} page="results-upload-new" record={person} />));
    expect(view.container.querySelector('#profile_nickname')).toBeNull();
    expect(view.container.querySelector<HTMLInputElement>('#profile_first_name')?.value).toBe('Ana');
    await submit(view.container, sent);
    expect(sent).toEqual([
      {
        method: 'PATCH',
        path: '/v1/user',
        body: { data: { type: 'users', attributes: { first_name: 'Ana', last_name: 'Silva', dob: '1990-03-05', sex: 'F' } } },
      },
    ]);
  });

  it("a request addressed by the record's id sends it as the resource's id", async () => {
    const sent = recordRequests();
    const view = render(
      wrap(<YamlForm definition={form('preferences')} record={{ id: 'user-1', marketing_email: false, personalised_offers: true }} />),
    );
    fireEvent.click(view.container.querySelector<HTMLInputElement>('#preferences_marketing_email')!);
    await submit(view.container, sent);
    expect(sent).toEqual([
      {
        method: 'PATCH',
        path: '/v1/user_preferences/user-1',
        body: { data: { id: 'user-1', type: 'user_preferences', attributes: { marketing_email: true, personalised_offers: true } } },
      },
    ]);
  });
});
