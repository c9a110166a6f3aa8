import { useMutation } from '@tanstack/react-query';
import type { GeocodeAnswer } from '@drd/shared/api/geocode';
import { api } from '../../lib/api-client';

/** Address search through the server (Dominican Republic first, then anywhere). */
export const geocode = (q: string) =>
  api.get<GeocodeAnswer>(`/api/geocode?q=${encodeURIComponent(q)}`);

export function useGeocode() {
  return useMutation({ mutationFn: geocode });
}
