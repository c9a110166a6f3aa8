// Who may review a business: never its owner, nor anyone using the business's own e-mail or phone
// (decision 014). The business has one owner today; managers join this check when they exist.
import { REVIEW_MESSAGES } from '@drd/shared/api/content/reviews';
import { forbidden } from '../../lib/http-error';

interface Business {
  userId: number | null;
  email: string | null;
  /** The owner's account e-mail: an anonymous form with it is the owner too. */
  ownerEmail: string | null;
  phone: string;
  whatsappNumber: string | null;
}

interface Writer {
  user: { id: number; email: string; phone: string | null } | null;
  email: string | null;
}

/** The last ten digits: '+1 (809) 555-1234' and '8095551234' are one number. */
const digits = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '').slice(-10);
const lower = (email: string | null | undefined) => (email ?? '').trim().toLowerCase();

export function refuseOwnBusiness(business: Business, writer: Writer): void {
  const emails = [writer.email, writer.user?.email].map(lower).filter(Boolean);
  const phone = digits(writer.user?.phone);
  const own =
    (writer.user !== null && writer.user.id === business.userId) ||
    [business.email, business.ownerEmail]
      .map(lower)
      .some((own) => own !== '' && emails.includes(own)) ||
    (phone.length === 10 &&
      [business.phone, business.whatsappNumber].some((number) => digits(number) === phone));
  if (own) throw forbidden(REVIEW_MESSAGES.ownBusiness);
}

/** One live review per writer and business: the account, or the confirmed e-mail. */
export const authorKey = (writer: { userId: number | null; email: string | null }) =>
  writer.userId !== null ? `u:${writer.userId}` : `e:${lower(writer.email)}`;
