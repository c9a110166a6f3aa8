import { WEEKDAY_LABELS, WEEKDAYS } from '@drd/shared/constants';
import type { OpeningHours } from '@drd/shared/opening-hours';
import type { HoursExceptions } from '@drd/shared/hours-exceptions';
import { dayHoursText, dominicanClock } from '@drd/shared/opening-hours';
import { OpeningStatus } from '../../../components/business/opening-status';
import { ProfileSection } from './section';
import { SpecialDates } from '../../../components/business/special-dates';

export function Hours({
  hours,
  closure,
  special,
}: {
  hours: OpeningHours | null;
  closure?: HoursExceptions['closure'];
  special?: HoursExceptions['special'];
}) {
  const today = dominicanClock(new Date()).weekday;
  return (
    <ProfileSection id="horario" title="Horario">
      <OpeningStatus hours={hours} closure={closure} special={special} />
      <SpecialDates special={special} />
      {hours ? (
        <table className="mt-3 w-full text-sm">
          <tbody>
            {WEEKDAYS.map((day) => {
              const h = hours[day];
              return (
                <tr key={day} className={day === today ? 'font-semibold text-brand-800' : ''}>
                  <th scope="row" className="py-1 text-left font-normal">
                    {WEEKDAY_LABELS[day]}
                  </th>
                  <td className="py-1 text-right">{dayHoursText(h)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="mt-2 text-sm text-slate-500">Horario no disponible</p>
      )}
    </ProfileSection>
  );
}
