// The week's opening hours as minutes of the week (Monday 00:00 = 0 … Sunday 23:59 = 10079), up
// to two ranges per open day, so 'Abierto Ahora' is `open_minutes @> minute` and a GiST index can
// answer it. Computed by the database from opening_hours (a generated column), so no writer can
// forget it. It follows the rules of @drd/shared/opening-hours: a closed or malformed day is not
// open, open = close means the whole day, and a range that closes after midnight runs into the
// next day (Sunday's into Monday morning). Days stored before split hours ({open, close, closed})
// read as their single range.
import { sql, type SQL } from 'drizzle-orm';
import { WEEKDAYS } from '@drd/shared/constants';

export const WEEK_MINUTES = 7 * 24 * 60;
const DAY = 24 * 60;
const TIME = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

// The JSON of a day's range: ranges[k], or for k = 0 the day itself in the older shape.
const rangeJson = (day: string, k: number) =>
  k === 0
    ? `coalesce(opening_hours #> '{${day},ranges,0}', opening_hours -> '${day}')`
    : `(opening_hours #> '{${day},ranges,${k}}')`;
const field = (day: string, k: number, name: string) => `(${rangeJson(day, k)} ->> '${name}')`;
const minutes = (day: string, k: number, name: string) =>
  `(split_part(${field(day, k, name)}, ':', 1)::int * 60 + split_part(${field(day, k, name)}, ':', 2)::int)`;
// coalesce: a missing range reads null, which must mean 'not open' rather than an unbounded range.
const isOpenRange = (day: string, k: number) =>
  `coalesce((opening_hours -> '${day}' ->> 'closed') is distinct from 'true' and ${field(day, k, 'open')} ~ '${TIME}' and ${field(day, k, 'close')} ~ '${TIME}', false)`;

function dayRange(day: string, index: number, k: number): string {
  const start = index * DAY;
  const open = minutes(day, k, 'open');
  const close = minutes(day, k, 'close');
  return `case when not ${isOpenRange(day, k)} then 'empty'::int4range
    when ${open} = ${close} then int4range(${start}, ${start + DAY})
    when ${open} < ${close} then int4range(${start} + ${open}, ${start} + ${close})
    else int4range(${start} + ${open}, least(${start + DAY} + ${close}, ${WEEK_MINUTES})) end`;
}

const sunday = WEEKDAYS[6];
// Sunday night past midnight is Monday morning, at the start of the week.
const sundayIntoMonday = (k: number) => `case when ${isOpenRange(sunday, k)}
  and ${minutes(sunday, k, 'close')} < ${minutes(sunday, k, 'open')}
  then int4range(0, ${minutes(sunday, k, 'close')}) else 'empty'::int4range end`;

const RANGES = [0, 1];

export const openMinutesExpression: SQL = sql.raw(
  `int4multirange(${[
    ...WEEKDAYS.flatMap((day, i) => RANGES.map((k) => dayRange(day, i, k))),
    ...RANGES.map(sundayIntoMonday),
  ].join(',\n')})`,
);
