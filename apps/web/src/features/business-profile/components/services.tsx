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
  X,
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

export function Services({ features }: { features: Record<string, boolean> }) {
  return (
    <ProfileSection id="servicios" title="Servicios">
      <ul className="grid grid-cols-fill gap-2 sm:grid-cols-3">
        {BUSINESS_FEATURES.map((key) => {
          const label = BUSINESS_FEATURE_LABELS[key];
          const Icon = ICONS[key];
          const has = features[key] === true;
          return (
            <li
              key={key}
              className={`flex items-center gap-2 text-sm ${has ? 'text-slate-800' : 'text-slate-500'}`}
            >
              <Icon className="size-4" aria-hidden />
              <span>{label}</span>
              {has ? (
                <Check className="size-4 text-emerald-600" aria-label="Disponible" />
              ) : (
                <X className="size-4" aria-label="No disponible" />
              )}
            </li>
          );
        })}
      </ul>
    </ProfileSection>
  );
}
