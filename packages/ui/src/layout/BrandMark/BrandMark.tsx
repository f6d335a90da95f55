import { Plane } from 'lucide-react';
import { brand } from './BrandMark.css';

/** The Farewise logo: the plane mark and the product name, in the primary colour. */
export function BrandMark() {
  return (
    <span className={brand}>
      <Plane size={22} aria-hidden="true" />
      Farewise
    </span>
  );
}
