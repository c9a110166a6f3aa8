/** Header navigation, in display order. */
export const NAV_LINKS = [
  { to: '/', label: 'Inicio' },
  { to: '/demo-funcionalidades', label: 'Novedades' },
  { to: '/todos-los-negocios', label: 'Todos los negocios' },
  { to: '/mapa-negocios', label: 'Mapa' },
  { to: '/planes', label: 'Planes' },
  { to: '/registrar-negocio', label: 'Registrar negocio' },
  { to: '/favoritos', label: 'Favoritos' },
  { to: '/afiliados', label: 'Afiliados' },
] as const;

export const ADMIN_LINKS = [
  { to: '/admin', label: 'Resumen' },
  { to: '/admin/directorio', label: 'Negocios' },
  { to: '/admin/usuarios', label: 'Usuarios' },
  { to: '/admin/negocios', label: 'Negocios nuevos' },
  { to: '/admin/submissions', label: 'Revisar cambios' },
  { to: '/admin/resenas', label: 'Reseñas reportadas' },
  { to: '/admin/preguntas', label: 'Preguntas' },
  { to: '/admin/pagos', label: 'Pagos' },
  { to: '/admin/afiliados', label: 'Afiliados' },
  { to: '/admin/reclamos', label: 'Reclamos' },
  { to: '/admin/verificaciones', label: 'Verificaciones' },
  { to: '/admin/offer-codes', label: 'Códigos de oferta' },
  { to: '/admin/correo', label: 'Correo' },
  { to: '/admin/importar', label: 'Importar negocios' },
  { to: '/admin/historial', label: 'Historial' },
  { to: '/admin/sistema', label: 'Sistema' },
] as const;
