import { change } from './PriceChange.css';

export interface PriceChangeProps {
  /** Signed percent change of the fare; negative is cheaper. */
  percent: number;
}

/** A fare's percent change, signed: red when rising, green when falling (spec 02 §2 popular destinations). */
export function PriceChange({ percent }: PriceChangeProps) {
  const direction = percent < 0 ? 'down' : percent > 0 ? 'up' : 'flat';
  return (
    <span className={change} data-direction={direction}>
      {percent > 0 ? '+' : ''}
      {percent}%
    </span>
  );
}
