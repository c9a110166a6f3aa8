import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import type { CurrentUser } from '@drd/shared/api/auth';
import { DataSection } from './data-section';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';
import { PayoutSection } from './payout-section';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';

/** '/cuenta': everything a person changes about their own account, one card per subject. */
export function AccountScreen({ user }: { user: CurrentUser }) {
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Mi cuenta</h1>
        <p className="mt-2 text-slate-600">
          Tus datos, tu correo, tu contraseña y tus sesiones.{' '}
          <Link
            to="/cuenta/correo"
            className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 underline"
          >
            <Mail className="size-4" aria-hidden /> Avisos por correo
          </Link>
        </p>
      </div>
      <ProfileSection user={user} />
      <EmailSection user={user} />
      <PasswordSection />
      <SessionsSection />
      {user.isAffiliate && <PayoutSection />}
      <DataSection />
    </div>
  );
}
