import { useEffect } from 'react';
import { BRAND } from '@drd/shared/constants';

/** '<page> | Directorio RD' in the browser tab. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND}` : `${BRAND} — Negocios de República Dominicana`;
  }, [title]);
}
