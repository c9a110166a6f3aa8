// The server's copy of the profile's first screen, drawn into the page before the scripts arrive
// (docs/decisions/011-profile-first-screen.md). It is the app's own component, rendered to markup
// by a separate build (vite.config.ts) that the API loads; the app replaces it when it mounts.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import {
  PROFILE_ARTICLE_CLASS,
  ProfileHeader,
} from '../../features/business-profile/components/profile-header';

/** The markup of the profile's first screen at `path`, as the app's first commit draws it. */
export function renderProfileFirstScreen(business: BusinessDetail, path: string): string {
  // Named like index.html's own first screens: a plain block that does not change the layout,
  // by which tests (e2e/support/browser.ts) tell it from the app.
  return renderToString(
    <StaticRouter location={path}>
      <div className="first-paint-page">
        <article className={PROFILE_ARTICLE_CLASS}>
          <ProfileHeader business={business} />
        </article>
      </div>
    </StaticRouter>,
  );
}
