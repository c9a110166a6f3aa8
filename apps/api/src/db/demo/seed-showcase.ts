// The business '/demo-funcionalidades' shows live (features/demo-showcase): nine weeks of daily
// statistics and one message from a visitor, made up here and marked in demo_showcase, so the
// page never shows another business's private figures or a real visitor's message.
import { addDays, localDate } from '../../features/analytics/dates';
import type { Tx } from '../transaction';
import { businessAnalytics, businessLeads, demoShowcase } from '../schema';

/** The demo business the page shows: a hotel in Puerto Plata on the highest plan. */
export const SHOWCASE_KEY = 'hotel-victoriano';

const DAY_MS = 24 * 60 * 60 * 1000;
// Two full periods of 30 days, so the change against the previous period is a real one.
const WEEKS = 9;

/** A small deterministic wobble (0 to 1) per day, so two seeds give the same figures. */
const wobble = (day: number, salt: number) => (((day + 3) * 37 + salt * 11) % 17) / 16;

/** One day's counts, busier at the weekend (the 0th day is the oldest). */
function dayCounts(day: number, weekday: number) {
  const weekend = weekday === 0 || weekday === 5 || weekday === 6 ? 1.6 : 1;
  const views = Math.round((48 + 22 * wobble(day, 1) + day * 0.6) * weekend);
  return {
    profileViews: views,
    phoneClicks: Math.round(views * (0.06 + 0.04 * wobble(day, 2))),
    whatsappClicks: Math.round(views * (0.1 + 0.05 * wobble(day, 3))),
    directionsClicks: Math.round(views * (0.05 + 0.03 * wobble(day, 4))),
    websiteClicks: Math.round(views * (0.03 + 0.02 * wobble(day, 5))),
    shareClicks: Math.round(3 * wobble(day, 6)),
  };
}

export async function seedShowcase(
  tx: Tx,
  { businessId, now }: { businessId: number; now: Date },
): Promise<void> {
  // The days before today: today's counts come from the visits and taps of the running site.
  const today = localDate(now);
  const first = addDays(today, -WEEKS * 7);
  await tx.insert(businessAnalytics).values(
    Array.from({ length: WEEKS * 7 }, (_, day) => {
      const date = addDays(first, day);
      return { businessId, date, ...dayCounts(day, new Date(`${date}T12:00:00Z`).getUTCDay()) };
    }),
  );
  const createdAt = new Date(now.getTime() - 2 * DAY_MS);
  const [lead] = await tx
    .insert(businessLeads)
    .values({
      businessId,
      kind: 'contact',
      name: 'Marisol Vargas',
      email: 'marisol.vargas@correo.do',
      message:
        'Hola, ¿tienen habitación doble del 20 al 23 de diciembre? Somos dos adultos y un niño de 6 años. ¿El desayuno está incluido?',
      createdAt,
      confirmedAt: createdAt,
      // Already mailed: the demo starts with nothing left to announce.
      notifiedAt: createdAt,
    })
    .returning({ id: businessLeads.id });
  await tx.insert(demoShowcase).values({ businessId, leadId: lead!.id });
}
