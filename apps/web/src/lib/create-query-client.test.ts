import { describe, expect, it } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { ADMIN_COUNTS_KEY } from './admin-counts-key';
import { createQueryClient } from './create-query-client';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the admin menu counts', () => {
  it('are fetched again after any decision, approved or refused', async () => {
    const client = createQueryClient();
    let fetched = 0;
    const observer = new QueryObserver(client, {
      queryKey: ADMIN_COUNTS_KEY,
      queryFn: () => ++fetched,
    });
    const unsubscribe = observer.subscribe(() => {});
    await settle();
    expect(fetched).toBe(1);

    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.resolve('ok') })
      .execute(undefined);
    await settle();
    expect(fetched).toBe(2);

    const refused = client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(new Error('409')) });
    await expect(refused.execute(undefined)).rejects.toThrow('409');
    await settle();
    expect(fetched).toBe(3);
    unsubscribe();
  });

  it('are only marked stale when no menu shows them', async () => {
    const client = createQueryClient();
    client.setQueryData(ADMIN_COUNTS_KEY, { pending: 1 });
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.resolve(1) })
      .execute(undefined);
    expect(client.getQueryState(ADMIN_COUNTS_KEY)?.isInvalidated).toBe(true);
  });
});
