import type { AdvisorSource } from '@farewise/contracts';

/** A source before it is numbered. */
export type UnnumberedSource = Omit<AdvisorSource, 'id'>;

const same = (a: UnnumberedSource, b: UnnumberedSource) =>
  a.kind === b.kind && a.label === b.label && a.value === b.value && a.href === b.href;

/**
 * The sources of one answer in the making (AI issue): every figure a tool returns is numbered here, 1, 2, … in the
 * order first seen, so an answer cites it as `[n]`. A source seen again keeps its number.
 */
export class SourceLedger {
  private readonly numbered: AdvisorSource[] = [];

  /** Numbers `sources` (any `id` they carry is dropped) and returns them with their numbers, in the order given. */
  cite(sources: readonly (UnnumberedSource & { id?: number })[]): AdvisorSource[] {
    return sources.map(({ id: _id, ...source }) => {
      const known = this.numbered.find((seen) => same(seen, source));
      if (known) return known;
      const added = { id: this.numbered.length + 1, ...source };
      this.numbered.push(added);
      return added;
    });
  }

  /** Every source numbered so far, by number. */
  all(): AdvisorSource[] {
    return [...this.numbered];
  }
}

/** The citations `[n]` in `text` that name no source's `id`, in the order they appear (pure). */
export function danglingCitations(text: string, sources: readonly Pick<AdvisorSource, 'id'>[]): number[] {
  const ids = new Set(sources.map((source) => source.id));
  return [...text.matchAll(/\[(\d+)\]/g)].map(([, n]) => Number(n)).filter((n) => !ids.has(n));
}
