import {
  Accessibility,
  Banknote,
  Bot,
  Car,
  Check,
  CreditCard,
  PawPrint,
  Smartphone,
  Truck,
  Wifi,
} from 'lucide-react';
import {
  BUSINESS_FEATURE_LABELS,
  BUSINESS_FEATURES,
  type BusinessFeature,
} from '@drd/shared/constants';
import { ProfileSection } from './section';

const ICONS: Record<BusinessFeature, typeof Wifi> = {
  wifi: Wifi,
  parking: Car,
  delivery: Truck,
  creditCard: CreditCard,
  cash: Banknote,
  mobilePayment: Smartphone,
  accessibility: Accessibility,
  petFriendly: PawPrint,
  virtualAssistant: Bot,
};

/**
 * What the owner declared only: a service never ticked is not shown crossed out (a new colmado
 * showed 'Efectivo ✕, Delivery ✕'); without any, no section.
 */
export function Services({ features }: { features: Record<string, boolean> }) {
  const offered = BUSINESS_FEATURES.filter((key) => features[key] === true);
  if (offered.length === 0) return null;
  return (
    <ProfileSection id="servicios" title="Servicios">
      <ul className="grid grid-cols-fill gap-2 sm:grid-cols-3" data-testid="services">
        {offered.map((key) => {
          const Icon = ICONS[key];
          return (
            <li key={key} className="flex items-center gap-2 text-sm text-slate-800">
              <Icon className="size-4" aria-hidden />
              <span>{BUSINESS_FEATURE_LABELS[key]}</span>
              <Check className="size-4 text-emerald-600" aria-label="Disponible" />
            </li>
          );
        })}
      </ul>
    </ProfileSection>
  );
}
