import { sql } from 'kysely';
import { isCheckViolation } from './database-errors';
import type { MockLineItem } from './shop-db';
import { writeTransaction } from './store';

/**
 * Adds to a basket in one INSERT ... ON CONFLICT DO UPDATE: a new line, or more of the same variant and
 * frequency on the line there is. The check constraint keeps the line within the variant's maximum, so of
 * parallel adds (from any number of server instances) only those that fit act; the rest get 'over-max'.
 */
export async function addToBasket(
  userId: string,
  line: MockLineItem,
  maxItems: number | null,
): Promise<{ line: MockLineItem } | 'over-max'> {
  try {
    const row = await writeTransaction((trx) =>
      trx
        .insertInto('line_items')
        .values({
          id: line.id,
          user_id: userId,
          seq: sql<number>`(select coalesce(max(seq), 0) + 1 from line_items where user_id = ${userId})`,
          data: JSON.stringify(line),
          order_id: line.order_id,
          variant_id: line.variant_id,
          frequency_key: line.frequency_id ?? '',
          quantity: line.quantity,
          max_quantity: maxItems,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['order_id', 'variant_id', 'frequency_key'])
            .doUpdateSet({ quantity: sql<number>`line_items.quantity + excluded.quantity` }),
        )
        .returning(['data', 'quantity'])
        .executeTakeFirstOrThrow(),
    );
    return { line: { ...(JSON.parse(row.data) as MockLineItem), quantity: Number(row.quantity) } };
  } catch (error) {
    if (isCheckViolation(error)) return 'over-max';
    throw error;
  }
}
