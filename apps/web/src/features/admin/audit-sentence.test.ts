import { describe, expect, it } from 'vitest';
import { auditSentence } from './audit-sentence';

const entry = (action: string, rest: Partial<Parameters<typeof auditSentence>[0]> = {}) => ({
  action,
  targetType: action.split('.')[0]!,
  targetId: 7,
  before: null,
  after: null,
  business: { id: 3, name: 'Colmado Papito' },
  ...rest,
});

describe('the audit log as sentences', () => {
  it('names the action, the content type and the business', () => {
    expect(
      auditSentence(
        entry('submission.approve', {
          after: { status: 'approved', businessId: 3, contentType: 'social-links' },
        }),
      ),
    ).toBe('Aprobó un cambio de Redes sociales en «Colmado Papito»');
    expect(auditSentence(entry('submission.reject', { after: { contentType: 'business' } }))).toBe(
      'Rechazó un cambio de Información del negocio en «Colmado Papito»',
    );
    expect(auditSentence(entry('claim.approve'))).toBe('Aprobó el reclamo de «Colmado Papito»');
    expect(auditSentence(entry('payment.received'))).toBe(
      'Marcó como recibido un pago de «Colmado Papito»',
    );
    expect(auditSentence(entry('business.suspend'))).toBe('Suspendió el negocio «Colmado Papito»');
  });

  it('says so when the business is gone, and never shows a code for a known action', () => {
    expect(auditSentence(entry('business.approve', { business: null }))).toBe(
      'Aprobó el negocio #7 (ya eliminado)',
    );
    expect(auditSentence(entry('review.remove', { business: null }))).toBe(
      'Eliminó una reseña de un negocio ya eliminado',
    );
    expect(auditSentence(entry('offer_code.create', { business: null }))).toBe(
      'Generó un código de oferta',
    );
  });
});
