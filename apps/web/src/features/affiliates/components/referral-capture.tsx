import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { followReferralLink } from '../api/follow-referral-link';

/** ?ref=CODE on any page counts as following the affiliate's link (/registro does the same). */
export function ReferralCapture() {
  const { search } = useLocation();
  useEffect(() => {
    const ref = new URLSearchParams(search).get('ref');
    if (ref) void followReferralLink(ref);
  }, [search]);
  return null;
}
