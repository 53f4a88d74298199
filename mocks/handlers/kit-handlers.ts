import { readWriteRequest } from '../security/write-request';
import { http } from 'msw';
import { claimKit, kitCode } from '../db/kit-codes-store';
import { readDb, updateDb } from '../db/store';
import { documentResponse, errorResponse, notFound, unauthorized } from '../json-api-responses';
import { currentUser } from '../serializers';

function kitResource(code: string, entry: { registeredBy: string | null; panelName: string }) {
  return { type: 'kit_codes', id: code, attributes: { code, panel_name: entry.panelName, available: entry.registeredBy === null } };
}

export const kitHandlers = [
  // Open without sign-in: it says only whether a code exists and is free, never whose kit it is.
  http.get('*/v1/kit_codes/:code', async ({ params }) => {
    const code = String(params.code);
    const entry = await kitCode(code);
    return entry ? documentResponse(kitResource(code, entry)) : notFound('Kit');
  }),

  http.post('*/v1/retail_tests', async ({ request }) => {
    const user = currentUser(await readDb([]));
    if (!user) return unauthorized();
    const body = await readWriteRequest(request, 'register-kit');
    if (!body.ok) return body.response;
    const code = String(body.attributes.kit_code ?? '');
    const entry = await kitCode(code);
    const pointer = '/data/attributes/kit_code';
    if (!entry)
      return errorResponse(422, [
        { detail: 'We can’t find a kit with that code. Check it against the card inside your kit.', pointer, code: 'kit_unknown' },
      ]);
    if (!(await claimKit(code, user.id))) {
      return errorResponse(422, [
        { detail: 'This kit has already been registered. If it wasn’t you, please get in touch.', pointer, code: 'kit_taken' },
      ]);
    }
    const test = await updateDb(
      (db) => {
        const existing = db.tests.find((candidate) => candidate.user_id === user.id && candidate.test_cycle_id === `cycle-kit-${code}`);
        if (existing) return existing;
        const created = {
          id: `test-kit-${code}`,
          user_id: user.id,
          state: 'active' as const,
          test_date: null,
          completed_at: null,
          sample_received_at: null,
          dispatched_at: null,
          uploaded_at: null,
          is_retail_test: true,
          one_off: true,
          sequence_in_subscription: null,
          test_cycle_id: `cycle-kit-${code}`,
          organization_id: null,
          panel: { id: `panel-${entry.panelName.toLowerCase()}`, name: entry.panelName, profiles: [] },
        };
        db.tests.push(created);
        return created;
      },
      ['tests'],
    );
    // A retail test: the registration (its kit code and when), and the test it became.
    return documentResponse(
      {
        type: 'retail_tests',
        id: test.id,
        attributes: {
          reference: code,
          registered_at: new Date().toISOString(),
          state: test.state,
          is_retail_test: true,
          test_cycle_id: test.test_cycle_id,
        },
      },
      [],
      201,
    );
  }),
];
