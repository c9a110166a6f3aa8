// The most specific schema.org type of each category, for a profile's JSON-LD (DESIGN.md §3,
// 'Search pages Google can read'). Only LocalBusiness subtypes, because the JSON-LD also carries
// address, geo and opening hours, which schema.org defines on LocalBusiness (a Place); a category
// with no fitting subtype says LocalBusiness. Types from https://schema.org/LocalBusiness (More
// specific Types), checked in schema-org-types.test.ts.
import { categoryBySlug } from './categories';

export const SCHEMA_ORG_TYPE_BY_CATEGORY = {
  restaurants: 'Restaurant',
  hotels: 'Hotel',
  supermarkets: 'GroceryStore',
  pharmacies: 'Pharmacy',
  'clothing-boutiques': 'ClothingStore',
  technology: 'ComputerStore',
  bakeries: 'Bakery',
  cafes: 'CafeOrCoffeeShop',
  colmadones: 'ConvenienceStore',
  bars: 'BarOrPub',
  banks: 'BankOrCreditUnion',
  transport: 'LocalBusiness',
  'fast-food': 'FastFoodRestaurant',
  'medical-centres': 'MedicalClinic',
  beauty: 'DaySpa',
  'travel-agencies': 'TravelAgency',
  tours: 'TravelAgency',
  'gift-shops': 'Store',
  pizzerias: 'Restaurant',
  'ice-cream': 'IceCreamShop',
  dentists: 'Dentist',
  'beauty-salons': 'BeautySalon',
  'car-rental': 'AutoRental',
  hardware: 'HardwareStore',
  'auto-parts': 'AutoPartsStore',
  mechanics: 'AutoRepair',
  'car-wash': 'AutoWash',
  'propane-gas': 'Store',
  'purified-water': 'Store',
  'vehicle-dealers': 'AutoDealer',
  'real-estate': 'RealEstateAgent',
  'air-conditioning': 'HVACBusiness',
  // VeterinaryCare is a MedicalOrganization, not a Place: it cannot carry opening hours.
  veterinarians: 'LocalBusiness',
  lawyers: 'LegalService',
  // School and EducationalOrganization are not LocalBusiness subtypes either.
  'educational-centres': 'LocalBusiness',
  schools: 'LocalBusiness',
  daycare: 'ChildCare',
  construction: 'GeneralContractor',
  insurance: 'InsuranceAgency',
  'architects-engineers': 'ProfessionalService',
  accounting: 'AccountingService',
  'government-offices': 'GovernmentOffice',
  'sports-gyms': 'ExerciseGym',
  electricians: 'Electrician',
  'power-plants-inverters': 'ElectronicsStore',
  plumbing: 'Plumber',
  furniture: 'FurnitureStore',
  laundries: 'DryCleaningOrLaundry',
  electronics: 'ElectronicsStore',
  marketing: 'ProfessionalService',
  sublimation: 'Store',
  'tyre-shops': 'TireShop',
  jewellers: 'JewelryStore',
  'toy-stores': 'ToyStore',
  carpentry: 'HomeAndConstructionBusiness',
  printers: 'ProfessionalService',
  florists: 'Florist',
  bookstores: 'BookStore',
  photography: 'ProfessionalService',
  locksmiths: 'Locksmith',
  agriculture: 'Store',
  'funeral-homes': 'LocalBusiness',
} as const satisfies Record<string, string>;

export type SchemaOrgBusinessType =
  (typeof SCHEMA_ORG_TYPE_BY_CATEGORY)[keyof typeof SCHEMA_ORG_TYPE_BY_CATEGORY];

const byKey: Record<string, SchemaOrgBusinessType | undefined> = SCHEMA_ORG_TYPE_BY_CATEGORY;

/** The type for a category slug; LocalBusiness for an unknown one (a renamed category). */
export function schemaOrgTypeOfCategory(slug: string): SchemaOrgBusinessType {
  const category = categoryBySlug(slug);
  return (category && byKey[category.key]) ?? 'LocalBusiness';
}
