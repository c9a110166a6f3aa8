import { Siren } from 'lucide-react';
import { EMERGENCY_PHONE } from '@drd/shared/constants';

/** Always one tap from the emergency line (spec document 1 §2). */
export function EmergencyButton() {
  return (
    <a
      href={`tel:${EMERGENCY_PHONE}`}
      aria-label="Llamar a emergencias 911"
      className="fixed right-4 bottom-4 z-40 inline-flex items-center gap-1.5 rounded-full bg-red-600 px-4 py-3 font-bold text-white shadow-lg hover:bg-red-700"
    >
      <Siren className="size-5" aria-hidden />
      {EMERGENCY_PHONE}
    </a>
  );
}
