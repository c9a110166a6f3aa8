// Managers hear about the business as its owner does (issue #31): new messages, the monthly
// figures and the administrators' decisions, each person's mail preferences honoured.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, mailOutbox, users } from '../../db/schema';
import { createActors } from '../../test/actors';
import { createTestContext, FIXED_NOW, type TestContext } from '../../test/context';
import { queueMonthlyReports } from '../analytics/monthly-report';
import { mailNewLeads } from '../leads/owner-mail-job';
import { leadTestKit } from '../leads/test-kit';
import { MANAGER_REASON } from './business-audience';

let ctx: TestContext;
let kit: ReturnType<typeof leadTestKit>;
let businessId: number;
const OWNER = 'oyentes_owner@correo.do';
const MANAGER = 'oyentes_manager@correo.do';
const URL = 'http://localhost';

beforeAll(async () => {
  ctx = await createTestContext();
  const actors = await createActors(ctx.database.db, 'oyentes');
  businessId = actors.fixtures.ownedBusinessId;
  kit = leadTestKit(ctx, actors, businessId);
});
afterAll(() => ctx.close());

const mailsOf = (kind: string) =>
  ctx.database.db
    .select({ to: mailOutbox.toAddress, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), inArray(mailOutbox.toAddress, [OWNER, MANAGER])))
    .orderBy(mailOutbox.id);
const optOut = (email: string, topics: string[]) =>
  ctx.database.db.update(users).set({ mailOptOuts: topics }).where(eq(users.email, email));

describe('who hears about a business', () => {
  it('mails a new message to the owner and to each manager', async () => {
    ctx.setNow(FIXED_NOW);
    const sent = await kit.send(
      'visitor',
      { name: 'Ana', phone: '809-555-0101', message: '¿Abren el domingo?' },
      '10.75.0.1',
    );
    expect(sent.status).toBe(201);
    expect(await mailNewLeads(ctx.database.db, new Date(FIXED_NOW.getTime() + 30_000), URL)).toBe(
      1,
    );
    const mails = await mailsOf('leads-new');
    expect(mails.map((m) => m.to).sort()).toEqual([MANAGER, OWNER]);
    const manager = mails.find((m) => m.to === MANAGER)!;
    expect(manager.text).toContain('Ana (809-555-0101): ¿Abren el domingo?');
    expect(manager.text).toContain(MANAGER_REASON);
    expect(mails.find((m) => m.to === OWNER)!.text).toContain('eres el dueño');
  });

  it('sends the monthly figures to the managers too, unless they turned them off', async () => {
    const db = ctx.database.db;
    await db.update(businesses).set({ packageId: 1 });
    await db.update(businesses).set({ packageId: 3 }).where(eq(businesses.id, businessId));
    // 1 December 2026 in Santo Domingo: November's report.
    expect(await queueMonthlyReports(db, new Date('2026-12-01T12:00:00Z'), URL)).toBe(2);
    expect((await mailsOf('monthly-stats')).map((m) => m.to).sort()).toEqual([MANAGER, OWNER]);

    await optOut(MANAGER, ['statistics']);
    expect(await queueMonthlyReports(db, new Date('2027-01-01T12:00:00Z'), URL)).toBe(1);
    const mails = await mailsOf('monthly-stats');
    expect(mails.filter((m) => m.to === MANAGER)).toHaveLength(1);
    expect(mails.filter((m) => m.to === OWNER)).toHaveLength(2);
    await optOut(MANAGER, []);
  });

  it('tells the managers of a suspension and of the restore', async () => {
    const suspended = await kit.call(
      'admin',
      'POST',
      `/api/admin/directory/${businessId}/suspend`,
      {
        kind: 'suspended',
        reason: 'Fotos de otro negocio en la galería',
      },
    );
    expect(suspended.status).toBe(200);
    const told = await mailsOf('business-suspended');
    expect(told.map((m) => m.to).sort()).toEqual([MANAGER, OWNER]);
    expect(told.find((m) => m.to === MANAGER)!.text).toContain('Fotos de otro negocio');

    const restored = await kit.call('admin', 'POST', `/api/admin/directory/${businessId}/restore`);
    expect(restored.status).toBe(200);
    expect((await mailsOf('business-restored')).map((m) => m.to).sort()).toEqual([MANAGER, OWNER]);
  });
});
