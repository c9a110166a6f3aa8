import { describe, expect, it } from 'vitest';
import type { Insights } from '@drd/shared/api/analytics';
import { insightsSchema } from '@drd/shared/api/analytics';
import { serializeInsights } from './insights-serializer';

const totals = { views: 3, call: 1, whatsapp: 0, directions: 0, website: 0, share: 2 };
const insights: Insights = {
  days: 7,
  packageId: 5,
  from: '2026-11-12',
  to: '2026-11-18',
  series: [{ date: '2026-11-18', ...totals }],
  totals,
  previous: totals,
  searchWords: [{ word: 'pizza', visitors: 3 }],
};

describe('insights serializer', () => {
  it('sends what insightsSchema allows, and nothing else of a row', () => {
    const leaky = {
      ...insights,
      ownerEmail: 'x@correo.do',
      series: [{ ...insights.series[0]!, visitorId: 'v' }],
    };
    const sent: unknown = JSON.parse(serializeInsights(leaky));
    expect(sent).toEqual(insights);
    expect(insightsSchema.parse(sent)).toEqual(insights);
  });

  it('refuses a count that is not an integer, in a day or in the totals', () => {
    const day = { ...insights.series[0]!, call: 1.5 };
    expect(() => serializeInsights({ ...insights, series: [day] })).toThrow();
    expect(() => serializeInsights({ ...insights, totals: { ...totals, views: -0.5 } })).toThrow();
  });
});
