import { describe, expect, it } from 'vitest';
import { PACKAGES } from './constants';
import {
  PLAN_FEATURES,
  planFeatureLines,
  planIncludes,
  planLines,
  planRequiredMessage,
  photoLimit,
} from './plans';
import { galleryHiddenMessage, galleryLimitMessage } from './api/content/registry';

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

  it('names plans by what they sell, never like the affiliate programme (decision 040)', () => {
    expect(PACKAGES.map((p) => p.name)).toEqual([
      'Perfil Básico',
      'Presencia Esencial',
      'Visibilidad Plus',
      'Impacto Pro',
      'Élite Destacado',
    ]);
    expect(PACKAGES.some((p) => /afiliad/i.test(p.name))).toBe(false);
    // The stored type stays, so rows written before the rename still read.
    expect(PACKAGES[0]).toMatchObject({ id: 1, type: 'afiliado' });
  });

  it('says the photo limit one way: the plan line, the refusal and the hidden mark', () => {
    expect(planFeatureLines(1)[0]).toBe('Hasta 5 fotos en la galería');
    expect(galleryLimitMessage(5)).toBe('Tu plan permite hasta 5 fotos en la galería');
    expect(galleryHiddenMessage(15)).toBe('Oculta: tu plan permite hasta 15 fotos en la galería');
  });
});
