import { SUSPENSION_NOTES, type SuspensionKind } from '@drd/shared/suspension';

// A business visitors cannot see, as its owner, a manager or an administrator opens it: the page
// says why (not yet approved, or taken off by an administrator) and keeps search engines out.
export function PreviewBanner({ suspension }: { suspension?: SuspensionKind }) {
  return (
    <>
      <meta name="robots" content="noindex" />
      <p
        role="status"
        data-testid="preview-banner"
        className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-center font-semibold text-amber-900"
      >
        {suspension
          ? `Vista previa. ${SUSPENSION_NOTES[suspension]}`
          : 'Vista previa: aún no publicado'}
      </p>
    </>
  );
}
