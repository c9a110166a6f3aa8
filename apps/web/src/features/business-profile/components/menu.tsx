import type { BusinessDetail } from '@drd/shared/api/businesses';
import { formatMoneyDOP } from '@drd/shared/format';
import { ProfileSection } from './section';

export function Menu({ items }: { items: BusinessDetail['menu'] }) {
  const sections = new Map<string, BusinessDetail['menu']>();
  for (const item of items)
    sections.set(item.sectionName, [...(sections.get(item.sectionName) ?? []), item]);
  return (
    <ProfileSection id="menu" title="Menú">
      <div className="space-y-5">
        {[...sections].map(([section, list]) => (
          <div key={section}>
            <h3 className="mb-2 font-semibold text-brand-800">{section}</h3>
            <ul className="divide-y divide-slate-100">
              {list.map((item) => (
                <li
                  key={item.id}
                  className="flex flex-wrap items-start justify-between gap-x-4 py-2"
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{item.itemName}</p>
                    {item.description && (
                      <p className="text-sm text-slate-600">{item.description}</p>
                    )}
                  </div>
                  {item.price !== null && (
                    <p className="font-semibold">{formatMoneyDOP(item.price)}</p>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </ProfileSection>
  );
}
