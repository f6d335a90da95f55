import type { Alternative } from '@farewise/contracts';
import { MapPin } from 'lucide-react';
import { Card } from '../../primitives/Card';
import { formatUsd, TRIP_TYPE } from '../../format';
import { item, list, name, price, save } from './Alternatives.css';

export interface AlternativesProps {
  alternatives: readonly Alternative[];
}

/** Cheaper alternative destinations (spec 01 §3) with their one-way fares and savings in USD. */
export function Alternatives({ alternatives }: AlternativesProps) {
  return (
    <Card as="section" aria-labelledby="alternatives-title" variant="outlined">
      <h3 id="alternatives-title">Cheaper alternatives</h3>
      {alternatives.length === 0 ? (
        <p>No cheaper airports nearby — this destination is already good value.</p>
      ) : (
        <ul className={list}>
          {alternatives.map((alternative) => (
            <li key={alternative.name} className={item}>
              <MapPin size={16} aria-hidden="true" />
              <div>
                <p className={name}>{alternative.name}</p>
                <p>{alternative.description}</p>
              </div>
              <div>
                <p className={price}>
                  {formatUsd(alternative.price)} <small>{TRIP_TYPE.oneWay}</small>
                </p>
                <p className={save}>Save {formatUsd(alternative.savings)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
