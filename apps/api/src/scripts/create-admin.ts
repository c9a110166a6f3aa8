// `npm run create-admin -- --username ana --password '...' [--email ana@x.do]`
// Creates or promotes an administrator in the database the environment points at. With the
// embedded database, stop the server first: PGlite opens its folder in one process at a time.
import { parseArgs } from 'node:util';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@drd/shared/constants';
import { openDatabase, migrateDatabase } from '../db/client';
import { databaseOptionsFromEnv } from '../db/setup';
import { parseEnv } from '../env';
import { ensureAdmin } from '../features/auth/bootstrap-admin';

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    password: { type: 'string' },
    email: { type: 'string' },
    'full-name': { type: 'string' },
  },
});
if (!values.username || !values.password) {
  console.error('Uso: npm run create-admin -- --username NOMBRE --password CLAVE [--email CORREO]');
  process.exit(2);
}
if (values.password.length < PASSWORD_MIN_LENGTH || values.password.length > PASSWORD_MAX_LENGTH) {
  console.error(
    `La contraseña debe tener entre ${PASSWORD_MIN_LENGTH} y ${PASSWORD_MAX_LENGTH} caracteres`,
  );
  process.exit(2);
}
const database = await openDatabase(databaseOptionsFromEnv(parseEnv()));
await migrateDatabase(database);
const result = await ensureAdmin(database.db, {
  username: values.username,
  password: values.password,
  email: values.email,
  fullName: values['full-name'],
});
console.log(`Administrador ${values.username} ${result === 'created' ? 'creado' : 'actualizado'}`);
await database.close();
