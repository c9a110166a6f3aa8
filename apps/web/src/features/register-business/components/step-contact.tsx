import {
  BusinessHoursField,
  BusinessTaglineField,
} from '../../../components/form/business-about-fields';
import { BusinessContactFields } from '../../../components/form/business-contact-fields';
import { ServicesFieldset } from '../../../components/form/services-fieldset';
import { OfferCodeField } from './offer-code-field';
import { PlanChoice } from './plan-choice';
import { ProfileOptions } from './profile-options';
import { ReferralCodeField } from './referral-code-field';

export function StepContact() {
  return (
    <div className="space-y-6">
      <BusinessContactFields />
      <BusinessTaglineField />
      <BusinessHoursField />
      <ServicesFieldset />
      <ProfileOptions />
      <PlanChoice />
      <OfferCodeField />
      <ReferralCodeField />
    </div>
  );
}
