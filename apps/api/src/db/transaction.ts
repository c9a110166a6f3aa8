import type { Db } from './client';

/** The handle inside `db.transaction(...)`: repositories take it to join one command's work. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
