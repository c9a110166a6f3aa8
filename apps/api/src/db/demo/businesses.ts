import { PUERTO_PLATA_CITY } from './businesses-puerto-plata-city';
import { PUERTO_PLATA_PROVINCE } from './businesses-puerto-plata-province';
import { SANTIAGO_SANTO_DOMINGO } from './businesses-santiago-santo-domingo';
import type { DemoBusiness } from './types';

export const DEMO_BUSINESSES: DemoBusiness[] = [
  ...PUERTO_PLATA_CITY,
  ...PUERTO_PLATA_PROVINCE,
  ...SANTIAGO_SANTO_DOMINGO,
];
