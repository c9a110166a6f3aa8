import { useQuery } from '@tanstack/react-query';
import type { LocationItem, Place } from '@drd/shared/api/locations';
import { placeKey } from '@drd/shared/query-keys';
import { api } from '../../../lib/api-client';

export const getProvinces = () => api.get<LocationItem[]>('/api/locations/provinces');

export function useProvinces() {
  return useQuery({ queryKey: ['locations', 'provinces'], queryFn: getProvinces });
}

/** A failure gives an empty list (the select just stays empty). */
export async function getMunicipalities(provinceId: number): Promise<LocationItem[]> {
  try {
    return await api.get<LocationItem[]>(`/api/locations/municipalities?provinceId=${provinceId}`);
  } catch (error) {
    console.warn('Error fetching municipalities', error);
    return [];
  }
}

export function useMunicipalities(provinceId: number | null) {
  return useQuery({
    queryKey: ['locations', 'municipalities', provinceId],
    queryFn: () => getMunicipalities(provinceId!),
    enabled: provinceId !== null,
  });
}

export async function getDistricts(municipalityId: number): Promise<LocationItem[]> {
  try {
    return await api.get<LocationItem[]>(
      `/api/locations/districts?municipalityId=${municipalityId}`,
    );
  } catch (error) {
    console.warn('Error fetching districts', error);
    return [];
  }
}

export function useDistricts(municipalityId: number | null) {
  return useQuery({
    queryKey: ['locations', 'districts', municipalityId],
    queryFn: () => getDistricts(municipalityId!),
    enabled: municipalityId !== null,
  });
}

export const getPlace = (slugs: { province: string; municipality?: string; district?: string }) => {
  const q = new URLSearchParams({ province: slugs.province });
  if (slugs.municipality) q.set('municipality', slugs.municipality);
  if (slugs.district) q.set('district', slugs.district);
  return api.get<Place>(`/api/locations/place?${q.toString()}`);
};

export function usePlace(slugs: { province: string; municipality?: string; district?: string }) {
  return useQuery({ queryKey: placeKey(slugs), queryFn: () => getPlace(slugs) });
}
