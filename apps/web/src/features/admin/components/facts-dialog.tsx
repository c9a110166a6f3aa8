import { useState } from 'react';
import { ADMIN_CONSOLE_MESSAGES, type AdminBusiness } from '@drd/shared/api/admin-console';
import { ApiRequestError, serverMessage } from '../../../lib/api-client';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { FormAlert } from '../../../components/form/form-alert';
import { toast } from '../../../components/ui/toast-store';
import { useEditBusinessFacts } from '../api/edit-business-facts';
import { FormDialog } from './form-dialog';

const FIELDS = [
  { name: 'name', label: 'Nombre', max: 120 },
  { name: 'phone', label: 'Teléfono', max: 30 },
  { name: 'whatsappNumber', label: 'WhatsApp', max: 30 },
  { name: 'email', label: 'Correo', max: 254 },
  { name: 'website', label: 'Sitio web', max: 500 },
  { name: 'address', label: 'Dirección', max: 300 },
  { name: 'tagline', label: 'Lema', max: 100 },
] as const;
type FactName = (typeof FIELDS)[number]['name'] | 'description';
type Facts = Record<FactName, string>;

const factsOf = (b: AdminBusiness): Facts => ({
  name: b.name,
  phone: b.phone,
  whatsappNumber: b.whatsappNumber ?? '',
  email: b.email ?? '',
  website: b.website ?? '',
  address: b.address ?? '',
  tagline: b.tagline ?? '',
  description: b.description,
});

/** Corrects the facts at once (no review); only the changed fields are sent, and logged. */
export function FactsDialog({
  business,
  open,
  onClose,
}: {
  business: AdminBusiness;
  open: boolean;
  onClose: () => void;
}) {
  const [facts, setFacts] = useState(() => factsOf(business));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [problem, setProblem] = useState<string>();
  const edit = useEditBusinessFacts();
  const original = factsOf(business);
  const close = () => {
    setFacts(factsOf(business));
    setErrors({});
    setProblem(undefined);
    onClose();
  };
  const submit = () => {
    const changed = Object.fromEntries(
      Object.entries(facts).filter(([key, value]) => value !== original[key as FactName]),
    );
    if (Object.keys(changed).length === 0) {
      setProblem(ADMIN_CONSOLE_MESSAGES.nothingChanged);
      return;
    }
    edit.mutate(
      { id: business.id, facts: changed },
      {
        onSuccess: () => {
          toast({ title: ADMIN_CONSOLE_MESSAGES.saved });
          onClose();
        },
        onError: (failure) => {
          setErrors(failure instanceof ApiRequestError ? (failure.body?.details ?? {}) : {});
          setProblem(serverMessage(failure, 'No se pudieron guardar los cambios.'));
        },
      },
    );
  };
  const field = (name: FactName) => ({
    value: facts[name],
    error: errors[name]?.[0],
    onChange: (event: { target: { value: string } }) =>
      setFacts({ ...facts, [name]: event.target.value }),
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={`Editar «${business.name}»`}
      description="Los cambios se publican al momento y quedan en el historial con el valor anterior."
      submitLabel="Guardar cambios"
      pendingText="Guardando..."
      pending={edit.isPending}
      onSubmit={submit}
    >
      {problem && <FormAlert title={problem} />}
      <div className="grid max-h-[60vh] grid-cols-1 gap-3 overflow-y-auto sm:grid-cols-2">
        {FIELDS.map((f) => (
          <TextField key={f.name} label={f.label} maxLength={f.max} {...field(f.name)} />
        ))}
        <div className="sm:col-span-2">
          <TextareaField label="Descripción" rows={4} maxLength={2000} {...field('description')} />
        </div>
      </div>
    </FormDialog>
  );
}
