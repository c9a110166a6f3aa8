import { useState } from 'react';
import { Play } from 'lucide-react';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import { youtubeEmbedUrl } from '@drd/shared/youtube';
import { ProfileSection } from './section';

/** The player loads only when asked: a YouTube iframe weighs more than the whole page. */
function Video({ video }: { video: BusinessDetail['videos'][number] }) {
  const [playing, setPlaying] = useState(false);
  const title = video.title ?? 'Video';
  return (
    <figure>
      <div className="aspect-video overflow-hidden rounded-lg bg-slate-900">
        {playing ? (
          <iframe
            src={`${youtubeEmbedUrl(video.embedId)}?autoplay=1`}
            title={title}
            className="size-full"
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="flex size-full items-center justify-center text-white"
            aria-label={`Reproducir ${title}`}
          >
            <span className="rounded-full bg-red-600 p-4">
              <Play className="size-6 fill-white" aria-hidden />
            </span>
          </button>
        )}
      </div>
      {video.title && (
        <figcaption className="mt-1 text-sm text-slate-700">{video.title}</figcaption>
      )}
    </figure>
  );
}

export function Videos({ videos }: { videos: BusinessDetail['videos'] }) {
  return (
    <ProfileSection id="videos" title="Videos">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {videos.map((v) => (
          <Video key={v.id} video={v} />
        ))}
      </div>
    </ProfileSection>
  );
}
