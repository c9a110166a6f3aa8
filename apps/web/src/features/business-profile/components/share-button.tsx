import { lazy, Suspense } from 'react';
import { Share2 } from 'lucide-react';
import { businessPath } from '@drd/shared/business-path';
import { recordAction } from '../../../lib/record-action';
import { shareText } from '../share';
import { secondaryAction as button } from './actions';

// The menu's code (Radix's menu and its positioning) is not on the profile's first screen's path:
// it loads while the page draws, behind a button that looks the same.
const ShareMenu = lazy(() => import('./share-menu').then((m) => ({ default: m.ShareMenu })));

/**
 * 'Compartir': the phone's own share sheet where the browser has one; elsewhere a menu with
 * 'Copiar enlace' and WhatsApp.
 */
export function ShareButton({ business }: { business: { id: number; name: string } }) {
  const { name } = business;
  // Until the menu's code is in, and on the server (profile-header.tsx), the same button waits.
  const waiting = (
    <button type="button" className={button} aria-disabled>
      <Share2 className="size-4" aria-hidden /> Compartir
    </button>
  );
  if (typeof window === 'undefined') return waiting;
  // The readable URL without the query (filters, tracking) the visitor arrived with.
  const url = `${window.location.origin}${businessPath(business)}`;
  if (typeof navigator.share === 'function') {
    return (
      <button
        type="button"
        className={button}
        onClick={() => {
          recordAction(business.id, 'share');
          // Closing the sheet without choosing rejects; that is the visitor's choice, not an error.
          navigator.share({ title: name, text: shareText(name), url }).catch(() => undefined);
        }}
      >
        <Share2 className="size-4" aria-hidden /> Compartir
      </button>
    );
  }
  return (
    <Suspense fallback={waiting}>
      <ShareMenu name={name} url={url} onShare={() => recordAction(business.id, 'share')} />
    </Suspense>
  );
}
