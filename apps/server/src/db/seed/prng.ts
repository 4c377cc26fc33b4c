import { createHash } from 'node:crypto';

/** A small seeded generator, so every run of the seed draws the same demo data. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Rounded to a multiple of `step` (prices end in round numbers). */
  round(min: number, max: number, step: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in their original order. */
  sample<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
}

/** mulberry32: tiny, fast and good enough for demo data. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    round: (min, max, step) => Math.round((min + next() * (max - min)) / step) * step,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)]!;
    },
    sample: (items, count) => {
      const indexes = items.map((_, index) => ({ index, key: next() }));
      const chosen = indexes
        .sort((a, b) => a.key - b.key)
        .slice(0, count)
        .map((entry) => entry.index)
        .sort((a, b) => a - b);
      return chosen.map((index) => items[index]!);
    },
    chance: (probability) => next() < probability,
  };
}

/** A 32-bit seed from any string, so each listing gets its own stream independent of order. */
export function seedFrom(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/** Souqna's namespace for name-based ids of demo rows (any fixed uuid would do). */
const SEED_NAMESPACE = '6f1d4a52-93c4-4c1e-9b0e-5e2a7d0c3b18';

/** RFC 4122 version-5 uuid: the same name always gives the same id, so re-seeding finds its rows. */
export function deterministicUuid(name: string): string {
  const namespace = Buffer.from(SEED_NAMESPACE.replace(/-/g, ''), 'hex');
  const bytes = createHash('sha1').update(namespace).update(name).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
