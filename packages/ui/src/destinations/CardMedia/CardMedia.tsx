import { useState, type ReactNode } from 'react';
import { MapPin } from 'lucide-react';
import { Inline } from '../../layout/Inline';
import { badgeSlot, darkOnly, image, lightOnly, media, placeholder } from './CardMedia.css';
import { themedSources } from './mapImage';

export interface CardMediaProps {
  /**
   * The image; empty when there is none. A URL that names its theme (`?theme=light`, as the API's locator maps do) is
   * shown in the page's theme.
   */
  imageUrl: string;
  /** What the image shows ("Map of Portugal with Lisbon marked"); empty for an image that only decorates. */
  alt?: string;
  /** Tints the placeholder by category (`data-category`). */
  category?: string;
  /** Badges laid over the top-left corner. */
  badges?: ReactNode;
  /**
   * The image is among the first things the page shows (the first card of a list, likely its largest paint): it is
   * fetched as the HTML is read, with high priority, rather than lazily once laid out.
   */
  priority?: boolean;
}

/**
 * A card's 16:9 image (a destination's locator map or a photo) with badges over it. With no image, or one that fails
 * to load, a placeholder with a map pin takes its place (spec 02 §3 popular destinations: placeholder if none). An
 * image drawn in both themes comes as two, and the theme's CSS (`data-theme`, which the theme toggle sets) shows one.
 */
export function CardMedia({ imageUrl, alt = '', category, badges, priority = false }: CardMediaProps) {
  const [failed, setFailed] = useState(false);
  const themed = themedSources(imageUrl);
  const sources = themed
    ? [
        { src: themed.light, className: `${image} ${lightOnly}` },
        { src: themed.dark, className: `${image} ${darkOnly}` },
      ]
    : [{ src: imageUrl, className: image }];
  return (
    <div className={media}>
      {imageUrl && !failed ? (
        sources.map(({ src, className }) => (
          <img
            key={src}
            className={className}
            src={src}
            alt={alt}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            onError={() => setFailed(true)}
          />
        ))
      ) : (
        <div className={placeholder} data-category={category} data-testid="image-placeholder" aria-hidden="true">
          <MapPin size={28} />
        </div>
      )}
      {badges && (
        <Inline space="xs" className={badgeSlot}>
          {badges}
        </Inline>
      )}
    </div>
  );
}
