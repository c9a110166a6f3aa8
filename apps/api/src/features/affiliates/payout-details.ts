// Where a payout goes, as one line for the administrator who pays it: the details the affiliate
// keeps at '/cuenta' (features/account), read beside each payout of the batch.
import { sql } from 'drizzle-orm';
import { payoutDetails } from '../../db/schema';

export const payoutLine = sql<string | null>`case ${payoutDetails.method}
  when 'paypal' then 'PayPal: ' || ${payoutDetails.paypalEmail}
  when 'bank' then ${payoutDetails.bankName} || ' · ' || ${payoutDetails.accountNumber} || ' · ' || ${payoutDetails.accountHolder}
  end`;
