import { describe, expect, it } from 'vitest';
import { changeOf, countOf, summaryLine } from './insights-text';

describe('statistics texts', () => {
  it('says one and several right', () => {
    expect(summaryLine({ views: 120, call: 14, whatsapp: 9 })).toBe(
      'Últimos 30 días: 120 visitas · 14 llamadas · 9 WhatsApp',
    );
    expect(summaryLine({ views: 1, call: 1, whatsapp: 1 })).toBe(
      'Últimos 30 días: 1 visita · 1 llamada · 1 WhatsApp',
    );
    expect(countOf('views', 0)).toBe('0 visitas');
    expect(countOf('views', 1200)).toMatch(/^1.200 visitas$/);
  });

  it('gives the change against the previous period', () => {
    expect(changeOf(120, 100)).toEqual({ text: '▲ 20 %', trend: 'up' });
    expect(changeOf(7, 14)).toEqual({ text: '▼ 50 %', trend: 'down' });
    expect(changeOf(5, 5)).toEqual({ text: 'Igual', trend: 'same' });
    expect(changeOf(3, 0)).toEqual({ text: 'Nuevo', trend: 'up' });
    expect(changeOf(0, 0)).toEqual({ text: 'Igual', trend: 'same' });
  });
});
