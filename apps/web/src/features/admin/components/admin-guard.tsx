import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading';
import { toast } from '../../../components/ui/toast-store';
import { ADMIN_REDIRECT_DELAY_MS } from '../labels';

interface AdminGuardProps {
  /** The signed-in user's admin flag; undefined while the user is still loading. */
  isAdmin: boolean | undefined;
  children: ReactNode;
}

/**
 * Shows its children to administrators only. While the user loads, a loading state; anyone else
 * hears 'Acceso denegado' and goes to /login shortly after (the API refuses them with 403 anyway).
 */
export function AdminGuard({ isAdmin, children }: AdminGuardProps) {
  const navigate = useNavigate();
  const denied = isAdmin === false;
  // An administrator who signs out here is leaving, not refused: the logout says so itself.
  const wasAdmin = useRef(false);
  useEffect(() => {
    if (isAdmin) wasAdmin.current = true;
  }, [isAdmin]);
  useEffect(() => {
    if (!denied) return;
    if (!wasAdmin.current)
      toast({
        title: 'Acceso denegado',
        description: 'Debes ser administrador para acceder a esta página',
        variant: 'destructive',
      });
    const timer = setTimeout(
      () => void navigate('/login', { replace: true }),
      ADMIN_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [denied, navigate]);
  if (isAdmin === undefined) return <PageLoading label="Comprobando acceso..." />;
  if (denied) return <PageLoading label="Redirigiendo..." />;
  return children;
}
