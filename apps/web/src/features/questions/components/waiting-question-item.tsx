import { useState } from 'react';
import type { WaitingQuestion } from '@drd/shared/api/questions';
import { Button } from '../../../components/form/button';
import { ReasonDialog } from '../../../components/form/reason-dialog';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { relativeDate } from '../../../lib/relative-date';
import { useDecideQuestion } from '../api/decide-question';

const WAITING: Record<WaitingQuestion['waiting'], string> = {
  question: 'Pregunta nueva',
  report: 'Pregunta reportada por el negocio',
  answer: 'Respuesta del negocio',
};

/** One item of the queue: what waits, in full, and the two decisions on exactly this version. */
export function WaitingQuestionItem({ question }: { question: WaitingQuestion }) {
  const decide = useDecideQuestion();
  const [rejecting, setRejecting] = useState(false);
  const { id, version } = question;
  const onAnswer = question.waiting === 'answer';
  const failed = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: serverMessage(error, 'No se pudo guardar la decisión. Inténtalo de nuevo.'),
    });

  return (
    <li
      data-testid="waiting-question"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <a
          href={`/negocio/${question.businessId}`}
          className="font-semibold break-words text-brand-800 underline-offset-2 hover:underline"
        >
          {question.businessName}
        </a>
        <span className="text-sm text-slate-600">
          {WAITING[question.waiting]} ·{' '}
          <time dateTime={question.createdAt}>{relativeDate(question.createdAt)}</time>
        </span>
      </div>
      <p className="mt-2 text-sm font-semibold">{question.askerName?.trim() || 'Un visitante'}</p>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">
        {question.question}
      </p>
      {question.reportReason && question.waiting === 'report' && (
        <p className="mt-3 rounded-md bg-amber-50 p-2 text-sm break-words text-amber-900">
          <span className="font-semibold">Motivo del negocio:</span> {question.reportReason}
        </p>
      )}
      {onAnswer && (
        <div className="mt-3 rounded-md border-l-4 border-brand-600 bg-slate-50 p-2 text-sm">
          <p className="font-medium text-slate-800">Respuesta por revisar</p>
          <p className="break-words whitespace-pre-line text-slate-700">{question.answer}</p>
          {question.publicAnswer && (
            <p className="mt-1 text-xs text-slate-600">Publicada ahora: {question.publicAnswer}</p>
          )}
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          pending={decide.isPending && decide.variables.action === 'approve'}
          pendingText="Publicando..."
          disabled={decide.isPending}
          onClick={() =>
            decide.mutate(
              { id, version, action: 'approve' },
              { onSuccess: (answer) => toast({ title: answer.message }), onError: failed },
            )
          }
        >
          {onAnswer ? 'Publicar respuesta' : 'Publicar pregunta'}
        </Button>
        <Button variant="secondary" disabled={decide.isPending} onClick={() => setRejecting(true)}>
          Retirar
        </Button>
      </div>
      <ReasonDialog
        open={rejecting}
        onOpenChange={(open) => {
          setRejecting(open);
          if (!open) decide.reset();
        }}
        title={onAnswer ? 'Retirar respuesta' : 'Retirar pregunta'}
        description="No se publica. El motivo queda guardado con ella."
        label="Motivo"
        submitLabel="Retirar"
        pendingText="Retirando..."
        pending={decide.isPending}
        error={
          decide.isError
            ? serverMessage(decide.error, 'No se pudo retirar. Inténtalo de nuevo.')
            : undefined
        }
        onSubmit={(reason) =>
          decide.mutate(
            { id, version, action: 'reject', reason },
            {
              onSuccess: (answer) => {
                setRejecting(false);
                toast({ title: answer.message });
              },
            },
          )
        }
      />
    </li>
  );
}
