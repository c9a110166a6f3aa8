// A business's statistics (DESIGN.md §3 'Statistics'): the taps visitors make on its buttons, and
// what its owner reads in the panel's 'Estadísticas' tab.
import { z } from 'zod';
import { STATS_PERIODS } from '../plans';

/** The buttons whose taps are counted, as the API names them. */
export const ACTION_KINDS = ['call', 'whatsapp', 'directions', 'website', 'share'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/** Every series of the statistics: profile views, then each kind of tap. */
export const INSIGHT_KINDS = ['views', ...ACTION_KINDS] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

export const recordActionBodySchema = z.object({
  type: z.enum(ACTION_KINDS, { error: 'Acción desconocida' }),
});
export const recordActionResponseSchema = z.object({
  /** False for a new visitor, a repeated tap within the hour, or a source over its limit. */
  counted: z.boolean(),
});

export const insightsQuerySchema = z.object({
  days: z.coerce.number({ error: 'Periodo inválido' }).pipe(
    z.union(
      STATS_PERIODS.map((p) => z.literal(p.days)),
      { error: 'Periodo inválido' },
    ),
  ),
});

const totalsSchema = z.object(
  Object.fromEntries(INSIGHT_KINDS.map((k) => [k, z.number().int()])) as Record<
    InsightKind,
    z.ZodNumber
  >,
);
export type InsightTotals = z.infer<typeof totalsSchema>;

export const insightsSchema = z.object({
  days: z.number().int(),
  /** The business's plan: the panel shows the periods it does not open as locked. */
  packageId: z.number().int(),
  /** The period's first and last day (YYYY-MM-DD, Santo Domingo), today included. */
  from: z.string(),
  to: z.string(),
  /** One entry per day of the period, oldest first, with every kind (0 when none). */
  series: z.array(totalsSchema.extend({ date: z.string() })),
  totals: totalsSchema,
  previous: totalsSchema,
  /** Plan 4 and up: words of the searches that led to the profile (3+ visitors each); else null. */
  searchWords: z.array(z.object({ word: z.string(), visitors: z.number().int() })).nullable(),
});
export type Insights = z.infer<typeof insightsSchema>;

/** 'Mis negocios' summary: the last 30 days' views, calls and WhatsApp taps. */
export const insightSummarySchema = z.object({
  views: z.number().int(),
  call: z.number().int(),
  whatsapp: z.number().int(),
});
export type InsightSummary = z.infer<typeof insightSummarySchema>;

/** GET /api/my/insights-summary: each of the user's businesses by id. */
export const insightSummariesSchema = z.object({
  summaries: z.record(z.string(), insightSummarySchema),
});
