// The visitor's review form, loaded when asked for (reviews.tsx): when the review goes public, said
// before writing; stars, a comment, an optional name, the e-mail the confirmation link goes to (not
// needed when signed in with a confirmed one), and a field people never see that robots fill.
import { useState, type FormEvent } from 'react';
import { Star } from 'lucide-react';
import { REVIEW_MESSAGES } from '@drd/shared/api/content/reviews';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { PrivacyConsent } from '../../../components/form/privacy-consent';
import { HoneypotField } from '../../../components/form/honeypot-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { sendFailure } from '../../../lib/send-failure';
import { usePostReview } from '../api/post-review';

type Errors = Partial<Record<'rating' | 'comment' | 'reviewerName' | 'reviewerEmail', string>>;

export function ReviewForm({ businessId }: { businessId: number }) {
  const send = usePostReview(businessId);
  const [rating, setRating] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  if (send.isSuccess) {
    return (
      <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
        {send.data.message || REVIEW_MESSAGES.created}
      </p>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    const found: Errors = {};
    if (rating < 1) found.rating = 'Elige de 1 a 5 estrellas';
    if (!text('comment')) found.comment = 'Escribe un comentario';
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    send.mutate(
      {
        rating,
        comment: text('comment'),
        reviewerName: text('reviewerName') || null,
        reviewerEmail: text('reviewerEmail') || null,
        website: text('website'),
      },
      {
        onError: (error) => {
          const { fields, message } = sendFailure(
            error,
            'No se pudo enviar tu reseña. Inténtalo de nuevo.',
          );
          if (fields) setErrors(fields);
          setFailure(message);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Escribir una reseña">
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        {REVIEW_MESSAGES.whenPublic}
      </p>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          Tu calificación <span aria-hidden>*</span>
        </legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="cursor-pointer">
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="peer sr-only"
                aria-label={value === 1 ? '1 estrella' : `${value} estrellas`}
              />
              <span className="inline-flex size-11 items-center justify-center rounded-md peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600">
                <Star
                  className={`size-7 ${value <= rating ? 'fill-amber-400 text-amber-400' : 'text-slate-400'}`}
                  aria-hidden
                />
              </span>
            </label>
          ))}
        </div>
        {errors.rating && <p className="mt-1 text-sm text-red-700">{errors.rating}</p>}
      </fieldset>
      <TextareaField
        label="Comentario"
        name="comment"
        required
        maxLength={2000}
        error={errors.comment}
      />
      <TextField
        label="Tu nombre (opcional)"
        name="reviewerName"
        autoComplete="name"
        maxLength={80}
        error={errors.reviewerName}
      />
      <TextField
        label="Tu correo (no se publica)"
        name="reviewerEmail"
        type="email"
        autoComplete="email"
        maxLength={254}
        hint="Ahí te enviamos el enlace para confirmar tu reseña."
        error={errors.reviewerEmail}
      />
      <HoneypotField />
      {failure && <FormAlert title={failure} />}
      <PrivacyConsent />
      <Button type="submit" pending={send.isPending} pendingText="Enviando...">
        Enviar reseña
      </Button>
    </form>
  );
}
