/**
 * A multiplayer rating for tournaments: the Plackett-Luce model of Weng and Lin ("A
 * Bayesian Approximation Method for Online Ranking", JMLR 12, 2011, algorithm 4), the
 * model openskill implements, with each seat a one-player team. It is written here rather
 * than taken from openskill: it is some thirty lines, and the package pulls in ramda and
 * two statistics libraries for them. Ratings are updated game by game in seed order, so
 * they are as reproducible as the rest of a summary.
 *
 * @module
 */

/** A rating: the skill's mean and standard deviation; `ordinal` (mu - 3 sigma) is what bots are ranked by. */
export interface Rating {
  readonly mu: number;
  readonly sigma: number;
  readonly ordinal: number;
}

/** The model's defaults (as openskill's): mu 25, sigma 25/3, beta sigma/2, kappa 1e-4. */
const MU = 25;
const SIGMA = 25 / 3;
const BETA = SIGMA / 2;
const KAPPA = 0.0001;

/** Ratings of `players` players, updated game by game. */
export class PlackettLuce {
  private readonly mu: number[];
  private readonly variance: number[];

  /** @param players how many players are rated */
  constructor(players: number) {
    this.mu = new Array<number>(players).fill(MU);
    this.variance = new Array<number>(players).fill(SIGMA * SIGMA);
  }

  /**
   * One game: `who[s]` is the player in seat `s`, `places[s]` its place (1 first, ties
   * share a place). A player in several seats gets the sum of its seats' updates.
   */
  update(who: readonly number[], places: readonly number[]): void {
    const n = who.length;
    const mu = who.map((p) => this.mu[p]!);
    const variance = who.map((p) => this.variance[p]!);
    const c = Math.sqrt(variance.reduce((sum, v) => sum + v + BETA * BETA, 0));
    const strength = mu.map((m) => Math.exp(m / c));
    // sumQ[q]: the strengths of the seats placed no better than q; ties[q]: seats sharing q's place.
    const sumQ = places.map((pq) => places.reduce((sum, pi, i) => (pi >= pq ? sum + strength[i]! : sum), 0));
    const ties = places.map((pq) => places.filter((pi) => pi === pq).length);
    const dMu = new Array<number>(this.mu.length).fill(0);
    const shrink = new Array<number>(this.mu.length).fill(1);
    for (let i = 0; i < n; i++) {
      let omega = 0;
      let delta = 0;
      const gamma = Math.sqrt(variance[i]!) / c;
      for (let q = 0; q < n; q++) {
        if (places[q]! > places[i]!) continue;
        const quotient = strength[i]! / sumQ[q]!;
        omega += ((q === i ? 1 : 0) - quotient) / ties[q]!;
        delta += (gamma * quotient * (1 - quotient)) / ties[q]!;
      }
      dMu[who[i]!]! += (omega * variance[i]!) / c;
      shrink[who[i]!]! *= Math.max(1 - (delta * variance[i]!) / (c * c), KAPPA);
    }
    for (let p = 0; p < this.mu.length; p++) {
      this.mu[p]! += dMu[p]!;
      this.variance[p]! *= shrink[p]!;
    }
  }

  /** Player `p`'s rating. */
  rating(p: number): Rating {
    const mu = this.mu[p] ?? MU;
    const sigma = Math.sqrt(this.variance[p] ?? SIGMA * SIGMA);
    return { mu, sigma, ordinal: mu - 3 * sigma };
  }
}
