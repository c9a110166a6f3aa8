/** Demo accounts; their passwords are published in the README, so never in production. */
export const DEMO_ACCOUNTS = {
  admin: {
    username: 'admin',
    password: 'Admin2026!',
    email: 'admin@directoriord.do',
    fullName: 'Administración Directorio RD',
    role: 'admin',
  },
  owner: {
    username: 'propietario',
    password: 'Negocio2026!',
    email: 'carmen.rosario@correo.do',
    fullName: 'Carmen Rosario',
    role: 'business_owner',
  },
  affiliate: {
    username: 'afiliado',
    password: 'Afiliado2026!',
    email: 'luis.almonte@correo.do',
    fullName: 'Luis Almonte',
    role: 'user',
    referralCode: 'PPLATA25',
  },
  user: {
    username: 'usuario',
    password: 'Usuario2026!',
    email: 'ana.pena@correo.do',
    fullName: 'Ana Peña',
    role: 'user',
  },
} as const;
