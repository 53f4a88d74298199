import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDb, resetDb } from '../../../mocks/db/store';
import { userResource } from '../../../mocks/serializers';

const HOUR = 3_600_000;
const seededAt = Date.parse('2026-01-10T09:00:00Z');

function hoursOld(email: string, now: number): number {
  const user = readDb().users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`no persona ${email}`);
  return (now - Date.parse(user.created_at)) / HOUR;
}

afterEach(() => vi.useRealTimers());

describe('personas whose age matters stay that age in a long-lived browser database', () => {
  it.each([
    ['on the day of seeding', 0],
    ['two days later', 48],
    ['a month later', 24 * 30],
  ])('%s: new is created now, unverified 3 days ago, others keep their date', (_, laterHours) => {
    vi.useFakeTimers();
    vi.setSystemTime(seededAt);
    resetDb();
    const now = seededAt + laterHours * HOUR;
    vi.setSystemTime(now);
    expect(hoursOld('new@example.com', now)).toBe(0);
    expect(hoursOld('unverified@example.com', now)).toBe(72);
    expect(hoursOld('results@example.com', now)).toBe(400 * 24 + laterHours);
  });

  it('does not send the offset to the client', () => {
    const user = readDb().users.find((candidate) => candidate.email === 'new@example.com');
    if (!user) throw new Error('no persona');
    expect(userResource(user, {}).data.attributes).not.toHaveProperty('created_offset_hours');
  });
});
