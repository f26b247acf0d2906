/**
 * Seeded randomness whose whole state lives inside the game state.
 *
 * Games never call `Math.random`: they keep a {@link RngState} (four 32-bit integers of
 * the xoroshiro128+ generator) in their state and advance it through a {@link Random}
 * while applying a move, so the same seed and moves always give the same state, and a
 * state saved as JSON resumes exactly where it stopped.
 *
 * @module
 */
import {
  xoroshiro128plus,
  xoroshiro128plusFromState,
} from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/** The generator's state: four signed 32-bit integers, plain JSON. Hidden from every player. */
export type RngState = readonly number[];

/** The generator state that a game starts from for an integer `seed`. */
export function seedRng(seed: number): RngState {
  // Mix the seed once so that neighbouring seeds do not start from neighbouring states.
  const gen = xoroshiro128plus(seed | 0);
  gen.jump();
  return gen.getState();
}

/**
 * A short-lived cursor over an {@link RngState}: create it from the state, draw, then
 * write {@link Random.state} back into the (draft) game state.
 */
export class Random {
  private readonly gen: RandomGenerator & { getState(): readonly number[] };

  private constructor(gen: RandomGenerator & { getState(): readonly number[] }) {
    this.gen = gen;
  }

  /** Resumes drawing from a stored state (the stored array is not modified). */
  static from(state: RngState): Random {
    return new Random(xoroshiro128plusFromState(state));
  }

  /** Starts from an integer seed. */
  static seeded(seed: number): Random {
    return Random.from(seedRng(seed));
  }

  /** A uniformly distributed integer in `[min, max]`, both included. */
  int(min: number, max: number): number {
    return uniformInt(this.gen, min, max);
  }

  /** A new array with the items of `items` in a uniformly random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }

  /** One item of a non-empty array, uniformly. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)] as T;
  }

  /** The generator state to store back into the game state. */
  state(): number[] {
    return this.gen.getState().slice();
  }
}
