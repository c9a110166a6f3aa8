import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { ReferralWelcome } from '../../features/affiliates/components/referral-welcome';

/** /registro?ref=CODE: an affiliate's link, naming the affiliate (the loader sends no code to sign-up). */
export function ReferralPageRoute() {
  useDocumentTitle('Invitación a Directorio RD');
  const code = useSearchParams()[0].get('ref') ?? '';
  return (
    <section className="mx-auto max-w-xl px-4 py-10 sm:py-14">
      <div className="rounded-xl bg-white p-6 shadow-sm sm:p-8">
        <ReferralWelcome key={code} code={code} />
      </div>
    </section>
  );
}
