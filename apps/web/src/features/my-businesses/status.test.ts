import { describe, expect, it } from 'vitest';
import { businessBadge } from './status';

const approved = { status: 'approved', notes: null } as const;
const sub = (state: 'none' | 'active' | 'expiring' | 'expired', daysLeft: number | null) => ({
  state,
  daysLeft,
  activatedAt: state === 'none' ? null : '2026-11-18T14:00:00.000Z',
  expiresAt: state === 'none' ? null : '2027-11-18T14:00:00.000Z',
});

describe('businessBadge', () => {
  it('puts a rejection first, then the plan state, then the wait for approval', () => {
    expect(
      businessBadge({
        approval: { status: 'rejected', notes: 'x' },
        subscription: sub('none', null),
      }),
    ).toBe('rejected');
    expect(
      businessBadge({
        approval: { status: 'pending', notes: null },
        subscription: sub('none', null),
      }),
    ).toBe('pending');
    expect(businessBadge({ approval: approved, subscription: sub('expiring', 3) })).toBe(
      'expiring',
    );
    expect(businessBadge({ approval: approved, subscription: sub('expired', 0) })).toBe('expired');
    expect(businessBadge({ approval: approved, subscription: sub('active', 200) })).toBe('active');
  });

  it('says an administrator suspended or unpublished it, whatever the plan', () => {
    const suspension = { reason: 'Fotos ajenas', at: '2026-11-20T10:00:00.000Z' };
    expect(
      businessBadge({
        approval: approved,
        subscription: sub('active', 200),
        suspension: { kind: 'suspended', ...suspension },
      }),
    ).toBe('suspended');
    expect(
      businessBadge({
        approval: approved,
        subscription: sub('expired', 0),
        suspension: { kind: 'unpublished', ...suspension },
      }),
    ).toBe('unpublished');
  });
});
