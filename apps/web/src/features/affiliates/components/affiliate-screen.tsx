import { Tabs } from 'radix-ui';
import { useNavigate } from 'react-router';
import type { AffiliateDashboard } from '@drd/shared/api/affiliates';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLoading } from '../../../components/ui/page-loading';
import { useAffiliateDashboard } from '../api/get-dashboard';
import { referralLink } from '../links';
import { AffiliateInvitation } from './affiliate-invitation';
import { CommissionsTab } from './commissions-tab';
import { PromoTab } from './promo-tab';
import { ReferralLinkCard } from './referral-link-card';
import { ReferralsTab } from './referrals-tab';
import { StatsPanel } from './stats-panel';

const tabClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-white data-[state=active]:bg-brand-700 data-[state=active]:text-white';

function Dashboard({ data }: { data: AffiliateDashboard }) {
  const origin = window.location.origin;
  const link = referralLink(origin, data.affiliate.referralCode);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold sm:text-3xl">Panel de afiliado</h1>
      <ReferralLinkCard link={link} code={data.affiliate.referralCode} />
      <StatsPanel data={data} />
      <Tabs.Root defaultValue="referidos" className="space-y-4">
        <Tabs.List
          aria-label="Secciones del panel de afiliado"
          className="grid grid-cols-1 gap-2 rounded-xl bg-slate-100 p-1.5 sm:grid-cols-3"
        >
          <Tabs.Trigger value="referidos" className={tabClass}>
            Mis Referidos
          </Tabs.Trigger>
          <Tabs.Trigger value="comisiones" className={tabClass}>
            Historial de Comisiones
          </Tabs.Trigger>
          <Tabs.Trigger value="material" className={tabClass}>
            Material Promocional
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="referidos">
          <ReferralsTab referrals={data.referrals} />
        </Tabs.Content>
        <Tabs.Content value="comisiones">
          <CommissionsTab commissions={data.commissions} />
        </Tabs.Content>
        <Tabs.Content value="material">
          <PromoTab link={link} origin={origin} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

/**
 * /afiliados for the signed-in user (never a fixed id): loading, error, the dashboard, or the
 * invitation to join (visitors are asked to sign in).
 */
export function AffiliateScreen({ user }: { user: { id: number; isAffiliate: boolean } | null }) {
  const navigate = useNavigate();
  // Only an affiliate's dashboard is asked for: anyone else gets the invitation at once.
  const dashboard = useAffiliateDashboard(user?.isAffiliate ? user.id : undefined);
  let content;
  if (!user) content = <AffiliateInvitation signedIn={false} />;
  else if (!user.isAffiliate) content = <AffiliateInvitation signedIn />;
  else if (dashboard.isPending) content = <PageLoading label="Cargando panel de afiliado..." />;
  else if (dashboard.isError) {
    content = (
      <div className="mx-auto max-w-xl space-y-4">
        <FormAlert title="No se pudo cargar el panel de afiliado.">
          Inténtalo de nuevo más tarde.
        </FormAlert>
        <Button variant="secondary" onClick={() => void navigate('/')}>
          Volver al inicio
        </Button>
      </div>
    );
  } else if (!dashboard.data) content = <AffiliateInvitation signedIn />;
  else content = <Dashboard data={dashboard.data} />;
  return <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">{content}</div>;
}
