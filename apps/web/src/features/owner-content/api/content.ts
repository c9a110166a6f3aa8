// The owner's content of one registry type: list, add, edit, remove and reorder, all under
// /api/businesses/{id}/{type}.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnerItem, WriteAnswer } from '@drd/shared/api/content/items';
import type { ContentTypeKey } from '@drd/shared/api/content/registry';
import { api } from '../../../lib/api-client';
import { ownerKeys, refreshAfterOwnerWrite } from '../../../lib/owner-keys';

const base = (businessId: number, type: ContentTypeKey) => `/api/businesses/${businessId}/${type}`;

export function useContentItems(businessId: number, type: ContentTypeKey) {
  return useQuery({
    queryKey: ownerKeys.contentList(businessId, type),
    queryFn: () => api.get<OwnerItem[]>(base(businessId, type)),
  });
}

type Body = Record<string, unknown>;

/** Add (no id) or edit (an id) one item; the list is read again afterwards. */
export function useSaveItem(businessId: number, type: ContentTypeKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Body }) =>
      id === null
        ? api.post<WriteAnswer>(base(businessId, type), body)
        : api.put<WriteAnswer>(`${base(businessId, type)}/${id}`, body),
    onSettled: () => refreshAfterOwnerWrite(queryClient, businessId, ownerKeys.content(businessId)),
  });
}

export function useDeleteItem(businessId: number, type: ContentTypeKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<WriteAnswer & { deleted: boolean }>(`${base(businessId, type)}/${id}`),
    onSettled: () => refreshAfterOwnerWrite(queryClient, businessId, ownerKeys.content(businessId)),
  });
}

/** One PUT of the whole order, shown at once and put back if the server refuses it. */
export function useReorder(businessId: number, type: ContentTypeKey) {
  const queryClient = useQueryClient();
  const key = ownerKeys.contentList(businessId, type);
  return useMutation({
    mutationFn: (items: OwnerItem[]) =>
      api.put<{ ok: true }>(`${base(businessId, type)}/order`, { ids: items.map((i) => i.id) }),
    onMutate: async (items) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<OwnerItem[]>(key);
      queryClient.setQueryData(key, items);
      return { before };
    },
    onError: (_error, _items, context) => queryClient.setQueryData(key, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
