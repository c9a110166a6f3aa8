// The link an e-mail carries, read from the outbox as the recipient would read it.
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import type { TestContext } from './context';

/** The link of the newest message to an address, as the e-mail carries it. */
export async function tokenMailedTo(t: TestContext, email: string): Promise<string> {
  const [mail] = await t.database.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /\/invitacion\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}
