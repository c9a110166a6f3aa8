import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES } from '@drd/shared/api/account';
import { Button } from '../../../components/form/button';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { toast } from '../../../components/ui/toast-store';
import { ApiRequestError, serverMessage } from '../../../lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import { EXPORT_URL } from '../api/export-data';
import { SectionCard } from './section-card';

/** 'Descargar mis datos' and 'Eliminar mi cuenta' (Ley 172-13: access and deletion). */
export function DataSection() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const refusal =
    remove.error instanceof ApiRequestError && remove.error.status === 409
      ? serverMessage(remove.error, '')
      : null;
  const passwordError =
    remove.isError && !refusal ? serverMessage(remove.error, 'No se pudo eliminar tu cuenta') : '';
  const onConfirm = () =>
    remove.mutate(password, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: ACCOUNT_MESSAGES.deleted });
        void navigate('/');
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 409) setOpen(false);
      },
    });
  return (
    <SectionCard
      title="Descargar o eliminar tus datos"
      description={
        <>
          Descarga una copia de todo lo que guardamos sobre ti, o elimina tu cuenta.{' '}
          <Link
            to="/privacidad"
            className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
          >
            Cómo tratamos tus datos
          </Link>
        </>
      }
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <a
          href={EXPORT_URL}
          download
          className="inline-flex min-h-11 items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
        >
          Descargar mis datos
        </a>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Eliminar mi cuenta
        </Button>
      </div>
      {refusal && <FormAlert title="No se puede eliminar tu cuenta todavía">{refusal}</FormAlert>}
      <DialogFrame
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setPassword('');
        }}
        title="¿Eliminar tu cuenta?"
        description="Borramos tus datos personales y cerramos todas tus sesiones. Tus reseñas quedan publicadas, firmadas como «Usuario eliminado». Las comisiones aún no pagadas se pierden. No se puede deshacer."
      >
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm();
          }}
        >
          <TextField
            label="Escribe tu contraseña para confirmar"
            name="delete-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={passwordError || undefined}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={remove.isPending}>
              Cancelar
            </Button>
            <Button
              type="submit"
              variant="danger"
              pending={remove.isPending}
              pendingText="Eliminando..."
            >
              Eliminar mi cuenta
            </Button>
          </div>
        </form>
      </DialogFrame>
    </SectionCard>
  );
}
