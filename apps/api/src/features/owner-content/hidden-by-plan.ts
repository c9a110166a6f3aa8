// Whether the public misses an owner's item because of the plan in force (decision 018): a photo
// past the plan's gallery size (the same rule as the public profile), or a type the plan lacks.
import { sql, type SQL } from 'drizzle-orm';
import { photoLimitSql, planAllows } from '../businesses/plan-sql';
import type { ContentStorage } from './registry';

/** SQL over the item's alias t: true when the plan hides an item the admin approved. */
export function hiddenByPlanSql(storage: ContentStorage): SQL {
  if (storage.plan !== 'photos') {
    return sql.raw(`(t.status = 'approved' and (select not (${planAllows(storage.plan, 'b')})
      from businesses b where b.id = t.business_id))`);
  }
  // The approved photos before it in the owner's order already fill the plan's gallery.
  return sql.raw(`(t.status = 'approved' and (select count(*) from business_gallery_images g
      where g.business_id = t.business_id and g.status = 'approved'
        and (g.display_order, g.id) < (t.display_order, t.id))
    >= (select ${photoLimitSql('b')} from businesses b where b.id = t.business_id))`);
}
