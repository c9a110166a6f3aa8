// Simple glyphs for social networks (the icon library ships no brand marks).
const PATHS: Record<string, string> = {
  facebook: 'M14 8h2V5h-2.5C11 5 10 6.6 10 8.7V10H8v3h2v7h3v-7h2.3l.5-3H13V9c0-.6.4-1 1-1z',
  instagram:
    'M8 4h8a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4V8a4 4 0 0 1 4-4zm4 4.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zm4.5-1.8a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  twitter: 'M5 5h3.5l3.7 5 4.3-5H18l-5 6 5.5 8H15l-4-5.4L6.4 19H4.5l5.7-6.6z',
  linkedin:
    'M5 9h3v10H5zm1.5-5a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4zM10 9h3v1.4c.5-.9 1.6-1.6 3.1-1.6 2.5 0 3.4 1.6 3.4 4.1V19h-3v-5.4c0-1.2-.3-2.1-1.5-2.1s-1.9.9-1.9 2.1V19H10z',
  youtube:
    'M4 8.5C4 7 5 6 6.5 6h11C19 6 20 7 20 8.5v7c0 1.5-1 2.5-2.5 2.5h-11C5 18 4 17 4 15.5zM10 9v6l5-3z',
  tiktok:
    'M14 4h2.5c.2 1.7 1.4 3 3.5 3.2v2.6c-1.4 0-2.6-.4-3.5-1V15a5 5 0 1 1-5-5v2.7a2.3 2.3 0 1 0 2.5 2.3z',
  whatsapp:
    'M12 4a8 8 0 0 0-6.9 12l-1.1 4 4.1-1.1A8 8 0 1 0 12 4zm4.2 11.2c-.2.5-1 .9-1.5 1-.4 0-.9.1-2.8-.7-2.4-1-3.9-3.4-4-3.6-.1-.1-1-1.3-1-2.5s.6-1.8.9-2c.2-.2.5-.3.6-.3h.5c.1 0 .3 0 .5.4l.7 1.6c.1.1.1.3 0 .4l-.3.5-.3.3c-.1.1-.2.3-.1.5.2.3.7 1.1 1.4 1.7.9.8 1.7 1.1 2 1.2.2.1.4.1.5-.1l.7-.9c.2-.2.3-.2.5-.1l1.6.8c.2.1.4.2.4.3.1.1.1.6-.1 1.1z',
};

export function SocialIcon({
  platform,
  className = 'size-5',
}: {
  platform: string;
  className?: string;
}) {
  const path = PATHS[platform] ?? PATHS.facebook!;
  return (
    <svg
      viewBox="0 0 24 24"
      fill="currentColor"
      className={className}
      aria-hidden
      focusable="false"
    >
      <path d={path} fillRule="evenodd" />
    </svg>
  );
}
