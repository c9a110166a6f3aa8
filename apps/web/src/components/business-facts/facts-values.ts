// The fields the registration wizard and the owner's facts editor share, as both forms hold them
// (ids as numbers or null until picked).
export interface BusinessFactsValues {
  name: string;
  category: number | null;
  address: string;
  province: number | null;
  municipality: number | null;
  districtMunicipality: number | null;
  coords: { lat: number; lng: number } | null;
}
