// 'Cerrado temporalmente' with an optional reopening date: applied at once (closing only takes
// the business out of 'Abierto ahora/hoy', DESIGN.md §3), so no review note here.
import { useState } from 'react';
import { closureLabel } from '@drd/shared/hours-exceptions';
import { Button } from '../../../components/form/button';
import { controlClass } from '../../../components/form/field';
import { SwitchField } from '../../../components/form/switch-field';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { useClosure } from '../api/get-closure';
import { useSetClosure } from '../api/set-closure';

export function ClosureControl({ businessId }: { businessId: number }) {
  const closure = useClosure(businessId);
  const save = useSetClosure(businessId);
  const [reopensOn, setReopensOn] = useState('');
  if (!closure.data) return null;
  const { temporarilyClosed } = closure.data;

  const apply = (closed: boolean, date: string | null) =>
    save.mutate(
      { temporarilyClosed: closed, reopensOn: date },
      {
        onSuccess: (saved) =>
          toast({
            title: saved.temporarilyClosed
              ? 'Tu negocio aparece como cerrado temporalmente'
              : 'Tu negocio vuelve a aparecer con su horario',
          }),
        onError: (error) =>
          toast({
            title: serverMessage(error, 'No se pudo guardar el cierre'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <div className="space-y-2 border-b border-slate-200 pb-4" data-testid="closure-control">
      <SwitchField
        label="Cerrado temporalmente"
        description={
          temporarilyClosed
            ? `Tu perfil dice: ${closureLabel(closure.data.reopensOn)}`
            : 'Por reparaciones, vacaciones o mudanza: sales de «Abierto ahora» hasta que reabras.'
        }
        checked={temporarilyClosed}
        disabled={save.isPending}
        onCheckedChange={(checked) => apply(checked, checked ? reopensOn || null : null)}
      />
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-sm text-slate-700">
          <span className="block font-medium">Reabre el (opcional)</span>
          <input
            type="date"
            className={`${controlClass(undefined)} mt-1 w-44`}
            value={reopensOn || (closure.data.reopensOn ?? '')}
            onChange={(e) => setReopensOn(e.target.value)}
          />
        </label>
        {temporarilyClosed && (
          <Button
            variant="secondary"
            pending={save.isPending}
            pendingText="Guardando..."
            onClick={() => apply(true, reopensOn || null)}
          >
            Guardar fecha
          </Button>
        )}
      </div>
    </div>
  );
}
