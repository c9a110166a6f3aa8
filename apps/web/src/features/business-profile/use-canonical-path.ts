import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { businessPath } from '@drd/shared/business-path';

/**
 * A profile opened by its bare id or an older slug ('/negocio/1', a map's link, a business
 * renamed since) moves to its readable URL in place: the history keeps one entry, so Back leaves
 * the profile instead of landing on the old address and coming straight back.
 */
export function useCanonicalPath(business: { id: number; name: string } | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  const canonical = business ? businessPath(business) : null;
  useEffect(() => {
    if (!canonical || location.pathname === canonical) return;
    void navigate(
      { pathname: canonical, search: location.search, hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [canonical, location, navigate]);
}
