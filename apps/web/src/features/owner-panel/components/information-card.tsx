import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Globe, Mail, MapPin, Pencil, Phone, Tag } from 'lucide-react';
import type { OwnerProfile } from '@drd/shared/api/content/profile';
import { formatDate } from '@drd/shared/format';
import { Button } from '../../../components/form/button';
import { isPriceRange, PRICE_RANGE_LABELS } from '../../../lib/price-range';
import { changedFacts, FACT_LABELS } from '../profile-values';
import { BusinessPhotos } from './business-photos';
import { ProfileEditor } from './profile-editor';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-1.5 text-sm text-slate-600">
        {icon}
        {label}
      </dt>
      <dd className="pl-6 break-words text-slate-900">{children}</dd>
    </div>
  );
}

const ICON = 'size-4.5 shrink-0 text-slate-500';

/** The published facts, each only if present; 'Editar' opens the editor in place. */
export function InformationCard({ profile }: { profile: OwnerProfile }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const closed = useRef(false);
  // Back on 'Editar' once the editor closes, so a keyboard or screen reader keeps its place.
  useEffect(() => {
    if (editing || !closed.current) return;
    closed.current = false;
    editButton.current?.focus();
  }, [editing]);
  const { business } = profile;
  const facts = profile.profile;
  const waiting = changedFacts(profile);
  const place = [business.municipality, business.province].filter(Boolean).join(', ');
  return (
    <section
      aria-labelledby="informacion"
      className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="informacion" className="min-w-0 text-lg font-semibold">
          Información del negocio
        </h2>
        {!editing && (
          <Button
            ref={editButton}
            variant="secondary"
            className="shrink-0"
            onClick={() => setEditing(true)}
          >
            <Pencil className="size-4" aria-hidden />
            Editar
          </Button>
        )}
      </div>

      {profile.pendingChange && (
        <div
          data-testid="profile-pending"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <p className="font-semibold">
            Tienes cambios pendientes de revisión (enviados el{' '}
            {formatDate(profile.pendingChange.createdAt)}).
          </p>
          {waiting.length > 0 && (
            <p className="mt-1">Cambios: {waiting.map((key) => FACT_LABELS[key]).join(', ')}.</p>
          )}
          <p className="mt-1">
            Mientras tanto, tus clientes ven la información publicada que aparece aquí.
          </p>
        </div>
      )}
      {!profile.pendingChange && profile.lastRejection && (
        <div className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">Un administrador rechazó tu último cambio.</p>
          {profile.lastRejection.notes && (
            <p className="mt-1">Nota del administrador: {profile.lastRejection.notes}</p>
          )}
          <p className="mt-1">Puedes corregirlo y enviarlo de nuevo.</p>
        </div>
      )}

      {editing ? (
        <ProfileEditor
          businessId={business.id}
          profile={profile}
          onClose={() => {
            closed.current = true;
            setEditing(false);
          }}
        />
      ) : (
        <>
          <BusinessPhotos profile={profile} />
          <dl className="space-y-3">
            {facts.description && (
              <div>
                <dt className="sr-only">Descripción</dt>
                <dd className="whitespace-pre-line text-slate-800">{facts.description}</dd>
              </div>
            )}
            {facts.address && (
              <Fact icon={<MapPin className={ICON} aria-hidden />} label="Dirección">
                {facts.address}
              </Fact>
            )}
            {place && (
              <Fact icon={<MapPin className={ICON} aria-hidden />} label="Ubicación">
                {place}
              </Fact>
            )}
            {facts.phone && (
              <Fact icon={<Phone className={ICON} aria-hidden />} label="Teléfono">
                {facts.phone}
              </Fact>
            )}
            {facts.email && (
              <Fact icon={<Mail className={ICON} aria-hidden />} label="Email">
                {facts.email}
              </Fact>
            )}
            {facts.website && (
              <Fact icon={<Globe className={ICON} aria-hidden />} label="Sitio web">
                {facts.website}
              </Fact>
            )}
            {isPriceRange(facts.priceRange) && (
              <Fact icon={<Tag className={ICON} aria-hidden />} label="Rango de precios">
                {PRICE_RANGE_LABELS[facts.priceRange]}
              </Fact>
            )}
          </dl>
        </>
      )}
    </section>
  );
}
