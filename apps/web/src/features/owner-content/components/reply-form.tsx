import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CONTENT_TYPES } from '@drd/shared/api/content/registry';
import { Button } from '../../../components/form/button';
import { TextareaField } from '../../../components/form/textarea-field';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { useReplyToReview } from '../api/reviews';

const schema = CONTENT_TYPES['review-replies'].edit;

/** The owner's one answer to an approved review; it is moderated like other content. */
export function ReplyForm(props: { businessId: number; reviewId: number; onDone: () => void }) {
  const form = useForm<{ reply: string }>({
    defaultValues: { reply: '' },
    resolver: zodResolver(schema),
  });
  const send = useReplyToReview(props.businessId);
  const submit = form.handleSubmit(({ reply }) =>
    send.mutate(
      { reviewId: props.reviewId, reply },
      {
        onSuccess: (answer) => {
          toast({ title: 'Respuesta enviada', description: answer.message });
          props.onDone();
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'No se pudo enviar la respuesta.',
            description: serverMessage(error, 'Inténtalo de nuevo.'),
          }),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-2">
      <TextareaField
        label="Tu respuesta"
        rows={3}
        error={form.formState.errors.reply?.message}
        {...form.register('reply')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={send.isPending} pendingText="Enviando...">
          Enviar respuesta
        </Button>
        <Button variant="secondary" disabled={send.isPending} onClick={props.onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
