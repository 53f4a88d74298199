import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDbOf, resetDb } from '../../../mocks/db/store';
import { userResource } from '../../../mocks/serializers';

const HOUR = 3_600_000;
const seededAt = Date.parse('2026-01-10T09:00:00Z');

async function hoursOld(userId: string, now: number): Promise<number> {
  const user = (await readDbOf(userId)).users[0];
  if (!user) throw new Error(`no persona ${userId}`);
  return (now - Date.parse(user.created_at)) / HOUR;
}

afterEach(() => vi.useRealTimers());

describe('personas whose age matters stay that age in a long-lived browser database', () => {
  it.each([
    ['on the day of seeding', 0],
    ['two days later', 48],
    ['a month later', 24 * 30],
  ])('%s: new is created now, unverified 3 days ago, others keep their date', async (_, laterHours) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(seededAt);
    await resetDb();
    const now = seededAt + laterHours * HOUR;
    vi.setSystemTime(now);
    expect(await hoursOld('user-new', now)).toBe(0);
    expect(await hoursOld('user-unverified', now)).toBe(72);
    expect(await hoursOld('user-results', now)).toBe(400 * 24 + laterHours);
  });

  it('does not send the offset to the client', async () => {
    const user = (await readDbOf('user-new')).users[0];
    if (!user) throw new Error('no persona');
    expect(userResource(user, {}).data.attributes).not.toHaveProperty('created_offset_hours');
  });
});
