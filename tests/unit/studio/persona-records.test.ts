import { describe, expect, it } from 'vitest';
import { CATALOGUE_RECORDS, OWN_RECORDS } from '../../../codegen/studio/studio-api';
import { personaRecords } from '../../../codegen/studio/persona-records';
import { seedDb } from '../../../mocks/db/seed';

const db = seedDb(Date.parse('2026-11-25T12:00:00Z'));
const idOf = (email: string): string => db.users.find((user) => user.email === email)?.id ?? '';
const recordsOf = (email: string) => personaRecords(db, idOf(email));

describe('the records route parameters name, per seeded persona', () => {
  it('gives the results persona their own latest lab results, upload, plan, order and subscriptions', () => {
    expect(recordsOf('results@example.com')).toMatchObject({
      resultTestCycle: 'cycle-results-1',
      uploadTestCycle: 'upload-results-1',
      testSubscription: 'subscription-results',
      plan: 'plan-1',
      planWeek: '1',
    });
  });

  it('gives a person with none of a kind nothing of it, only the catalogue', () => {
    const records = recordsOf('new@example.com');
    expect(Object.keys(records).sort()).toEqual([...CATALOGUE_RECORDS].sort());
    expect(recordsOf('planner@example.com').plan).toBeUndefined();
  });

  it('names only what belongs to that person', () => {
    for (const user of db.users) {
      const records = personaRecords(db, user.id);
      const owns = (rows: readonly { user_id: string }[], match: (row: never) => boolean): boolean =>
        rows.some((row) => row.user_id === user.id && match(row as never));
      if (records.resultTestCycle)
        expect(owns(db.tests, (test: { test_cycle_id: string }) => test.test_cycle_id === records.resultTestCycle)).toBe(true);
      if (records.resultAnalyte) {
        expect(
          owns(
            db.analyteResults,
            (result: { test_cycle_id: string; analyte_id: string }) =>
              result.test_cycle_id === records.resultTestCycle && result.analyte_id === records.resultAnalyte,
          ),
        ).toBe(true);
      }
      if (records.forecastAnalyte) {
        expect(
          owns(
            db.forecasts,
            (forecast: { test_cycle_id: string; analyte_id: string }) =>
              forecast.test_cycle_id === records.forecastTestCycle && forecast.analyte_id === records.forecastAnalyte,
          ),
        ).toBe(true);
      }
      if (records.order) expect(owns(db.orders, (order: { id: string }) => order.id === records.order)).toBe(true);
      if (records.plan) expect(owns(db.healthPlans, (plan: { id: string }) => plan.id === records.plan)).toBe(true);
      if (records.planTask) expect(db.tasks.find((task) => task.id === records.planTask)?.plan_id).toBe(records.plan);
      if (records.partnerTest) expect(owns(db.tests, (test: { id: string }) => test.id === records.partnerTest)).toBe(true);
      for (const kind of Object.keys(records)) expect([...OWN_RECORDS, ...CATALOGUE_RECORDS]).toContain(kind);
    }
  });
});
