import type { ReactNode } from 'react';
import { Box } from '../../layout/Box';
import { Column, Columns } from '../../layout/Columns';
import { Stack } from '../../layout/Stack';
import { Link } from '../../primitives/Link';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { CardMedia } from '../CardMedia';
import { placeImageAlt } from '../CardMedia/mapImage';
import { destinationHref } from '../destinationHref';
import { PriceChange } from '../PriceChange';
import { blurb, body, card, footer, name as nameClass, where as whereClass } from './PlaceCard.css';

export interface PlaceCardProps {
  /**
   * The destination: its id (the card opens `/destination/{id}`), name, image (its locator map; empty for the
   * placeholder) and, when known, its category, which tints the placeholder, and its country, which the map's alt
   * text names.
   */
  place: { id: string; name: string; imageUrl: string; category?: string; country?: string };
  /** Badges over the image. */
  badges?: ReactNode;
  /** City and country, under the name. */
  where?: string;
  /** Cut to two lines. */
  description?: string;
  /** The fare line, such as "from $612.00". */
  price: ReactNode;
  /** The fare's change in percent, beside it. */
  priceChange: number;
  /** A last line under the fare, such as the category. */
  footnote?: ReactNode;
  /** The card leads its list: its image is fetched first (see `CardMedia`'s `priority`). */
  priority?: boolean;
}

/**
 * A place as a card that is one link (destinations, popular destinations, questionnaire results; spec 01 §2, §3,
 * spec 02 §2): image with badges, name, where, a two-line description, the fare and its change.
 */
export function PlaceCard({
  place,
  badges,
  where,
  description,
  price,
  priceChange,
  footnote,
  priority,
}: PlaceCardProps) {
  return (
    <Link href={destinationHref(place.id)} className={card}>
      <CardMedia
        imageUrl={place.imageUrl}
        alt={placeImageAlt(place.imageUrl, place.name, place.country)}
        category={place.category}
        badges={badges}
        priority={priority}
      />
      <Box padding="lg" display="flex" flexDirection="column" className={body}>
        <Stack space="xs" className={body}>
          <h3 className={nameClass}>{place.name}</h3>
          {where && <p className={whereClass}>{where}</p>}
          {description && <p className={blurb}>{description}</p>}
          <Columns space="sm" alignY="bottom" className={footer}>
            <Column>
              <span>{price}</span>
              {/* The card's link reads as one line: keep the fare and its change apart ("round trip, -12.5%"). */}
              <VisuallyHidden>, </VisuallyHidden>
            </Column>
            <Column width="content">
              <PriceChange percent={priceChange} />
            </Column>
          </Columns>
          {footnote}
        </Stack>
      </Box>
    </Link>
  );
}
