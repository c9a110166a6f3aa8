// /registrar-negocio: four steps on one react-hook-form form checked by the shared
// registration schema. The draft is saved in this browser as the owner types and cleared only
// once the business is registered (or claimed instead).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PACKAGES } from '@drd/shared/constants';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { registrationBodySchema, type Registration } from '@drd/shared/api/registration';
import { Button } from '../../../components/form/button';
import { rememberedReferral } from '../../../lib/referral-memory';
import { browserStorage, clearDraft, loadDraft, saveDraft } from '../draft-storage';
import { STEPS, STEP_CHECKS, firstStepOf } from '../wizard-steps';
import { defaultWizardValues, type WizardValues } from '../wizard-values';
import { DuplicateChoice } from './duplicate-choice';
import { BusinessPlaceFields } from '../../../components/business-facts/business-place-fields';
import { StepBasic } from './step-basic';
import { StepContact } from './step-contact';
import { StepHours } from './step-hours';
import { SubmitProblem } from './submit-problem';
import { useWizardSubmit } from './use-wizard-submit';
import { WizardFooter } from './wizard-footer';
import { WizardProgress } from './wizard-progress';

const resolver = zodResolver(registrationBodySchema) as unknown as Resolver<
  WizardValues,
  unknown,
  Registration
>;

/** The account's e-mail and phone, which a new draft starts with. */
type AccountContact = { email: string; phone: string };

function initialDraft(userId: number, plan: number, contact?: AccountContact) {
  const draft = loadDraft(browserStorage(), userId, Date.now());
  const values = draft?.values ?? defaultWizardValues();
  // The account's e-mail and phone fill the contact fields the owner has left empty.
  if (contact && !values.email) values.email = contact.email;
  if (contact && !values.phone) values.phone = contact.phone;
  // A plan chosen on /planes starts a new draft with it (a draft keeps the owner's own choice).
  const chosen = PACKAGES.find((p) => p.id === plan);
  if (!draft && chosen) values.packageId = chosen.id;
  // A referral link followed in the last 30 days fills an empty code in.
  const referral = values.referralCode ? null : rememberedReferral();
  if (referral) values.referralCode = referral;
  return { step: draft?.step ?? 0, pinPlaced: draft?.pinPlaced ?? false, values };
}

export function RegistrationWizard({
  userId,
  plan = 0,
  contact,
}: {
  userId: number;
  plan?: number;
  contact?: AccountContact;
}) {
  const [initial] = useState(() => initialDraft(userId, plan, contact));
  const form = useForm<WizardValues, unknown, Registration>({
    resolver,
    defaultValues: initial.values,
    mode: 'onTouched',
  });
  const [step, setStep] = useState(initial.step);
  const [pinPlaced, setPinPlaced] = useState(initial.pinPlaced);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusAfterStep = useRef<string | null>(null);

  // Every change is in the draft at once: a reload or a lost session keeps it all.
  useEffect(() => {
    const save = () =>
      saveDraft(
        browserStorage(),
        userId,
        { step, pinPlaced, values: form.getValues() },
        Date.now(),
      );
    save();
    return form.subscribe({
      formState: { values: true },
      callback: ({ name }) => {
        save();
        // A field showing an error is checked again as it changes, so a fix clears it at once.
        const field = name as keyof WizardValues | undefined;
        if (field && form.getFieldState(field).error) void form.trigger(field);
      },
    });
  }, [form, userId, step, pinPlaced]);

  const goTo = (next: number, focusField: string | null = null) => {
    focusAfterStep.current = focusField;
    setStep(next);
    if (next === step && focusField) form.setFocus(focusField as keyof WizardValues);
  };
  const mounted = useRef(false);
  useEffect(() => {
    // Not on arrival: the page's own focus order starts at the top.
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const field = focusAfterStep.current;
    focusAfterStep.current = null;
    if (field) form.setFocus(field as keyof WizardValues);
    else heading.current?.focus();
  }, [form, step]);

  /** Shows the step holding the first bad field, with that field focused. */
  const showErrors = (paths: string[]) => {
    const target = firstStepOf(paths);
    if (target === null) return;
    const first = paths.find((p) => firstStepOf([p]) === target) ?? null;
    goTo(target, first?.split('.')[0] ?? null);
  };

  const submit = useWizardSubmit({
    form,
    userId,
    pinPlaced,
    onFieldErrors: showErrors,
    onDone: () => clearDraft(browserStorage(), userId),
  });

  const next = async () => {
    const fields = STEP_CHECKS[step] ?? [];
    if (await form.trigger(fields, { shouldFocus: true })) goTo(step + 1);
  };
  const onInvalid = (errors: FieldErrors<WizardValues>) => {
    submit.reportMissing();
    showErrors(Object.keys(errors));
  };
  const onSubmit = (event?: FormEvent) => form.handleSubmit(submit.send, onInvalid)(event);

  return (
    <FormProvider {...form}>
      <div className="space-y-6">
        <WizardProgress step={step} />
        <SubmitProblem problem={submit.problem} />
        {submit.duplicates ? (
          <DuplicateChoice
            candidates={submit.duplicates}
            sending={submit.isPending}
            onClaimed={submit.claimed}
            onNotDuplicate={() => {
              submit.acceptNotDuplicate();
              void onSubmit();
            }}
            onBack={submit.dismissDuplicates}
          />
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-6">
            <h2
              ref={heading}
              tabIndex={-1}
              className="scroll-mt-40 text-xl font-bold text-slate-900 outline-none"
            >
              {STEPS[step]!.title}
            </h2>
            {step === 0 && <StepBasic />}
            {step === 1 && (
              <BusinessPlaceFields pinPlaced={pinPlaced} onPinPlaced={() => setPinPlaced(true)} />
            )}
            {step === 2 && <StepHours />}
            {step === 3 && <StepContact />}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              {step > 0 ? (
                <Button key="previous" variant="secondary" onClick={() => goTo(step - 1)}>
                  Anterior
                </Button>
              ) : (
                <span className="hidden sm:block" />
              )}
              {step < STEPS.length - 1 ? (
                // Keys: a new element, so the click on 'Siguiente' cannot submit the last step's form.
                <Button key="next" onClick={() => void next()}>
                  Siguiente
                </Button>
              ) : (
                <Button
                  key="submit"
                  type="submit"
                  pending={submit.isPending}
                  pendingText="Registrando..."
                >
                  Registrar Negocio
                </Button>
              )}
            </div>
          </form>
        )}
        <WizardFooter />
      </div>
    </FormProvider>
  );
}
