import type { BusinessDetail } from '@drd/shared/api/businesses';
import { ProfileSection } from './section';

export function Faqs({ faqs }: { faqs: BusinessDetail['faqs'] }) {
  return (
    <ProfileSection id="preguntas" title="Preguntas frecuentes">
      <div className="divide-y divide-slate-100">
        {faqs.map((f) => (
          <details key={f.id} className="group">
            <summary className="flex min-h-11 cursor-pointer items-center font-medium">
              {f.question}
            </summary>
            <p className="pb-3 text-sm text-slate-700">{f.answer}</p>
          </details>
        ))}
      </div>
    </ProfileSection>
  );
}
