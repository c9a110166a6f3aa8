import { useDocumentTitle } from '../../components/layout/use-document-title';
import { ClosingCall } from '../../features/marketing/components/closing-call';
import { PlansHero } from '../../features/marketing/components/plans-hero';
import { PlansTabs } from '../../features/marketing/components/plans-tabs';
import { PromoStats } from '../../features/marketing/components/promo-stats';

/** The owners' page: plans, the affiliate programme, the commission calculator, categories. */
export function PlansRoute() {
  useDocumentTitle('Planes y afiliados');
  return (
    <>
      <PlansHero />
      <PromoStats />
      <PlansTabs />
      <ClosingCall />
    </>
  );
}
