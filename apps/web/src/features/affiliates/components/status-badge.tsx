import type { CommissionStatus } from '@drd/shared/api/affiliates';
import { STATUS_TONES, statusLabel } from '../money';

export function CommissionStatusBadge({ status }: { status: CommissionStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATUS_TONES[status]}`}
    >
      {statusLabel(status)}
    </span>
  );
}
