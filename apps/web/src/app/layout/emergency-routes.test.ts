import { describe, expect, it } from 'vitest';
import { showsEmergencyBar } from './emergency-routes';

describe('showsEmergencyBar', () => {
  it("shows on visitors' pages and never on owners' and admins' forms", () => {
    for (const path of ['/', '/negocio/1-colmado', '/categoria/farmacias', '/login', '/planes'])
      expect(showsEmergencyBar(path), path).toBe(true);
    for (const path of [
      '/registrar-negocio',
      '/mis-negocios',
      '/mi-negocio/12',
      '/admin/submissions',
      '/admin/negocios',
      '/cuenta',
      '/cuenta/correo',
    ])
      expect(showsEmergencyBar(path), path).toBe(false);
    expect(showsEmergencyBar('/administrar')).toBe(true);
  });
});
