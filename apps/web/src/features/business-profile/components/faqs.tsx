import type { BusinessDetail } from '@drd/shared/api/businesses';
import { ProfileSection } from './section';

export function Faqs({ faqs }: { faqs: BusinessDetail['faqs'] }) {
  return (
    <ProfileSection id="preguntas" title="Preguntas frecuentes">
      <div className="divide-y divide-slate-100">
        {faqs.map((f) => (
          <details key={f.id} className="group py-2">
            <summary className="cursor-pointer font-medium">{f.question}</summary>
            <p className="mt-2 text-sm text-slate-700">{f.answer}</p>
          </details>
        ))}
      </div>
    </ProfileSection>
  );
}
