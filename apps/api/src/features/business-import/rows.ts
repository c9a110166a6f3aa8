// One CSV row checked and written as the directory stores it: phones as 809-555-0100, web
// addresses with https://, the place and category as ids, the pin or the municipality's seat.
import { insideDominicanRepublic } from '@drd/shared/dr-bounds';
import { formatDominicanPhone, phoneDigits } from '@drd/shared/phone';
import { toWebAddress } from '@drd/shared/web-address';
import { parseHours, HOURS_ERROR } from './hours';
import type { RawRow } from './parse';
import type { ReferenceIndex } from './references';

export interface ImportedBusiness {
  line: number;
  externalId: string;
  name: string;
  description: string;
  categoryId: number;
  provinceId: number;
  municipalityId: number;
  districtId: number | null;
  address: string | null;
  phone: string;
  whatsappNumber: string | null;
  email: string | null;
  website: string | null;
  openingHours: Record<string, unknown>;
  lat: number | null;
  lng: number | null;
  approximateLocation: boolean;
  /** What the geocoder is asked for a row without a pin. */
  geocodeQuery: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

function dominicanPhone(text: string): string | null {
  const digits = phoneDigits(text);
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 && /^8[024]9/.test(national) ? formatDominicanPhone(text) : null;
}

function coordinates(row: RawRow): { lat: number; lng: number } | null | string {
  if (row.lat.trim() === '' && row.lng.trim() === '') return null;
  const lat = Number(row.lat.replace(',', '.'));
  const lng = Number(row.lng.replace(',', '.'));
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || row.lat === '' || row.lng === '') {
    return 'Coordenadas inválidas: lat y lng deben ser números, las dos';
  }
  if (!insideDominicanRepublic({ lat, lng })) {
    return 'Las coordenadas quedan fuera de la República Dominicana';
  }
  return { lat, lng };
}

/** The row as it would be stored, or the reason it cannot be. */
export function checkRow(row: RawRow, refs: ReferenceIndex): ImportedBusiness | string {
  const externalId = row.id_externo.trim();
  const name = row.nombre.trim();
  if (!externalId) return 'Falta el id_externo';
  if (externalId.length > 100) return 'El id_externo es muy largo (máximo 100 caracteres)';
  if (name.length < 2) return 'Falta el nombre';
  if (name.length > 150) return 'El nombre es muy largo (máximo 150 caracteres)';
  const categoryId = refs.category(row.categoria);
  if (categoryId === null) return `Categoría desconocida: «${row.categoria}»`;
  const place = refs.place(row.provincia, row.municipio, row.distrito);
  if (typeof place === 'string') return place;
  const phone = dominicanPhone(row.telefono);
  if (!phone)
    return row.telefono.trim() ? `Teléfono inválido: «${row.telefono}»` : 'Falta el teléfono';
  const whatsapp = row.whatsapp.trim() ? dominicanPhone(row.whatsapp) : null;
  if (row.whatsapp.trim() && !whatsapp) return `WhatsApp inválido: «${row.whatsapp}»`;
  const email = orNull(row.correo)?.toLowerCase() ?? null;
  if (email && (!EMAIL.test(email) || email.length > 254))
    return `Correo inválido: «${row.correo}»`;
  const website = orNull(String(toWebAddress(row.sitio_web)));
  if (website && (!URL.canParse(website) || !/^https?:\/\//.test(website))) {
    return `Sitio web inválido: «${row.sitio_web}»`;
  }
  const openingHours = parseHours(row.horario);
  if (!openingHours) return HOURS_ERROR;
  const pin = coordinates(row);
  if (typeof pin === 'string') return pin;
  const address = orNull(row.direccion);
  return {
    line: row.line,
    externalId,
    name,
    description: row.descripcion.trim().slice(0, 2000),
    categoryId,
    provinceId: place.provinceId,
    municipalityId: place.municipalityId,
    districtId: place.districtId,
    address,
    phone,
    whatsappNumber: whatsapp,
    email,
    website,
    openingHours,
    lat: pin?.lat ?? place.seat?.lat ?? null,
    lng: pin?.lng ?? place.seat?.lng ?? null,
    approximateLocation: pin === null,
    geocodeQuery: [address, place.label, 'República Dominicana'].filter(Boolean).join(', '),
  };
}
