import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { youtubeEmbedUrl, youtubeThumbnailUrl } from '@drd/shared/youtube';
import type { Readable } from '../readable';
import { sideParts, type DiffPart } from '../text-diff';

/** A link the admin can follow, broken anywhere so a long URL never widens the card. */
function UrlLink({ url }: { url: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="text-brand-700 break-all underline"
    >
      {url}
    </a>
  );
}

function Image({ url, alt }: { url: string; alt: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <span className="flex flex-col gap-1 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1">
          <ImageOff className="size-4" aria-hidden /> No se pudo cargar la imagen
        </span>
        <UrlLink url={url} />
      </span>
    );
  }
  return (
    <img
      src={url}
      alt={alt}
      loading="lazy"
      onError={() => setBroken(true)}
      className="max-h-48 w-full max-w-xs rounded-md border border-slate-200 bg-slate-100 object-cover"
    />
  );
}

/** A video: its thumbnail in the list, the player itself where there is room for it. */
function Video({
  url,
  embedId,
  embed,
  alt,
}: {
  url: string;
  embedId: string;
  embed: boolean;
  alt: string;
}) {
  return (
    <span className="flex max-w-sm flex-col gap-1">
      {embed ? (
        <iframe
          src={youtubeEmbedUrl(embedId)}
          title={alt}
          loading="lazy"
          allow="encrypted-media; picture-in-picture"
          allowFullScreen
          className="aspect-video w-full rounded-md border border-slate-200"
        />
      ) : (
        <Image url={youtubeThumbnailUrl(embedId)} alt={alt} />
      )}
      <UrlLink url={url} />
    </span>
  );
}

function DiffText({ parts }: { parts: DiffPart[] }) {
  return (
    <span className="break-words whitespace-pre-wrap">
      {parts.map((part, i) =>
        part.kind === 'added' ? (
          <ins
            key={i}
            className="rounded bg-emerald-100 text-emerald-900 no-underline decoration-2"
          >
            <span className="sr-only">[añadido: </span>
            {part.text}
            <span className="sr-only">]</span>
          </ins>
        ) : part.kind === 'removed' ? (
          <del key={i} className="rounded bg-red-100 text-red-900">
            <span className="sr-only">[quitado: </span>
            {part.text}
            <span className="sr-only">]</span>
          </del>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </span>
  );
}

interface ReadableValueProps {
  value: Readable;
  /** Alternative text of an image or video ('Imagen (después)'). */
  alt: string;
  /** The word differences to mark, for text that changed. */
  diff?: { parts: DiffPart[]; side: 'before' | 'after' } | undefined;
  /** Play videos in place (the review dialog) rather than showing a thumbnail. */
  embed?: boolean;
  /** Lines the other version does not have (an opening day that changed), to mark. */
  markedLines?: Set<string> | undefined;
  side?: 'before' | 'after';
}

export function ReadableValue({
  value,
  alt,
  diff,
  embed = false,
  markedLines,
  side = 'after',
}: ReadableValueProps) {
  switch (value.kind) {
    case 'empty':
      return <span className="text-slate-500 italic">Sin valor</span>;
    case 'text':
      return diff ? (
        <DiffText parts={sideParts(diff.parts, diff.side)} />
      ) : (
        <span className="break-words whitespace-pre-wrap">{value.text}</span>
      );
    case 'lines':
      return (
        <ul className="space-y-0.5">
          {value.lines.map((line) =>
            markedLines?.has(line) ? (
              <li
                key={line}
                className={`rounded font-semibold break-words ${side === 'before' ? 'bg-red-100 text-red-900' : 'bg-emerald-100 text-emerald-900'}`}
              >
                <span className="sr-only">{side === 'before' ? '[cambia: ' : '[nuevo: '}</span>
                {line}
                <span className="sr-only">]</span>
              </li>
            ) : (
              <li key={line} className="break-words">
                {line}
              </li>
            ),
          )}
        </ul>
      );
    case 'link':
      return <UrlLink url={value.url} />;
    case 'image':
      return <Image url={value.url} alt={alt} />;
    case 'video':
      return <Video url={value.url} embedId={value.embedId} embed={embed} alt={alt} />;
  }
}
