// Where generated businesses go: every province, weighted roughly by population, at coordinates
// near the province's capital. The territorial data has no coordinates, so each municipality gets
// a fixed point within ~15 km of its capital and businesses a few hundred metres around that.

/** Capital coordinates (lat, lng) by province slug, and a population weight. */
export const PROVINCES: Record<string, { lat: number; lng: number; weight: number }> = {
  'distrito-nacional': { lat: 18.4861, lng: -69.9312, weight: 12 },
  azua: { lat: 18.4532, lng: -70.7349, weight: 2 },
  baoruco: { lat: 18.481, lng: -71.419, weight: 1 },
  barahona: { lat: 18.2085, lng: -71.1008, weight: 2 },
  dajabon: { lat: 19.5489, lng: -71.7083, weight: 1 },
  duarte: { lat: 19.3008, lng: -70.2526, weight: 3 },
  'elias-pina': { lat: 18.8766, lng: -71.7019, weight: 1 },
  'el-seibo': { lat: 18.7658, lng: -69.0389, weight: 1 },
  espaillat: { lat: 19.3941, lng: -70.5255, weight: 2 },
  independencia: { lat: 18.4928, lng: -71.851, weight: 1 },
  'la-altagracia': { lat: 18.615, lng: -68.7079, weight: 4 },
  'la-romana': { lat: 18.4273, lng: -68.9728, weight: 3 },
  'la-vega': { lat: 19.2221, lng: -70.5296, weight: 4 },
  'maria-trinidad-sanchez': { lat: 19.376, lng: -69.8475, weight: 1 },
  'monte-cristi': { lat: 19.8473, lng: -71.6458, weight: 1 },
  pedernales: { lat: 18.038, lng: -71.744, weight: 1 },
  peravia: { lat: 18.2796, lng: -70.3319, weight: 2 },
  'puerto-plata': { lat: 19.7934, lng: -70.6884, weight: 4 },
  'hermanas-mirabal': { lat: 19.3773, lng: -70.418, weight: 1 },
  samana: { lat: 19.2056, lng: -69.3369, weight: 1 },
  'san-cristobal': { lat: 18.416, lng: -70.1065, weight: 5 },
  'san-juan': { lat: 18.806, lng: -71.229, weight: 2 },
  'san-pedro-de-macoris': { lat: 18.4539, lng: -69.3086, weight: 3 },
  'sanchez-ramirez': { lat: 19.0527, lng: -70.1492, weight: 1 },
  santiago: { lat: 19.4517, lng: -70.697, weight: 10 },
  'santiago-rodriguez': { lat: 19.475, lng: -71.341, weight: 1 },
  valverde: { lat: 19.5517, lng: -71.0781, weight: 1 },
  'monsenor-nouel': { lat: 18.9367, lng: -70.4092, weight: 2 },
  'monte-plata': { lat: 18.807, lng: -69.7846, weight: 2 },
  'hato-mayor': { lat: 18.7629, lng: -69.2566, weight: 1 },
  'san-jose-de-ocoa': { lat: 18.546, lng: -70.506, weight: 1 },
  'santo-domingo': { lat: 18.488, lng: -69.857, weight: 16 },
};

/** A fixed point for the n-th municipality of a province: the capital first, then around it. */
export function municipalityPoint(capital: { lat: number; lng: number }, n: number) {
  if (n === 0) return capital;
  const angle = n * 2.399963; // the golden angle spreads points evenly
  const km = 4 + 11 * Math.sqrt(n / 12);
  return {
    lat: capital.lat + (km / 111) * Math.sin(angle),
    lng: capital.lng + (km / 105) * Math.cos(angle),
  };
}
