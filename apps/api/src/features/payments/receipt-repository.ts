// The owner's photo of a transfer: one private document per pending payment, replaceable while it
// waits, read by the owner and administrators only (decision 034).
import { and, eq, sql } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@drd/shared/api/payments';
import { UPLOAD_MESSAGES } from '../uploads/messages';
import type { Db } from '../../db/client';
import { businesses, transactions } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { documentOwner } from '../uploads/document-repository';

/** The business's name and the receipt of one of its payments, for the owner's payment view. */
export async function paymentExtras(db: Db, businessId: number, transactionId: number) {
  const [row] = await db
    .select({ businessName: businesses.name, receiptKey: transactions.receiptKey })
    .from(businesses)
    .leftJoin(
      transactions,
      and(eq(transactions.businessId, businesses.id), eq(transactions.id, transactionId)),
    )
    .where(eq(businesses.id, businessId));
  if (!row) throw notFound('Negocio no encontrado');
  return row;
}

/**
 * Names the document as the receipt of the business's oldest pending payment (the one the owner
 * sees). The document must be the sender's own upload; a paid payment keeps its receipt.
 */
export async function attachReceipt(
  db: Db,
  input: { businessId: number; userId: number; documentKey: string },
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    if ((await documentOwner(tx, input.documentKey)) !== input.userId) {
      const message = UPLOAD_MESSAGES.documentNotYours;
      throw badRequest(message, { documentKey: [message] });
    }
    const [row] = await tx
      .update(transactions)
      .set({ receiptKey: input.documentKey, updatedAt: now })
      .where(
        and(
          eq(transactions.status, 'pending'),
          eq(
            transactions.id,
            sql`(select ${transactions.id} from ${transactions}
            where ${transactions.businessId} = ${input.businessId}
              and ${transactions.status} = 'pending'
            order by ${transactions.createdAt}, ${transactions.id} limit 1 for update)`,
          ),
        ),
      )
      .returning({ receiptKey: transactions.receiptKey });
    if (!row) throw notFound(PAYMENT_MESSAGES.noPending);
    return input.documentKey;
  });
}
