import { describe, expect, it } from 'vitest';
import { PACKAGES } from './constants';
import { PLAN_FEATURES, planIncludes, planLines, planRequiredMessage, photoLimit } from './plans';

describe('the plan table', () => {
  it('names the plan that opens a feature, in Spanish', () => {
    expect(planRequiredMessage('videos')).toBe(
      'Los videos están incluidos desde el plan Visibilidad Plus',
    );
    expect(planRequiredMessage('menus')).toBe(
      'El menú está incluido desde el plan Presencia Esencial',
    );
    expect(planRequiredMessage('stats365')).toBe(
      'Las estadísticas de 12 meses están incluidas desde el plan Visibilidad Plus',
    );
  });

  it('includes the lower plans in the higher ones, and nothing without a plan', () => {
    expect(planIncludes(2, 'events')).toBe(true);
    expect(planIncludes(1, 'events')).toBe(false);
    expect(planIncludes(5, 'videos')).toBe(true);
    expect(planIncludes(null, 'listing')).toBe(false);
    expect(photoLimit(1)).toBe(5);
    expect(photoLimit(undefined)).toBe(0);
  });

  it('sells every feature on exactly one plan', () => {
    const sold = PACKAGES.flatMap((p) => planLines(p.id).added);
    expect(sold).toHaveLength(Object.keys(PLAN_FEATURES).length);
  });
});
