import { describe, expect, it } from 'vitest';
import type { PriceObservation, PriceObservationRepository } from '../repositories/priceObservations';
import { ObservationBuffer } from './observationBuffer';

function fakeRepository() {
  const batches: PriceObservation[][] = [];
  const repository = { recordAll: async (rows: readonly PriceObservation[]) => void batches.push([...rows]) };
  return { batches, repository: repository as unknown as PriceObservationRepository };
}

const observation = (lowestFare: number, departureDate = '2026-05-13'): PriceObservation => ({
  route: 'JFK-CDG',
  observedOn: '2026-03-15',
  departureDate,
  lowestFare,
});

describe('ObservationBuffer', () => {
  it('keeps the lowest fare per key and writes one batch on flush', async () => {
    const { batches, repository } = fakeRepository();
    const buffer = new ObservationBuffer(repository, 60_000);
    buffer.record(observation(420));
    buffer.record(observation(399));
    buffer.record(observation(450));
    buffer.record(observation(380, '2026-06-10'));
    await buffer.flush();
    expect(batches).toEqual([[observation(399), observation(380, '2026-06-10')]]);
    await buffer.flush();
    expect(batches).toHaveLength(1);
    await buffer.close();
  });

  it('writes what is left when it closes', async () => {
    const { batches, repository } = fakeRepository();
    const buffer = new ObservationBuffer(repository, 60_000);
    buffer.record(observation(500));
    await buffer.close();
    expect(batches).toEqual([[observation(500)]]);
  });
});
