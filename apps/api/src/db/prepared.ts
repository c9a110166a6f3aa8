// A prepared statement per database, built on first use: drizzle builds the statement once and
// PostgreSQL plans it once per connection. Keyed by database so tests with their own stay apart.
import type { Db } from './client';

export function preparedPerDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) statements.set(db, (statement = prepare(db)));
    return statement;
  };
}
