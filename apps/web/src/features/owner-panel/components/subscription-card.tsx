import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { PaymentDetails } from '../../../components/subscription/payment-details';
import { RenewButton } from '../../../components/subscription/renew-button';
import { useSubscription } from '../api/get-subscription';
import { ownerKeys } from '../../../lib/owner-keys';
import { subscriptionCardState, type CardTone } from '../subscription-card-state';

const TONES: Record<CardTone, string> = {
  active: 'ring-emerald-300',
  expiring: 'ring-orange-300 bg-orange-50',
  expired: 'ring-red-300 bg-red-50',
};

/**
 * The plan's state with its date, and 'Renovar' (or the payment a renewal waits for); no renewal
 * of a business an administrator took off the directory: the server would refuse to activate it.
 */
export function SubscriptionCard({
  businessId,
  businessName,
  suspended,
}: {
  businessId: number;
  businessName: string;
  suspended: boolean;
}) {
  const queryClient = useQueryClient();
  const query = useSubscription(businessId);
  const card = query.data ? subscriptionCardState(query.data) : null;
  if (!query.data || !card) return null;
  const payment = query.data.pendingPayment;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ownerKeys.subscription(businessId) }),
      queryClient.invalidateQueries({ queryKey: ['my-businesses'] }),
    ]);
  return (
    <section
      aria-labelledby="suscripcion"
      data-testid="subscription-card"
      data-state={card.tone}
      className={`space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 sm:p-5 ${TONES[card.tone]}`}
    >
      <h2 id="suscripcion" className="text-lg font-semibold">
        {card.title}
      </h2>
      <p className="text-slate-800">
        <CalendarClock className="mr-1.5 inline size-4 align-[-0.2em] text-slate-600" aria-hidden />
        {card.line}
      </p>
      {payment ? (
        <PaymentDetails businessId={businessId} payment={payment} />
      ) : suspended ? null : (
        <RenewButton
          businessId={businessId}
          businessName={businessName}
          packageId={query.data.packageId}
          subscription={query.data}
          refresh={refresh}
        />
      )}
    </section>
  );
}
