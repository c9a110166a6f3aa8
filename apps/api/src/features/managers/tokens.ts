// Invitation links: random, stored as their SHA-256 (as account_tokens), shown only in the e-mail.
import { createHash, randomBytes } from 'node:crypto';

export const hashInvitationToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

export const newInvitationToken = () => randomBytes(32).toString('base64url');

/**
 * The page that accepts a link (the web's /invitacion); the token is masked in every copy. The
 * address rides in the fragment, which no server sees, to prefill 'Crear cuenta' for the invitee.
 */
export const invitationUrl = (publicUrl: string, token: string, email: string) =>
  `${publicUrl}/invitacion?token=${token}#correo=${encodeURIComponent(email)}`;
