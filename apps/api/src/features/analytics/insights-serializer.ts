// The insights answer's serializer: a year is 365 days of seven counts; zod's check and the
// stringify were a quarter of the request, and checking the days by hand makes that part about a
// fifth cheaper (bench/results/2026-11-26-owner-statistics-2.md). The rest goes through zod.
import { INSIGHT_KINDS, insightsSchema, type Insights } from '@drd/shared/api/analytics';

const rest = insightsSchema.omit({ series: true });
type Day = Insights['series'][number];

/** A day with exactly the schema's keys, or an error: nothing else of the row goes out. */
function checkedDay(day: Day): Day {
  if (typeof day.date !== 'string') throw new Error('insights: día sin fecha');
  const out = { date: day.date } as Day;
  for (const kind of INSIGHT_KINDS) {
    if (!Number.isInteger(day[kind])) throw new Error(`insights: ${kind} no es un entero`);
    out[kind] = day[kind];
  }
  return out;
}

export function serializeInsights(data: Insights): string {
  if (!Array.isArray(data.series)) throw new Error('insights: serie ausente');
  return JSON.stringify({ ...rest.parse(data), series: data.series.map(checkedDay) });
}

/** Fastify's serializerCompiler for the route's 200 answer (schema.response keeps insightsSchema). */
export const insightsSerializerCompiler = () => (data: unknown) =>
  serializeInsights(data as Insights);
