import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { scratchDatabase, type ScratchDatabase } from './postgres-scratch';
import { allOf, profileGroups } from '../profile-groups';
import { JSON_API, killAll, signIn, startServerProcess, type ServerProcess } from './server-process';

/**
 * Two server processes over one PostgreSQL database, as an operator runs them behind a load balancer: the
 * invariants hold across them, because constraints and single statements hold them, not a process's memory.
 * Runs whenever VITALIA_TEST_DATABASE_URL names a PostgreSQL (tests/postgres-suite.mjs sets it; CI requires it).
 */
const url = process.env.VITALIA_TEST_DATABASE_URL;
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

describe.skipIf(!url)('two server instances over one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let client: pg.Client;
  // A database of its own, next to the one the API tests use: made afresh for each run, dropped at its end.
  let scratch: ScratchDatabase;

  beforeAll(async () => {
    scratch = await scratchDatabase(url ?? '', 'two_instances');
    client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    // One seeds (PostgreSQL is seeded only when asked); both migrate at once, one waiting for the other.
    [a, b] = await Promise.all([startServerProcess(['--db', scratch.url, '--seed']), startServerProcess(['--db', scratch.url])]);
  });
  afterAll(async () => {
    killAll();
    await client.end();
    await scratch.drop();
  });

  const both = (index: number) => (index % 2 === 0 ? a : b).origin;

  it('seeds once and says so; the other instance does not seed', () => {
    expect(a.output()).toMatch(/seeded the demo personas/);
    expect(b.output()).not.toMatch(/seeded the demo personas/);
  });

  it('50 requests with one Idempotency-Key, split over both: one line is added, once', async () => {
    const session = await signIn(a.origin);
    const headers = { ...JSON_API, Cookie: `vitalia_session=${session}` };
    const cart = (await (
      await fetch(`${b.origin}/v1/shop/orders`, { method: 'POST', headers, body: '{"data":{"type":"orders","attributes":{}}}' })
    ).json()) as { data: { id: string } };
    await client.query('delete from line_items where order_id = $1', [cart.data.id]);
    const body = JSON.stringify({
      data: { type: 'line_items', attributes: { order_id: cart.data.id, variant_id: 'omega-60', quantity: 1 } },
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        fetch(`${both(index)}/v1/shop/line_items`, { method: 'POST', headers: { ...headers, 'Idempotency-Key': 'same-key' }, body }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(statuses).toContain(201);
    const { rows } = await client.query<{ quantity: number; count: string }>(
      "select sum(quantity)::int as quantity, count(*) as count from line_items where order_id = $1 and variant_id = 'omega-60'",
      [cart.data.id],
    );
    expect(rows[0]).toEqual({ quantity: 1, count: '1' });
  });

  it('50 parallel adds of one to a basket line whose maximum is 3: three act, the rest are refused', async () => {
    const session = await signIn(b.origin);
    const headers = { ...JSON_API, Cookie: `vitalia_session=${session}` };
    const cart = (await (
      await fetch(`${a.origin}/v1/shop/orders`, { method: 'POST', headers, body: '{"data":{"type":"orders","attributes":{}}}' })
    ).json()) as { data: { id: string } };
    await client.query('delete from line_items where order_id = $1', [cart.data.id]);
    const body = JSON.stringify({
      data: { type: 'line_items', attributes: { order_id: cart.data.id, variant_id: 'vitd-60', quantity: 1 } },
    });
    const statuses = (
      await Promise.all(
        Array.from({ length: 50 }, (_, index) => fetch(`${both(index)}/v1/shop/line_items`, { method: 'POST', headers, body })),
      )
    ).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 422)).toHaveLength(47);
    const { rows } = await client.query<{ quantity: number }>(
      "select quantity from line_items where order_id = $1 and variant_id = 'vitd-60'",
      [cart.data.id],
    );
    expect(rows).toEqual([{ quantity: 3 }]);
  });

  it('50 parallel sign-ups with one email: one account', async () => {
    const body = JSON.stringify({
      data: {
        type: 'users',
        attributes: { email: 'twice@example.com', password: 'Sunsh1ne!', first_name: 'Tess', last_name: 'Wice', accept_terms: true },
      },
    });
    const statuses = (
      await Promise.all(
        Array.from({ length: 50 }, (_, index) => fetch(`${both(index)}/v1/users`, { method: 'POST', headers: JSON_API, body })),
      )
    ).map((answer) => answer.status);
    const count = (wanted: number) => statuses.filter((status) => status === wanted).length;
    expect({ created: count(201), taken: count(422) }).toEqual({ created: 1, taken: 49 });
    const { rows } = await client.query<{ count: string }>("select count(*) as count from users where email = 'twice@example.com'");
    expect(rows[0]?.count).toBe('1');
  });

  it('a health profile PATCHed group by group in parallel, over both instances, keeps every group', async () => {
    const session = await signIn(a.origin, 'new@example.com');
    const headers = { ...JSON_API, Cookie: `vitalia_session=${session}` };
    const patch = (origin: string, attributes: Record<string, unknown>) =>
      fetch(`${origin}/v1/health_profile`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ data: { type: 'health_profiles', attributes } }),
      });
    // The first round creates the profile: every group races to insert the one row.
    for (let round = 0; round < 4; round += 1) {
      const sent = profileGroups(round);
      const statuses = (await Promise.all(sent.map((attributes, index) => patch(both(index + round), attributes)))).map(
        (answer) => answer.status,
      );
      expect(statuses).toEqual(sent.map(() => 200));
      for (const origin of [a.origin, b.origin]) {
        const read = (await (await fetch(`${origin}/v1/health_profile`, { headers })).json()) as {
          data: { attributes: Record<string, unknown> };
        };
        expect(read.data.attributes).toEqual(allOf(sent));
      }
    }
  });

  it('a session made on one instance signs in on the other', async () => {
    const session = await signIn(a.origin);
    expect((await fetch(`${b.origin}/v1/user`, { headers: { Cookie: `vitalia_session=${session}` } })).status).toBe(200);
  });

  it('the funnel checkout is priced by the server on either instance: a browser total is refused, and paying on the other charges the core price', async () => {
    const session = await signIn(a.origin);
    const headers = { ...JSON_API, Cookie: `vitalia_session=${session}`, Origin: a.origin };
    const attributes = {
      confirmation_url: '/join/payment-confirmation',
      cancellation_url: '/join/payment',
      panel_id: 'general-health',
      purchase_type: 'oneOff',
    };
    const tampered = await Promise.all(
      [a, b].map((instance) =>
        fetch(`${instance.origin}/v1/checkout_sessions`, {
          method: 'POST',
          headers: { ...headers, Origin: instance.origin },
          body: JSON.stringify({ data: { type: 'checkout_sessions', attributes: { ...attributes, total_cents: 1 } } }),
        }),
      ),
    );
    expect(tampered.map((answer) => answer.status)).toEqual([422, 422]);
    const created = (await (
      await fetch(`${a.origin}/v1/checkout_sessions`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ data: { type: 'checkout_sessions', attributes } }),
      })
    ).json()) as { data: { id: string; attributes: { total_cents: number } } };
    expect(created.data.attributes.total_cents).toBe(6900);
    const paid = await fetch(`${b.origin}/v1/checkout_sessions/${created.data.id}/pay`, {
      method: 'POST',
      headers: { ...headers, Origin: b.origin },
      body: JSON.stringify({ data: { type: 'checkout_sessions', attributes: { card_id: 'card-4242' } } }),
    });
    expect(paid.status).toBe(200);
    const { rows } = await client.query<{ data: string; order_state: string }>('select data, order_state from orders where id = $1', [
      created.data.id,
    ]);
    expect(rows[0]?.order_state).toBe('completed');
    expect((JSON.parse(rows[0]?.data ?? '{}') as { total_cents?: number }).total_cents).toBe(6900);
  });
});
