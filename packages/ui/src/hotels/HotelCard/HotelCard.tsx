import { hotelTier, type HotelResult } from '@farewise/contracts';
import { BedDouble, ExternalLink, Star } from 'lucide-react';
import { CardMedia } from '../../destinations/CardMedia';
import { formatUsd, plural } from '../../format';
import { Box } from '../../layout/Box';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { TIER_TONES } from '../hotelResults';
import * as css from './HotelCard.css';

/** Amenities a card lists before "+N more" (spec 02 §9). */
export const AMENITIES_SHOWN = 6;

export interface HotelCardProps {
  hotel: HotelResult;
  /** Nights of the stay searched, for the total's label. */
  nights: number;
  /** Rooms searched, for the total's label. */
  rooms: number;
}

/**
 * One hotel result (spec 02 §2, §3, §9): photo (a placeholder when it has none), name, rating and tier label,
 * address, city and country, the first 6 amenities, the room with its description and occupancy, the nightly and
 * total price in USD with 2 decimals, and Book, which opens the provider's booking page. A hotel without one says
 * so: offline (demo) rates need a live provider, and a live rate is booked with the hotel.
 */
export function HotelCard({ hotel, nights, rooms }: HotelCardProps) {
  const tier = hotelTier(hotel.rating);
  const extraAmenities = hotel.amenities.length - AMENITIES_SHOWN;
  return (
    <Card as="article" variant="outlined" padding="none" className={css.card} aria-labelledby={`hotel-${hotel.id}`}>
      <CardMedia imageUrl={hotel.images[0] ?? ''} badges={<Badge tone={TIER_TONES[tier]}>{tier}</Badge>} />
      <Box padding="lg">
        <Stack space="sm" className={css.body}>
          <h3 className={css.name} id={`hotel-${hotel.id}`}>
            {hotel.hotelName}
          </h3>
          <p className={css.rating}>
            <Star size={14} aria-hidden="true" fill="currentColor" /> {hotel.rating.toFixed(1)}
            <span className={css.muted}> out of 5</span>
          </p>
          <p className={css.muted}>
            {hotel.address}, {hotel.city}, {hotel.country}
          </p>
          {hotel.amenities.length > 0 && (
            <Inline as="ul" space="xs" className={css.amenities} aria-label="Amenities">
              {hotel.amenities.slice(0, AMENITIES_SHOWN).map((amenity) => (
                <li key={amenity} className={css.amenity}>
                  {amenity}
                </li>
              ))}
              {extraAmenities > 0 && <li className={css.amenity}>+{extraAmenities} more</li>}
            </Inline>
          )}
          <div>
            <p className={css.room}>
              <BedDouble size={16} aria-hidden="true" /> {hotel.room.type} · sleeps {hotel.room.maxOccupancy}
            </p>
            <p className={css.muted}>{hotel.room.description}</p>
          </div>
          <Stack space="sm" className={css.footer}>
            <div>
              <span className={css.price}>{formatUsd(hotel.price.perNight)}</span> <small>per night</small>
              <p className={css.muted}>
                {formatUsd(hotel.price.total)} total · {plural(nights, 'night')}, {plural(rooms, 'room')}
              </p>
            </div>
            {hotel.bookingUrl ? (
              <Button asChild>
                <a href={hotel.bookingUrl} target="_blank" rel="noopener noreferrer">
                  Book <ExternalLink size={16} aria-hidden="true" />
                  <VisuallyHidden> {hotel.hotelName} (opens in a new tab)</VisuallyHidden>
                </a>
              </Button>
            ) : (
              <p className={css.muted}>
                {hotel.provider === 'offline'
                  ? 'Demo rates: booking needs a live hotel provider.'
                  : `Live rate from ${hotel.provider}: book it with the hotel directly.`}
              </p>
            )}
          </Stack>
        </Stack>
      </Box>
    </Card>
  );
}
