import { BusinessDescriptionField } from '../../../components/form/business-about-fields';
import {
  BusinessCategoryField,
  BusinessNameField,
} from '../../../components/business-facts/business-name-fields';
import { BusinessPhotoFields } from '../../../components/form/business-photo-fields';

export function StepBasic() {
  return (
    <div className="space-y-4">
      <BusinessNameField />
      <BusinessDescriptionField hint="Cuenta qué ofreces, a quién y qué te hace diferente (mínimo 20 caracteres)." />
      <BusinessCategoryField />
      <BusinessPhotoFields />
    </div>
  );
}
