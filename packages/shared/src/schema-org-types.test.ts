import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories';
import { SCHEMA_ORG_TYPE_BY_CATEGORY, schemaOrgTypeOfCategory } from './schema-org-types';

// Each type used, with its parent on schema.org's tree (https://schema.org/LocalBusiness, "More
// specific Types"); a type missing here is a typo or a non-Place type, and fails below.
const PARENT: Record<string, string> = {
  LocalBusiness: 'Place',
  AutomotiveBusiness: 'LocalBusiness',
  FinancialService: 'LocalBusiness',
  FoodEstablishment: 'LocalBusiness',
  HealthAndBeautyBusiness: 'LocalBusiness',
  HomeAndConstructionBusiness: 'LocalBusiness',
  LodgingBusiness: 'LocalBusiness',
  MedicalBusiness: 'LocalBusiness',
  SportsActivityLocation: 'LocalBusiness',
  Store: 'LocalBusiness',
  AccountingService: 'FinancialService',
  AutoDealer: 'AutomotiveBusiness',
  AutoPartsStore: 'AutomotiveBusiness',
  AutoRental: 'AutomotiveBusiness',
  AutoRepair: 'AutomotiveBusiness',
  AutoWash: 'AutomotiveBusiness',
  Bakery: 'FoodEstablishment',
  BankOrCreditUnion: 'FinancialService',
  BarOrPub: 'FoodEstablishment',
  BeautySalon: 'HealthAndBeautyBusiness',
  BookStore: 'Store',
  CafeOrCoffeeShop: 'FoodEstablishment',
  ChildCare: 'LocalBusiness',
  ClothingStore: 'Store',
  ComputerStore: 'Store',
  ConvenienceStore: 'Store',
  DaySpa: 'HealthAndBeautyBusiness',
  Dentist: 'MedicalBusiness',
  DryCleaningOrLaundry: 'LocalBusiness',
  Electrician: 'HomeAndConstructionBusiness',
  ElectronicsStore: 'Store',
  ExerciseGym: 'SportsActivityLocation',
  FastFoodRestaurant: 'FoodEstablishment',
  Florist: 'Store',
  FurnitureStore: 'Store',
  GeneralContractor: 'HomeAndConstructionBusiness',
  GovernmentOffice: 'LocalBusiness',
  GroceryStore: 'Store',
  HardwareStore: 'Store',
  Hotel: 'LodgingBusiness',
  HVACBusiness: 'HomeAndConstructionBusiness',
  IceCreamShop: 'FoodEstablishment',
  InsuranceAgency: 'FinancialService',
  JewelryStore: 'Store',
  LegalService: 'LocalBusiness',
  Locksmith: 'HomeAndConstructionBusiness',
  MedicalClinic: 'MedicalBusiness',
  Pharmacy: 'MedicalBusiness',
  Plumber: 'HomeAndConstructionBusiness',
  ProfessionalService: 'LocalBusiness',
  RealEstateAgent: 'LocalBusiness',
  Restaurant: 'FoodEstablishment',
  TireShop: 'Store',
  ToyStore: 'Store',
  TravelAgency: 'LocalBusiness',
};

function isLocalBusiness(type: string): boolean {
  for (let t: string | undefined = type; t; t = PARENT[t]) if (t === 'LocalBusiness') return true;
  return false;
}

describe('schema.org type of each category', () => {
  it('names every category once, and nothing else', () => {
    expect(Object.keys(SCHEMA_ORG_TYPE_BY_CATEGORY).sort()).toEqual(
      CATEGORIES.map((c) => c.key).sort(),
    );
  });

  it('uses only LocalBusiness subtypes, since the JSON-LD carries hours and an address', () => {
    for (const type of Object.values(SCHEMA_ORG_TYPE_BY_CATEGORY)) {
      expect(isLocalBusiness(type), type).toBe(true);
    }
  });

  it('reads the slug, and says LocalBusiness for one it does not know', () => {
    expect(schemaOrgTypeOfCategory('farmacias')).toBe('Pharmacy');
    expect(schemaOrgTypeOfCategory('dentistas')).toBe('Dentist');
    expect(schemaOrgTypeOfCategory('abogados')).toBe('LegalService');
    expect(schemaOrgTypeOfCategory('no-existe')).toBe('LocalBusiness');
  });
});
