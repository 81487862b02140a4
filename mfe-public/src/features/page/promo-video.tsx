import './page.css';

interface PromoVideoProps {
  /** webm file from the site configuration; without it nothing is shown. */
  url: string | null;
  posterUrl: string | null;
  /** German captions (WebVTT); shown as the default track when configured. */
  captionsUrl: string | null;
  /** Accessible name of the player. */
  label: string;
}

/**
 * The product video. It never starts by itself: no autoplay, and `preload="none"` so that not a
 * byte of it is fetched before the visitor presses play (the poster is the only request).
 */
export function PromoVideo({ url, posterUrl, captionsUrl, label }: PromoVideoProps) {
  if (!url) return null;
  return (
    // Captions come from configuration (HOME_VIDEO_CAPTIONS_URL); without them the page text
    // around the video describes the same process.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      className="pub-video"
      controls
      preload="none"
      playsInline
      poster={posterUrl ?? undefined}
      aria-label={label}
      width={1280}
      height={720}
    >
      <source src={url} type="video/webm" />
      {captionsUrl ? (
        <track kind="captions" src={captionsUrl} srcLang="de" label="Deutsch" default />
      ) : null}
      <p>
        Ihr Browser kann dieses Video nicht abspielen. <a href={url}>Video herunterladen</a>
      </p>
    </video>
  );
}
