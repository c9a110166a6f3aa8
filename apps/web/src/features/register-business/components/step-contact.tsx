import { useFormContext } from 'react-hook-form';
import { BusinessTaglineField } from '../../../components/form/business-about-fields';
import { BusinessContactFields } from '../../../components/form/business-contact-fields';
import { ServicesFieldset } from '../../../components/form/services-fieldset';
import type { WizardValues } from '../wizard-values';
import { OfferCodeField } from './offer-code-field';
import { PlanChoice } from './plan-choice';
import { ProfileOptions } from './profile-options';
import { ReferralCodeField } from './referral-code-field';
import { WizardSection } from './wizard-section';

/** The last step: contact and plan open (what the owner must answer), the rest folded. */
export function StepContact() {
  const { getValues } = useFormContext<WizardValues>();
  // A code already there (a referral link, the draft) is shown, not hidden in a fold.
  const [offerCode, referralCode] = getValues(['offerCode', 'referralCode']);
  return (
    <div className="space-y-4">
      <WizardSection
        title="Contacto"
        fields={['phone', 'whatsappNumber', 'email', 'contactEmail', 'website', 'priceRange']}
        defaultOpen
      >
        <BusinessContactFields />
      </WizardSection>
      <WizardSection title="Plan" fields={['packageId']} defaultOpen>
        <PlanChoice />
      </WizardSection>
      <WizardSection
        title="Lema y servicios"
        summary="Opcional: una frase y lo que ofreces (WiFi, delivery…)."
        fields={['tagline', 'features']}
      >
        <BusinessTaglineField />
        <ServicesFieldset />
      </WizardSection>
      <WizardSection
        title="Opciones del perfil"
        summary="Formulario de contacto, reservas y negocios similares."
        fields={['hideCompetitorAds', 'bookingEnabled', 'contactFormEnabled']}
      >
        <ProfileOptions />
      </WizardSection>
      <WizardSection
        title="Códigos de oferta y de referido"
        summary="Si tienes un código de oferta o te refirió un afiliado."
        fields={['offerCode', 'referralCode']}
        defaultOpen={Boolean(offerCode.trim() || referralCode.trim())}
      >
        <OfferCodeField />
        <ReferralCodeField />
      </WizardSection>
    </div>
  );
}
