// The week's opening hours as minutes of the week (Monday 00:00 = 0 … Sunday 23:59 = 10079), one
// range per open day, so 'Abierto Ahora' is `open_minutes @> minute` and a GiST index can answer
// it. Computed by the database from opening_hours (a generated column), so no writer can forget
// it. It follows the rules of @drd/shared/opening-hours: a closed or malformed day is not open,
// open = close means the whole day, and a window that closes after midnight runs into the next
// day (Sunday's into Monday morning).
import { sql, type SQL } from 'drizzle-orm';
import { WEEKDAYS } from '@drd/shared/constants';

export const WEEK_MINUTES = 7 * 24 * 60;
const DAY = 24 * 60;
const TIME = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

const field = (day: string, name: string) => `(opening_hours -> '${day}' ->> '${name}')`;
const minutes = (day: string, name: string) =>
  `(split_part(${field(day, name)}, ':', 1)::int * 60 + split_part(${field(day, name)}, ':', 2)::int)`;
const isOpenDay = (day: string) =>
  `(${field(day, 'closed')} is distinct from 'true' and ${field(day, 'open')} ~ '${TIME}' and ${field(day, 'close')} ~ '${TIME}')`;

function dayRange(day: string, index: number): string {
  const start = index * DAY;
  const open = minutes(day, 'open');
  const close = minutes(day, 'close');
  return `case when not ${isOpenDay(day)} then 'empty'::int4range
    when ${open} = ${close} then int4range(${start}, ${start + DAY})
    when ${open} < ${close} then int4range(${start} + ${open}, ${start} + ${close})
    else int4range(${start} + ${open}, least(${start + DAY} + ${close}, ${WEEK_MINUTES})) end`;
}

const sunday = WEEKDAYS[6];
// Sunday night past midnight is Monday morning, at the start of the week.
const sundayIntoMonday = `case when ${isOpenDay(sunday)} and ${minutes(sunday, 'close')} < ${minutes(sunday, 'open')}
  then int4range(0, ${minutes(sunday, 'close')}) else 'empty'::int4range end`;

export const openMinutesExpression: SQL = sql.raw(
  `int4multirange(${[...WEEKDAYS.map(dayRange), sundayIntoMonday].join(',\n')})`,
);
