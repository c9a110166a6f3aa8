import { useState, type FormEvent } from 'react';
import type { OwnerQuestion } from '@drd/shared/api/questions';
import { Button } from '../../../components/form/button';
import { ReasonDialog } from '../../../components/form/reason-dialog';
import { TextareaField } from '../../../components/form/textarea-field';
import { StatusBadge } from '../../../components/ui/status-badge';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { relativeDate } from '../../../lib/relative-date';
import { useAnswerQuestion } from '../api/answer-question';
import { useReportQuestion } from '../api/report-question';

const STATE: Record<OwnerQuestion['status'], string> = {
  pending: 'En revisión: aún no es pública. Podrás responderla cuando se publique.',
  approved: '',
  reported: 'Reportada: un administrador la revisará',
  rejected: '',
};

/** One question for the owner: its state, the answer (written or edited) and 'Reportar'. */
export function OwnerQuestionCard(props: { businessId: number; question: OwnerQuestion }) {
  const { businessId, question } = props;
  const answer = useAnswerQuestion(businessId);
  const report = useReportQuestion(businessId);
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('answer');
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) return setError('Escribe la respuesta');
    setError(undefined);
    answer.mutate(
      { id: question.id, answer: text, version: question.version },
      {
        onSuccess: (sent) => {
          setEditing(false);
          toast({ title: 'Respuesta enviada', description: sent.message });
        },
        onError: (failure) =>
          setError(serverMessage(failure, 'No se pudo enviar la respuesta. Inténtalo de nuevo.')),
      },
    );
  };

  return (
    <li data-testid="owner-question" className="rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{question.askerName || 'Un visitante'}</p>
        <time dateTime={question.createdAt} className="text-xs text-slate-600">
          {relativeDate(question.createdAt)}
        </time>
      </div>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">
        {question.question}
      </p>
      {STATE[question.status] && (
        <p className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          {STATE[question.status]}
        </p>
      )}
      {question.answer && !editing && (
        <div className="mt-3 rounded-md bg-slate-50 p-3 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            Tu respuesta <StatusBadge status={question.answerStatus ?? 'pending'} feminine />
          </p>
          <p className="mt-1 break-words whitespace-pre-line text-slate-800">{question.answer}</p>
          {question.answerStatus !== 'approved' && question.publicAnswer && (
            <p className="mt-1 text-xs text-slate-600">
              Mientras tanto se muestra tu respuesta anterior: {question.publicAnswer}
            </p>
          )}
        </div>
      )}
      {question.status === 'approved' && editing && (
        <form onSubmit={submit} noValidate className="mt-3 space-y-2">
          <TextareaField
            label="Tu respuesta"
            name="answer"
            rows={3}
            maxLength={2000}
            defaultValue={question.answer ?? ''}
            error={error}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" pending={answer.isPending} pendingText="Enviando...">
              Enviar respuesta
            </Button>
            <Button
              variant="secondary"
              disabled={answer.isPending}
              onClick={() => setEditing(false)}
            >
              Cancelar
            </Button>
          </div>
        </form>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {question.status === 'approved' && !editing && (
          <Button
            variant={question.answer ? 'secondary' : 'primary'}
            onClick={() => setEditing(true)}
          >
            {question.answer ? 'Editar respuesta' : 'Responder'}
          </Button>
        )}
        {question.status !== 'reported' && (
          <Button variant="secondary" onClick={() => setReporting(true)}>
            Reportar
          </Button>
        )}
      </div>
      <ReasonDialog
        open={reporting}
        onOpenChange={(open) => {
          setReporting(open);
          if (!open) report.reset();
        }}
        title="Reportar pregunta"
        description="La pregunta deja de verse en tu perfil hasta que un administrador la revise."
        label="Motivo del reporte"
        submitLabel="Reportar"
        pendingText="Reportando..."
        pending={report.isPending}
        error={
          report.isError
            ? serverMessage(report.error, 'No se pudo reportar la pregunta. Inténtalo de nuevo.')
            : undefined
        }
        onSubmit={(reason) =>
          report.mutate(
            { id: question.id, reason },
            {
              onSuccess: (sent) => {
                setReporting(false);
                toast({ title: 'Pregunta reportada', description: sent.message });
              },
            },
          )
        }
      />
    </li>
  );
}
