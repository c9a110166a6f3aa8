// A business not yet published, as its owner or an administrator opens it: the page says so, and
// asks search engines to keep it out (visitors get 404 from the API until approval).
export function PreviewBanner() {
  return (
    <>
      <meta name="robots" content="noindex" />
      <p
        role="status"
        data-testid="preview-banner"
        className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-center font-semibold text-amber-900"
      >
        Vista previa: aún no publicado
      </p>
    </>
  );
}
