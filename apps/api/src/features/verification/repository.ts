// Verification requests (business_verifications): the owner's request, what their panel reads,
// and the administrators' queue. Only the queue selects the number.
import { and, asc, desc, eq } from 'drizzle-orm';
import type {
  AdminVerification,
  OwnVerification,
  VerificationKind,
  VerificationStatus,
} from '@drd/shared/api/verification';
import { VERIFICATION_MESSAGES } from '@drd/shared/api/verification';
import type { Db } from '../../db/client';
import { businessVerifications, businesses, users } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { documentOwner } from '../uploads/document-repository';
import { UPLOAD_MESSAGES } from '../uploads/messages';

export async function createVerification(
  db: Db,
  input: {
    businessId: number;
    userId: number;
    kind: VerificationKind;
    number: string;
    documentKey: string;
  },
  now: Date,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    // The business row first, as decisions and ownership moves take it.
    const [business] = await tx
      .select({ userId: businesses.userId })
      .from(businesses)
      .where(eq(businesses.id, input.businessId))
      .for('update');
    if (!business) throw notFound('Negocio no encontrado');
    // Administrators may read the request, not make it: the document must be the owner's.
    if (business.userId !== input.userId) {
      throw forbidden('Solo el dueño del negocio puede pedir la verificación');
    }
    // The document is one this owner uploaded privately (POST /api/uploads/documents).
    if ((await documentOwner(tx, input.documentKey)) !== input.userId) {
      const message = UPLOAD_MESSAGES.documentNotYours;
      throw badRequest(message, { documentKey: [message] });
    }
    // The partial unique index keeps one waiting request per business, even for two at once.
    const [row] = await tx
      .insert(businessVerifications)
      .values({ ...input, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: businessVerifications.id });
    if (!row) throw conflict(VERIFICATION_MESSAGES.alreadyPending);
    return row;
  });
}

/** The badge's date and the latest request, for the owner's panel (no number). */
export async function findOwnVerification(db: Db, businessId: number): Promise<OwnVerification> {
  const [business] = await db
    .select({ verifiedAt: businesses.verifiedAt })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const [latest] = await db
    .select({
      id: businessVerifications.id,
      status: businessVerifications.status,
      kind: businessVerifications.kind,
      createdAt: businessVerifications.createdAt,
      decidedAt: businessVerifications.verificationDate,
      adminNotes: businessVerifications.verificationNotes,
    })
    .from(businessVerifications)
    .where(eq(businessVerifications.businessId, businessId))
    .orderBy(desc(businessVerifications.createdAt), desc(businessVerifications.id))
    .limit(1);
  return {
    verifiedAt: business?.verifiedAt?.toISOString() ?? null,
    request: latest
      ? {
          ...latest,
          status: latest.status as VerificationStatus,
          kind: latest.kind as VerificationKind,
          createdAt: latest.createdAt.toISOString(),
          decidedAt: latest.decidedAt?.toISOString() ?? null,
        }
      : null,
  };
}

export async function listVerifications(
  db: Db,
  status: VerificationStatus,
): Promise<AdminVerification[]> {
  const rows = await db
    .select({
      request: businessVerifications,
      business: { id: businesses.id, name: businesses.name, verifiedAt: businesses.verifiedAt },
      requester: { id: users.id, username: users.username, email: users.email },
    })
    .from(businessVerifications)
    .innerJoin(businesses, eq(businesses.id, businessVerifications.businessId))
    .innerJoin(users, eq(users.id, businessVerifications.userId))
    .where(and(eq(businessVerifications.status, status)))
    .orderBy(
      status === 'pending'
        ? asc(businessVerifications.createdAt)
        : desc(businessVerifications.verificationDate),
      asc(businessVerifications.id),
    )
    .limit(200);
  return rows.map(({ request, business, requester }) => ({
    id: request.id,
    status: request.status as VerificationStatus,
    version: request.version,
    kind: request.kind as VerificationKind,
    number: request.number,
    documentKey: request.documentKey,
    createdAt: request.createdAt.toISOString(),
    decidedAt: request.verificationDate?.toISOString() ?? null,
    adminNotes: request.verificationNotes,
    business: { ...business, verifiedAt: business.verifiedAt?.toISOString() ?? null },
    requester,
  }));
}
