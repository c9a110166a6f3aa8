import { DropdownMenu } from 'radix-ui';
import {
  ChevronDown,
  Handshake,
  LogOut,
  Mail,
  MonitorSmartphone,
  Shield,
  Store,
  User,
  UserCog,
} from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { CurrentUser } from '@drd/shared/api/auth';
import { ADMIN_LINKS } from '../../../components/layout/nav-links';
import { toast } from '../../../components/ui/toast-store';
import { useLogout } from '../api/logout';
import { useLogoutAll } from '../api/logout-all';

/**
 * 'Mi Cuenta': the signed-in user's name, the admin marker and links, logout, and logout on every
 * device.
 */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const logout = useLogout();
  const logoutAll = useLogoutAll();
  const navigate = useNavigate();
  const onLogoutAll = () => {
    logoutAll.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: 'Sesiones cerradas',
          description: 'Cerraste la sesión en todos tus dispositivos',
        });
        void navigate('/');
      },
      onError: () =>
        toast({
          title: 'Error',
          description: 'No se pudieron cerrar las sesiones',
          variant: 'destructive',
        }),
    });
  };
  const onLogout = () => {
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Sesión cerrada', description: 'Has cerrado sesión exitosamente' });
        void navigate('/');
      },
      onError: () =>
        toast({ title: 'Error', description: 'No se pudo cerrar sesión', variant: 'destructive' }),
    });
  };
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="inline-flex min-h-11 min-w-11 items-center gap-2 rounded-md border border-white/30 px-3 py-1.5 text-sm font-medium hover:bg-white/10">
        <User className="size-4" aria-hidden />
        <span>Mi Cuenta</span>
        <ChevronDown className="size-4" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 text-slate-800 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2 text-sm">
            <span className="block font-semibold" data-testid="account-name">
              {user.fullName || user.username}
            </span>
            {user.isAdmin && (
              <span className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-amber-700">
                <Shield className="size-3.5" aria-hidden /> Admin
              </span>
            )}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild>
            <Link
              to="/cuenta"
              className="flex min-h-11 items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100"
            >
              <UserCog className="size-4" aria-hidden /> Mi cuenta
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <Link
              to="/mis-negocios"
              className="flex min-h-11 items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100"
            >
              <Store className="size-4" aria-hidden /> Mis negocios
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <Link
              to="/cuenta/correo"
              className="flex min-h-11 items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100"
            >
              <Mail className="size-4" aria-hidden /> Avisos por correo
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <Link
              to="/afiliados"
              className="flex min-h-11 items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100"
            >
              <Handshake className="size-4" aria-hidden /> Panel de afiliado
            </Link>
          </DropdownMenu.Item>
          {user.isAdmin &&
            ADMIN_LINKS.map((link) => (
              <DropdownMenu.Item key={link.to} asChild>
                <Link
                  to={link.to}
                  className="flex min-h-11 items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100"
                >
                  <Shield className="size-4 text-amber-600" aria-hidden /> {link.label}
                </Link>
              </DropdownMenu.Item>
            ))}
          <DropdownMenu.Item
            disabled={logoutAll.isPending}
            onSelect={(event) => {
              event.preventDefault();
              onLogoutAll();
            }}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100"
          >
            <MonitorSmartphone className="size-4" aria-hidden />
            {logoutAll.isPending ? 'Cerrando sesiones...' : 'Cerrar todas las sesiones'}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            disabled={logout.isPending}
            onSelect={(event) => {
              event.preventDefault();
              onLogout();
            }}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-red-700 outline-none data-[highlighted]:bg-red-50"
          >
            <LogOut className="size-4" aria-hidden />
            {logout.isPending ? 'Cerrando sesión...' : 'Cerrar sesión'}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
