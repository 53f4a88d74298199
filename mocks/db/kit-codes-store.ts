import { readConnection, writeTransaction } from './store';

export interface KitCode {
  code: string;
  panelName: string;
  registeredBy: string | null;
}

export async function kitCode(code: string): Promise<KitCode | null> {
  const db = await readConnection();
  const row = await db.selectFrom('kit_codes').selectAll().where('code', '=', code).executeTakeFirst();
  return row ? { code: row.code, panelName: row.panel_name, registeredBy: row.registered_by } : null;
}

/**
 * Registers a kit to a person in one conditional UPDATE: of two people typing one code at once, one gets it.
 * True when the kit is now (or already was) theirs.
 */
export async function claimKit(code: string, userId: string): Promise<boolean> {
  const result = await writeTransaction((trx) =>
    trx
      .updateTable('kit_codes')
      .set({ registered_by: userId })
      .where('code', '=', code)
      .where((eb) => eb.or([eb('registered_by', 'is', null), eb('registered_by', '=', userId)]))
      .executeTakeFirst(),
  );
  return result.numUpdatedRows > 0n;
}
