import type { ReactNode } from 'react';
import { useUser } from '../../features/auth/api/get-user';
import { AdminGuard } from '../../features/admin/components/admin-guard';

/** Every admin screen: the signed-in user is read here (app/ composes features) and checked. */
export function AdminRoute({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  return (
    <AdminGuard isAdmin={isPending ? undefined : (user?.isAdmin ?? false)}>{children}</AdminGuard>
  );
}
