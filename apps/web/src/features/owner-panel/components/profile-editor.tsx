// The business-facts editor: the wizard's fields and rules (the shared schema), sent for review.
// Saving again while a change waits replaces that change; the published facts stay meanwhile.
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  businessProfileSchema,
  PROFILE_MESSAGES,
  type BusinessProfile,
  type OwnerProfile,
} from '@drd/shared/api/content/profile';
import {
  BusinessCategoryField,
  BusinessNameField,
} from '../../../components/business-facts/business-name-fields';
import { BusinessPlaceFields } from '../../../components/business-facts/business-place-fields';
import {
  BusinessDescriptionField,
  BusinessHoursField,
  BusinessTaglineField,
} from '../../../components/form/business-about-fields';
import { BusinessContactFields } from '../../../components/form/business-contact-fields';
import { BusinessPhotoFields } from '../../../components/form/business-photo-fields';
import { Button } from '../../../components/form/button';
import { toast } from '../../../components/ui/toast-store';
import { ApiRequestError, serverMessage } from '../../../lib/api-client';
import { useSubmitProfile } from '../api/submit-profile';
import { ServicesField } from './services-field';
import {
  changesIdentity,
  currentFacts,
  profileBody,
  profileValues,
  type ProfileValues,
} from '../profile-values';

const schemaResolver = zodResolver(businessProfileSchema) as unknown as Resolver<
  ProfileValues,
  unknown,
  BusinessProfile
>;

interface ProfileEditorProps {
  businessId: number;
  profile: OwnerProfile;
  onClose: () => void;
}

export function ProfileEditor({ businessId, profile, onClose }: ProfileEditorProps) {
  const [initial] = useState(() => profileValues(currentFacts(profile)));
  // A logo or cover still the published one is left out before the check (profile-values.ts).
  const resolver = useMemo<Resolver<ProfileValues, unknown, BusinessProfile>>(
    () => (values, context, options) =>
      schemaResolver(profileBody(values, profile.profile) as ProfileValues, context, options),
    [profile.profile],
  );
  const form = useForm<ProfileValues, unknown, BusinessProfile>({
    resolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { control, setError } = form;
  const [name, category] = useWatch({ control, name: ['name', 'category'] });
  const losesBadge =
    profile.business.verified && changesIdentity({ name, category }, profile.profile);
  // Placed by the owner in this visit; until then a new municipality moves the pin there.
  const [pinPlaced, setPinPlaced] = useState(false);
  const submit = useSubmitProfile(businessId);
  useEffect(() => form.setFocus('name'), [form]);

  const send = (body: BusinessProfile) =>
    // A pin placed or confirmed here ends 'Ubicación aproximada' once approved.
    submit.mutate(pinPlaced ? { ...body, pinConfirmed: true } : body, {
      onSuccess: () => {
        toast({ title: 'Cambios enviados', description: PROFILE_MESSAGES.submitted });
        onClose();
      },
      onError: (error) => {
        // The server checks with the same schema: its field messages go under the fields.
        const details = error instanceof ApiRequestError ? error.body?.details : undefined;
        for (const [field, messages] of Object.entries(details ?? {})) {
          const name = field.split('.')[0] as keyof ProfileValues;
          if (name in initial && messages[0]) setError(name, { message: messages[0] });
        }
        toast({
          title: 'Error',
          description: serverMessage(error, 'No se pudieron enviar los cambios.'),
          variant: 'destructive',
        });
      },
    });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void form.handleSubmit(send)(event)}
        noValidate
        aria-label="Editar información del negocio"
        className="space-y-5"
      >
        <p className="text-sm text-slate-700">
          Un administrador revisará tus cambios antes de publicarlos. Hasta entonces tus clientes
          ven la información actual.
        </p>
        <BusinessNameField />
        <BusinessCategoryField />
        {losesBadge && (
          <p
            role="status"
            className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            {PROFILE_MESSAGES.badgeLapses}
          </p>
        )}
        <BusinessDescriptionField />
        <BusinessTaglineField />
        <BusinessPhotoFields />
        <BusinessHoursField />
        <BusinessContactFields />
        <ServicesField />
        <BusinessPlaceFields
          pinPlaced={pinPlaced}
          onPinPlaced={() => setPinPlaced(true)}
          approximateNote={false}
          unavailableHint={<p className="text-sm">Se mantiene la ubicación marcada.</p>}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={submit.isPending}>
            Cancelar
          </Button>
          <Button type="submit" pending={submit.isPending} pendingText="Enviando...">
            Enviar para aprobación
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
