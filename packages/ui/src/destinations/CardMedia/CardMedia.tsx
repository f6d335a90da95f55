import { useState, type ReactNode } from 'react';
import { MapPin } from 'lucide-react';
import { Inline } from '../../layout/Inline';
import { badgeSlot, image, media, placeholder } from './CardMedia.css';

export interface CardMediaProps {
  /** The photo; empty when there is none. */
  imageUrl: string;
  /** Tints the placeholder by category (`data-category`). */
  category?: string;
  /** Badges laid over the top-left corner. */
  badges?: ReactNode;
}

/**
 * A destination card's 16:9 photo with badges over it. With no photo, or one that fails to load, a placeholder
 * with a map pin takes its place (spec 02 §3 popular destinations: placeholder if none). The photo is decorative:
 * the card's text names the place.
 */
export function CardMedia({ imageUrl, category, badges }: CardMediaProps) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={media}>
      {imageUrl && !failed ? (
        <img className={image} src={imageUrl} alt="" loading="lazy" onError={() => setFailed(true)} />
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
