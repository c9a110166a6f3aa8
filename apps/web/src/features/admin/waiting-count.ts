import type { AdminCounts } from '@drd/shared/api/admin-console';

/** The count waiting on the admin tab at `path` ('/admin/pagos' → counts.pagos), if it has one. */
export function waitingOn(counts: AdminCounts | undefined, path: string): number | undefined {
  const key = path.replace(/^\/admin\/?/, '');
  return counts && key in counts ? counts[key as keyof AdminCounts] : undefined;
}
