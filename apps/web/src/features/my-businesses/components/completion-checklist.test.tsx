// Issue 41: the checklist counts an item once approved; one waiting reads 'en revisión'.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OwnerChecklist } from '@drd/shared/api/owner-checklist';
import { checklistsKey } from '../api/get-checklists';
import { CompletionChecklist } from './completion-checklist';

function render(checklist: OwnerChecklist) {
  const client = new QueryClient();
  client.setQueryData(checklistsKey, { checklists: { '7': checklist } });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CompletionChecklist businessId={7} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('CompletionChecklist', () => {
  it("counts only approved items and says 'en revisión' for those waiting", () => {
    const html = render({
      photos: 'done',
      hours: 'review',
      description: 'review',
      whatsapp: 'todo',
      offerOrFaq: 'todo',
    });
    expect(html).toContain('Completa tu perfil: 1 de 5');
    expect(html).toContain('Horario: <span class="font-medium text-amber-900">en revisión</span>');
    expect(html.match(/en revisión/g)).toHaveLength(2);
    expect(html).toContain('Agrega tu WhatsApp');
    // A waiting item is not a link to do it again.
    expect(html).not.toContain('Pon tu horario real');
  });

  it('is gone once every item is approved, and stays while one waits', () => {
    const all = { photos: 'done', hours: 'done', description: 'done', whatsapp: 'done' } as const;
    expect(render({ ...all, offerOrFaq: 'done' })).toBe('');
    expect(render({ ...all, offerOrFaq: 'review' })).toContain('Completa tu perfil: 4 de 5');
  });
});
