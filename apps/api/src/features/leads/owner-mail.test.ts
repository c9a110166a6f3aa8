// The owner's e-mail about new messages (decision 017): the first within a minute, the next ten
// minutes' messages together in one, never twice, on the fixed clock.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createActors } from '../../test/actors';
import { createTestContext, FIXED_NOW, type TestContext } from '../../test/context';
import { LEAD_MAIL_INTERVAL_MS, mailNewLeads } from './owner-mail-job';
import { leadTestKit } from './test-kit';

let ctx: TestContext;
let kit: ReturnType<typeof leadTestKit>;
beforeAll(async () => {
  ctx = await createTestContext();
  const actors = await createActors(ctx.database.db, 'avisos');
  kit = leadTestKit(ctx, actors, actors.fixtures.ownedBusinessId);
});
afterAll(() => ctx.close());

const at = (minutes: number) => new Date(FIXED_NOW.getTime() + minutes * 60_000);
const ownerMails = () =>
  ctx.database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, 'avisos_owner@correo.do'));
const send = async (minute: number, name: string, message: string) => {
  ctx.setNow(at(minute));
  const sent = await kit.send(
    'visitor',
    { name, phone: '809-555-0101', message },
    `10.74.0.${minute + 1}`,
  );
  expect(sent.status).toBe(201);
};
const runJob = (minute: number) => mailNewLeads(ctx.database.db, at(minute), 'http://localhost');

describe('the owner’s e-mail about new messages', () => {
  it('mails the first within a minute and joins the next 10 minutes’ messages in one', async () => {
    await send(0, 'Ana', '¿Abren el domingo?');
    // The job runs every 30 seconds: its next run after the message mails it.
    expect(LEAD_MAIL_INTERVAL_MS).toBeLessThanOrEqual(60_000);
    expect(await runJob(0.5)).toBe(1);
    const [first] = await ownerMails();
    expect(first!.text).toContain('Ana (809-555-0101): ¿Abren el domingo?');
    expect(first!.text).toContain('http://localhost/mi-negocio/');
    expect(await runJob(1)).toBe(0);

    await send(2, 'Luis', '¿Tienen delivery?');
    await send(6, 'Marta', '¿Aceptan tarjeta?');
    expect(await runJob(3)).toBe(0);
    expect(await runJob(10)).toBe(0);
    expect(await ownerMails()).toHaveLength(1);

    expect(await runJob(10.5)).toBe(1);
    const mails = await ownerMails();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toMatch(/^2 mensajes nuevos para /);
    expect(mails[1]!.text).toContain('Luis (809-555-0101): ¿Tienen delivery?');
    expect(mails[1]!.text).toContain('Marta (809-555-0101): ¿Aceptan tarjeta?');
    // The administrators' outbox view says a message went out, never what it says.
    const outbox = await kit.call('admin', 'GET', '/api/admin/mail?pageSize=50');
    expect(outbox.status).toBe(200);
    expect(outbox.response.body).toContain('mensajes nuevos para');
    expect(outbox.response.body).not.toContain('¿Tienen delivery?');
    // Another instance's run, or a late one, sends nothing twice.
    expect(await runJob(30)).toBe(0);
    expect(await ownerMails()).toHaveLength(2);
  });

  it('runs in one instance at a time', async () => {
    await send(40, 'Rosa', '¿Hay parqueo?');
    const runs = await Promise.all([runJob(41), runJob(41), runJob(41)]);
    expect(runs.filter((n) => n === 1)).toHaveLength(1);
    expect(await ownerMails()).toHaveLength(3);
  });
});
