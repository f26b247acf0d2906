/**
 * Folding game outcomes into a summary, always in seed order: the figures depend on the
 * seeds played and on nothing else (not on how many workers played them, nor on which
 * finished first), so a summary is the same, byte for byte as JSON, from 1 worker, 8, or
 * a job queue over several machines. Measured times are kept apart in {@link Timing}.
 *
 * @module
 */
import { wilson } from '../bots/stats.js';
import type { GameOutcome } from './outcome.js';
import { PlackettLuce, type Rating } from './rating.js';

/** What the summary says about one seat. */
export interface SeatSummary {
  readonly seat: number;
  /** The bot in this seat (bot games only). */
  readonly bot?: string;
  /** Games this seat won alone (a shared first place is not a win). */
  readonly wins: number;
  /** Games won, a first place shared by k seats counting 1/k. */
  readonly winShare: number;
  /**
   * The win rate the summary reports, with its 95% Wilson interval: sole wins per game
   * between bots (as tournaments count), win shares per game in random games.
   */
  readonly winRate: number;
  readonly winRateLow: number;
  readonly winRateHigh: number;
  readonly averageScore: number;
  /** How many games ended with each score: `[score, games]`, by score. */
  readonly scores: readonly (readonly [number, number])[];
  /** Decisions this seat took (moves it made). */
  readonly decisions: number;
}

/** One bot of a tournament, over every seat it sat in. */
export interface BotSummary {
  readonly bot: string;
  /** Seat-games it played (a bot in two seats plays two per game). */
  readonly seatGames: number;
  /** Sole first places per seat-game, with its 95% interval. */
  readonly winRate: number;
  readonly winRateLow: number;
  readonly winRateHigh: number;
  readonly averageScore: number;
  /** Its mean place (1 is first; tied seats share the place's number). */
  readonly averagePlace: number;
  /** Its multiplayer rating after every game, in seed order (see rating.ts); bots are ranked by its `ordinal`. */
  readonly rating: Rating;
}

/** A summary of games of one table. */
export interface GameSummary {
  readonly game: string;
  readonly config: unknown;
  /** The seeds played, in words (`seeds 1..100`). */
  readonly seeds: string;
  /** Games summarised. */
  readonly games: number;
  /** Games asked for (more than `games` when stopped early). */
  readonly requested: number;
  readonly players: number;
  /** The bots by seat (bot games only). */
  readonly bots?: readonly string[];
  readonly seats: readonly SeatSummary[];
  /** Game length in moves, with how many games had each length: `[moves, games]`. */
  readonly length: { readonly average: number; readonly shortest: number; readonly longest: number; readonly counts: readonly (readonly [number, number])[] };
  /** Moves played of each type, by type. */
  readonly moveTypes: Readonly<Record<string, number>>;
  /** Per bot (bot games only), in the order the bots first sit. */
  readonly botTable?: readonly BotSummary[];
  /**
   * Pairwise (bot games with two or more bots only): `ahead[i][j]` is the share of
   * meetings in which bot `i` of `botTable` finished strictly ahead of bot `j` (seats of
   * the same game, different bots).
   */
  readonly pairwise?: { readonly bots: readonly string[]; readonly ahead: readonly (readonly number[])[]; readonly meetings: readonly (readonly number[])[] };
}

/** What was measured while the games were played: depends on the machine and its load. */
export interface Timing {
  /** Mean milliseconds per decision, per seat (0 in random games). */
  readonly msPerDecision: readonly number[];
  /** Wall-clock seconds the whole run took. */
  readonly seconds: number;
  readonly gamesPerSecond: number;
}

const sortedPairs = (m: Map<number, number>): [number, number][] => [...m].sort((a, b) => a[0] - b[0]);

/**
 * The summary of `outcomes`, which must be in seed order. `bots` names the bot per seat
 * (bot games); `requested` is how many games were asked for.
 */
export function summarize(
  game: string,
  config: unknown,
  seeds: string,
  requested: number,
  outcomes: readonly GameOutcome[],
  bots?: readonly string[],
): GameSummary {
  const games = outcomes.length;
  const players = outcomes[0]?.scores.length ?? bots?.length ?? 0;
  const seat = Array.from({ length: players }, () => ({ wins: 0, share: 0, score: 0, decisions: 0, scores: new Map<number, number>() }));
  const lengths = new Map<number, number>();
  const types = new Map<string, number>();
  let moves = 0;
  for (const o of outcomes) {
    const firsts = o.ranking[0] ?? [];
    for (const s of firsts) seat[s]!.share += 1 / firsts.length;
    if (firsts.length === 1) seat[firsts[0] as number]!.wins += 1;
    o.scores.forEach((v, s) => {
      const row = seat[s]!;
      row.score += v;
      row.scores.set(v, (row.scores.get(v) ?? 0) + 1);
      row.decisions += o.decisions[s] ?? 0;
    });
    moves += o.moves;
    lengths.set(o.moves, (lengths.get(o.moves) ?? 0) + 1);
    for (const [t, n] of Object.entries(o.moveTypes)) types.set(t, (types.get(t) ?? 0) + n);
  }
  const seats: SeatSummary[] = seat.map((row, s) => {
    const interval = wilson(bots === undefined ? row.share : row.wins, games);
    return {
      seat: s,
      ...(bots === undefined ? {} : { bot: bots[s] ?? '?' }),
      wins: row.wins,
      winShare: row.share,
      winRate: interval.rate,
      winRateLow: interval.low,
      winRateHigh: interval.high,
      averageScore: games === 0 ? 0 : row.score / games,
      scores: sortedPairs(row.scores),
      decisions: row.decisions,
    };
  });
  const counts = sortedPairs(lengths);
  const summary: GameSummary = {
    game,
    config,
    seeds,
    games,
    requested,
    players,
    ...(bots === undefined ? {} : { bots }),
    seats,
    length: { average: games === 0 ? 0 : moves / games, shortest: counts[0]?.[0] ?? 0, longest: counts.at(-1)?.[0] ?? 0, counts },
    moveTypes: Object.fromEntries([...types].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))),
  };
  return bots === undefined ? summary : { ...summary, ...botTables(bots, outcomes) };
}

/** The place of each seat in a ranking (1 is first). */
function placesOf(ranking: readonly (readonly number[])[], players: number): number[] {
  const places = new Array<number>(players).fill(players);
  ranking.forEach((group, i) => group.forEach((s) => (places[s] = i + 1)));
  return places;
}

/** The per-bot table and the pairwise table of a tournament. */
function botTables(bots: readonly string[], outcomes: readonly GameOutcome[]): Pick<GameSummary, 'botTable' | 'pairwise'> {
  const names = [...new Set(bots)];
  const index = bots.map((b) => names.indexOf(b));
  const row = names.map(() => ({ seatGames: 0, wins: 0, score: 0, place: 0 }));
  const ahead = names.map(() => names.map(() => 0));
  const meetings = names.map(() => names.map(() => 0));
  const ratings = new PlackettLuce(names.length);
  for (const o of outcomes) {
    const places = placesOf(o.ranking, bots.length);
    ratings.update(index, places);
    const firsts = o.ranking[0] ?? [];
    bots.forEach((_, s) => {
      const r = row[index[s]!]!;
      r.seatGames += 1;
      r.score += o.scores[s] ?? 0;
      r.place += places[s]!;
      if (firsts.length === 1 && firsts[0] === s) r.wins += 1;
      bots.forEach((_, t) => {
        const i = index[s]!;
        const j = index[t]!;
        if (i === j) return;
        meetings[i]![j]! += 1;
        if (places[s]! < places[t]!) ahead[i]![j]! += 1;
      });
    });
  }
  const botTable: BotSummary[] = names.map((bot, i) => {
    const r = row[i]!;
    const interval = wilson(r.wins, r.seatGames);
    return {
      bot,
      seatGames: r.seatGames,
      winRate: interval.rate,
      winRateLow: interval.low,
      winRateHigh: interval.high,
      averageScore: r.seatGames === 0 ? 0 : r.score / r.seatGames,
      averagePlace: r.seatGames === 0 ? 0 : r.place / r.seatGames,
      rating: ratings.rating(i),
    };
  });
  if (names.length < 2) return { botTable };
  return { botTable, pairwise: { bots: names, ahead: ahead.map((a, i) => a.map((n, j) => (meetings[i]![j]! === 0 ? 0 : n / meetings[i]![j]!))), meetings } };
}

/** The measured side of a run: thinking time per decision and games per second. */
export function timingOf(outcomes: readonly GameOutcome[], seconds: number): Timing {
  const players = outcomes[0]?.scores.length ?? 0;
  const thinking = new Array<number>(players).fill(0);
  const decisions = new Array<number>(players).fill(0);
  for (const o of outcomes) {
    o.thinkingMs.forEach((t, s) => (thinking[s] = (thinking[s] ?? 0) + t));
    o.decisions.forEach((d, s) => (decisions[s] = (decisions[s] ?? 0) + d));
  }
  return {
    msPerDecision: thinking.map((t, s) => ((decisions[s] ?? 0) === 0 ? 0 : t / (decisions[s] as number))),
    seconds,
    gamesPerSecond: seconds <= 0 ? 0 : outcomes.length / seconds,
  };
}
