import { ServicesFieldset } from '../../../components/form/services-fieldset';

/** The services the business offers (shown on the profile's 'Servicios'). */
export function ServicesField() {
  return <ServicesFieldset />;
}
