// What waits on each admin tab, in one round trip; each condition is the one its queue lists by.
import { sql } from 'drizzle-orm';
import type { AdminCounts } from '@drd/shared/api/admin-console';
import type { Db } from '../../db/client';
import { rows } from '../owner-content/sql';

export async function pendingCounts(db: Db): Promise<AdminCounts> {
  const [counts] = await rows<AdminCounts>(
    db,
    sql`select
      (select count(*)::int from business_profile_submissions
        where status = 'pending' and content_type = 'business' and change_type = 'new_content')
        as negocios,
      (select count(*)::int from business_profile_submissions
        where status = 'pending'
          and not (content_type = 'business' and change_type = 'new_content')) as submissions,
      (select count(*)::int from reviews
        where reported_at is not null and report_decided_at is null and removed_at is null)
        as resenas,
      (select count(*)::int from business_questions
        where status in ('pending', 'reported') or answer_status = 'pending') as preguntas,
      (select count(*)::int from transactions where status = 'pending') as pagos,
      (select count(*)::int from business_claims where status = 'pending') as reclamos,
      (select count(*)::int from business_verifications where status = 'pending')
        as verificaciones`,
  );
  return counts!;
}
