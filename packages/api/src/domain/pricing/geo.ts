const EARTH_RADIUS_KM = 6371.0088; // IUGG mean radius

/** Great-circle distance in km between two points in degrees (haversine formula). */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Haul bands by great-circle distance, as airlines price them. */
export type HaulBand = 'short' | 'medium' | 'long' | 'ultra';

/** short < 1,500 km ≤ medium < 4,000 km ≤ long < 8,000 km ≤ ultra. */
export function haulBand(km: number): HaulBand {
  if (km < 1500) return 'short';
  if (km < 4000) return 'medium';
  if (km < 8000) return 'long';
  return 'ultra';
}
