// The subscription card's three states, as the owner reads them.
import type { SubscriptionAnswer } from '@drd/shared/api/subscriptions';
import { subscriptionLine } from '../../lib/subscription-text';

export type CardTone = 'active' | 'expiring' | 'expired';

export interface SubscriptionCardState {
  tone: CardTone;
  title: string;
  line: string;
}

const TITLES: Record<CardTone, string> = {
  active: 'Suscripción activa',
  expiring: 'Suscripción por vencer',
  expired: 'Suscripción vencida',
};

/** Shown only when an expiry date exists (an activated business). */
export function subscriptionCardState(
  subscription: Pick<SubscriptionAnswer, 'state' | 'expiresAt' | 'daysLeft'>,
): SubscriptionCardState | null {
  const { state } = subscription;
  const line = subscriptionLine(subscription);
  if (state === 'none' || !line) return null;
  return { tone: state, title: TITLES[state], line };
}
