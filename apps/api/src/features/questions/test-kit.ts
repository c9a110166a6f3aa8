// What the question tests share, on top of the review kit's calls as each actor: asking, the
// mailed link, the owner's, the administrators' and the public's lists. Test-only.
import type { BusinessDetail } from '@drd/shared/api/businesses';
import type { OwnerQuestion, WaitingQuestion } from '@drd/shared/api/questions';
import type { Actor, Actors } from '../../test/actors';
import type { TestContext } from '../../test/context';
import { reviewTestKit } from '../reviews/test-kit';

export function questionTestKit(ctx: TestContext, actors: Actors, businessId: number) {
  const kit = reviewTestKit(ctx, actors, businessId);
  const base = `/api/businesses/${businessId}`;
  const waiting = async () =>
    (await kit.call<WaitingQuestion[]>('admin', 'GET', '/api/admin/questions')).body.filter(
      (q) => q.businessId === businessId,
    );
  const ownerList = async () =>
    (await kit.call<OwnerQuestion[]>('owner', 'GET', `${base}/questions`)).body;
  const ask = (body: Record<string, unknown>, ip: string, actor: Actor = 'visitor') =>
    kit.call(actor, 'POST', `${base}/questions`, body, ip);
  return {
    call: kit.call,
    base,
    ask,
    waiting,
    ownerList,
    byText: async (question: string) => (await ownerList()).find((q) => q.question === question),
    /** An anonymous question whose asker opened the link: it waits for an administrator. */
    confirmed: async (question: string, email: string, ip: string, askerName?: string) => {
      await ask({ question, askerEmail: email, ...(askerName ? { askerName } : {}) }, ip);
      const token = await kit.mailedToken(email, '/preguntas/confirmar');
      await kit.call('visitor', 'POST', '/api/questions/confirm', { token });
      return (await waiting()).find((q) => q.question === question)!;
    },
    mailedToken: (to: string) => kit.mailedToken(to, '/preguntas/confirmar'),
    /** Decides what waits on the question with the version the queue shows now. */
    decide: async (id: number, decision: 'approve' | 'reject', reason = 'Fuera de lugar') => {
      const shown = (await waiting()).find((q) => q.id === id)!;
      const body = { version: shown.version, ...(decision === 'reject' ? { reason } : {}) };
      return kit.call('admin', 'POST', `/api/admin/questions/${id}/${decision}`, body);
    },
    publicQuestions: async () =>
      (await kit.call<BusinessDetail>('visitor', 'GET', `/api/businesses/detail/${businessId}`))
        .body.questions,
  };
}
