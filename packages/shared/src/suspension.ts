// What the owner and managers read about a business an administrator took off the directory
// (decision 031): the kind decides the word, the administrator's reason is shown as written.
export const SUSPENSION_KINDS = ['suspended', 'unpublished'] as const;
export type SuspensionKind = (typeof SUSPENSION_KINDS)[number];

export interface BusinessSuspension {
  kind: SuspensionKind;
  reason: string;
  /** ISO timestamp of the decision. */
  at: string;
}

export const SUSPENSION_LABELS: Record<SuspensionKind, string> = {
  suspended: 'Suspendido',
  unpublished: 'Despublicado',
};

export const SUSPENSION_NOTES: Record<SuspensionKind, string> = {
  suspended: 'Un administrador suspendió este negocio: no aparece en el directorio.',
  unpublished: 'Un administrador despublicó este negocio: no aparece en el directorio.',
};

export const suspensionReasonLine = (s: BusinessSuspension) => `Motivo: ${s.reason}`;

/** The columns as stored, or null for a business nobody took off the directory. */
export function suspensionOf(row: {
  suspendedAt: Date | null;
  suspensionKind: string | null;
  suspensionReason: string | null;
}): BusinessSuspension | null {
  if (row.suspendedAt === null) return null;
  return {
    kind: row.suspensionKind === 'unpublished' ? 'unpublished' : 'suspended',
    reason: row.suspensionReason ?? '',
    at: row.suspendedAt.toISOString(),
  };
}
