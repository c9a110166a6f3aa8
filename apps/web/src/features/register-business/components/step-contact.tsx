import {
  BusinessHoursField,
  BusinessTaglineField,
} from '../../../components/form/business-about-fields';
import { BusinessContactFields } from '../../../components/form/business-contact-fields';
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
      <ProfileOptions />
      <PlanChoice />
      <OfferCodeField />
      <ReferralCodeField />
    </div>
  );
}
