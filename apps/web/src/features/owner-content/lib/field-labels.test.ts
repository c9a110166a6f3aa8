import { describe, expect, it } from 'vitest';
import { CONTENT_FIELD_LABELS } from '@drd/shared/api/content/field-labels';
import { TYPE_CONFIG, type PanelType } from './type-config';

describe("the owner's form labels", () => {
  it('are the ones the administrator’s diff shows, for every control of every type', () => {
    for (const [type, config] of Object.entries(TYPE_CONFIG) as [
      PanelType,
      typeof TYPE_CONFIG.gallery,
    ][]) {
      const labels: Record<string, string> = CONTENT_FIELD_LABELS[type];
      for (const field of config.fields) {
        expect(`${type}.${field.name}: ${labels[field.name]}`).toBe(
          `${type}.${field.name}: ${field.label}`,
        );
      }
    }
  });
});
