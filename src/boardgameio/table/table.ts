/**
 * `onlineTable`: a boardgame.io server that runs its own table: bot seats played by the
 * server itself (see `bot-seat.ts`), leased to one server process at a time (`leases.ts`),
 * and every match replayable, seat by seat (`replay.ts`, `route.ts`), from the seeds it
 * records (`seeds.ts`). It is a layer on boardgame.io's public server API and our
 * storage: it wraps nothing of the adapter or the guard.
 *
 * @module
 */
import { randomBytes } from 'node:crypto';
import { left, right, type Either } from '../../core/either.js';
import { ruleError } from '../../core/errors.js';
import type { AnyGame, BaseView, Viewer } from '../../core/game.js';
import { randomSeed, type Seed } from '../../core/seed.js';
import type { Bot } from '../../bots/bot.js';
import { searchBot } from '../../bots/search.js';
import { createBotWorker, type BotWorker, type WorkerBotOptions, type WorkerHandle } from '../../bots/worker.js';
import { toBoardgameIO, type OnlineGame } from '../adapter.js';
import type { OnlineOptions } from '../types.js';
import { playSeat, type ClientMakers, type Decide, type PlayedSeat } from './bot-seat.js';
import { memoryLeases, type BotSeatRow, type BotSpec, type LeaseStore } from './leases.js';
import { rebuildMatch, seatReplay, stampClocks, type MatchReplay, type StoredMatch } from './replay.js';
import { replayRoute, type RouterLike } from './route.js';
import { memorySeeds, type SeedStore } from './seeds.js';
import { watchLeavers, type Handover, type LeaverOptions } from './leavers.js';
import { advance, clocksAt, newClocks, type ClockOptions, type Clocks } from './clocks.js';
import { tableEvents, tableTokens } from './events.js';
import { clockTimers, type ClockedState } from './clock-timers.js';

/** Options of {@link onlineTable}. */
export interface OnlineTableOptions {
  /** boardgame.io's `Client` and `SocketIO` (multiplayer), which bot seats connect with. */
  readonly makers: ClientMakers;
  /**
   * Starts a bot worker thread (`() => new Worker(entry)`, whose entry calls
   * `serveBots(parentPort, games)`): bots named by their options think there, off the event
   * loop. Without it they think in this thread, blocking it while they do.
   */
  readonly worker?: () => WorkerHandle;
  /** Bots by name, played in this thread (cheap ones, or any `Bot` of your own). */
  readonly bots?: Readonly<Record<string, Bot>>;
  /** Who plays which bot seat. Default: in memory (one server process); `postgresLeases` for several. */
  readonly leases?: LeaseStore;
  /** The seeds matches were dealt with. Default: in memory; `postgresSeeds` for several processes or restarts. */
  readonly seeds?: SeedStore;
  /** How often this process renews its leases and takes free ones, in ms. Default 1 000. */
  readonly heartbeatMs?: number;
  /** How long a lease lasts unrenewed, in ms (a dead process's seats are taken after at most this). Default 5 000. */
  readonly leaseMs?: number;
  /** How long a bot's sent move may go unanswered before it decides again, and how long a bot seat waits with nothing new before it asks its state again (then twice as long, up to 30 s), in ms. Default 3 000. */
  readonly retryMs?: number;
  /** Whether spectators may read a running match's replay (its spectator view). Default `false`: only once it is over. */
  readonly spectatorsWhileRunning?: boolean;
  /**
   * Leavers: a seat with no connection for `graceMs` is played by the bot `bot` (default:
   * the worker's default bot) until its person syncs again. Off unless given.
   */
  readonly leavers?: LeaverOptions & { readonly bot?: BotSpec };
  /**
   * Clocks for every match, kept in the match's state from the server's own time and sent
   * to each seat with its `G`: when a seat's time runs out, a bot moves for it, or with
   * `timeout: 'end'` the seat is marked timed out and the match ends. Off unless given.
   */
  readonly clocks?: ClockOptions & {
    /** What a seat out of time gets: `'bot'` (default) makes its move for it; `'end'` ends the match, the seat ranked last (`ctx.gameover.timedOut`). */
    readonly timeout?: 'bot' | 'end';
  };
  /** Where the table logs. Default `console.warn`. */
  readonly log?: (message: string) => void;
}

/** boardgame.io's `Server(...)` result, as far as the table uses it. */
export interface ServerLike {
  readonly db: unknown;
  readonly router: unknown;
  /** boardgame.io's Koa app (its socket.io server, for leavers). */
  readonly app?: unknown;
}

interface Db {
  fetch(matchID: string, opts: Record<string, boolean>): unknown;
  setState(matchID: string, state: unknown, deltalog?: unknown): unknown;
  setMetadata(matchID: string, metadata: unknown): unknown;
}

/** A match's metadata, as far as the table reads it. */
interface Metadata {
  readonly gameName?: string;
  readonly players?: Record<string, { readonly credentials?: string }>;
  readonly handovers?: readonly Handover[];
}

/** The table: see {@link onlineTable}. */
export interface OnlineTable {
  /** `toBoardgameIO(rules, options)` with the table's seeds: use it for every game of the server. */
  game(rules: AnyGame, options?: OnlineOptions): OnlineGame;
  /** Hooks the table into the server (its storage, for the seeds; its router, for `POST /replays/:name/:id`). Call before `run`. */
  attach(server: ServerLike): void;
  /** Starts playing bot seats, connecting to `url` (the server's own address on 127.0.0.1). */
  start(url: string): Promise<void>;
  /** Joins `seat` of a match through the Lobby API and has the bot `spec` play it. */
  seatBot(matchID: string, seat: number, spec?: BotSpec): Promise<void>;
  /**
   * A match as `viewer` saw it, for server code (no credentials asked): every `G` it was
   * sent, and the record once the match is over.
   */
  replay(matchID: string, viewer: Viewer): Promise<Either<string, MatchReplay>>;
  /** A match's clocks now (`null` without clocks, or before the deal). */
  clocks(matchID: string): Clocks | null;
  /** The bot seats this process plays now. */
  playing(): readonly { readonly matchID: string; readonly seat: number }[];
  /** Stops every bot seat of this process and gives up its leases. */
  stop(): Promise<void>;
}

/** The seat number of a match's clock lease (a row beside its bot seats' in the lease store). */
const CLOCK_SEAT = -1;

/** How many recent seeds a process remembers until their deal is written. */
const RECENT_SEEDS = 256;

/**
 * A table that runs itself on a boardgame.io server: see the online table guide
 * (docs/online-table.md).
 *
 * ```ts partial
 * const table = onlineTable({ makers: { Client, SocketIO: SocketIOClient }, worker: () => new Worker(entry) });
 * const server = Server({ games: [table.game(meuterer)], db: storage, transport: guardTransport(new SocketIO({ pubSub: storage.pubSub })) });
 * table.attach(server);
 * await server.run(8000);
 * await table.start('http://127.0.0.1:8000');
 * await table.seatBot(matchID, 3, { options: { playouts: 400 } });
 * ```
 */
export function onlineTable(options: OnlineTableOptions): OnlineTable {
  const log = options.log ?? ((message: string) => console.warn(message));
  const leases = options.leases ?? memoryLeases();
  const seeds = options.seeds ?? memorySeeds();
  const heartbeatMs = options.heartbeatMs ?? 1000;
  const leaseMs = options.leaseMs ?? 5000;
  const owner = `${process.pid}-${randomBytes(6).toString('hex')}`;
  const games = new Map<string, { rules: AnyGame; online: OnlineGame }>();
  const recent: { rules: AnyGame; seed: Seed }[] = [];
  const played = new Map<string, PlayedSeat & { matchID: string; seat: number }>();
  let db: Db | undefined;
  let url: string | undefined;
  let beat: ReturnType<typeof setInterval> | undefined;
  let beating: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  let stopped = false;
  let worker: BotWorker | undefined;

  const rulesOf = (name: string): AnyGame | undefined => games.get(name)?.rules;
  const control = options.clocks;
  // The adapter's clock hook: each state's clocks, charged from this process's time.
  const clock = (previous: Clocks | null, players: number, moved: readonly number[], active: readonly number[]): Clocks => {
    const now = Date.now();
    return advance(previous ?? newClocks(control!, players, now), control!, now, moved, active);
  };
  const events = tableEvents({
    url: () => url,
    makers: options.makers,
    log,
    retryMs: options.retryMs ?? 3000,
    stored: (matchID, token) => storedEvent(matchID, token),
    sender: async (matchID) => {
      const stored = await fetchStored(matchID);
      const online = games.get(stored?.metadata?.gameName ?? '');
      const ctx = (stored?.state as { ctx?: { gameover?: unknown; activePlayers?: Record<string, unknown> | null } } | undefined)?.ctx;
      if (stored === undefined || online === undefined || ctx?.gameover !== undefined) return null;
      for (const id of Object.keys(ctx?.activePlayers ?? {})) {
        const credentials = stored.metadata?.players?.[id]?.credentials;
        if (credentials !== undefined) return { game: online.online, seat: Number(id), credentials };
      }
      return null;
    },
  });
  // Seats a bot moves for once, their time being out: the move count it must raise.
  const outOfTime = new Map<string, PlayedSeat & { moved: number }>();
  // Matches whose clock lease this process holds: it follows their states, whoever writes them.
  const clockLeases = new Set<string>();
  const failed =
    (what: string) =>
    (e: unknown): void =>
      log(`nautical-rules/boardgameio table: could not ${what}: ${e instanceof Error ? e.message : String(e)}`);

  const decide: (spec: BotSpec) => Decide = (spec) => (gameId, table, view, seat) => {
    const named = spec.name === undefined ? undefined : options.bots?.[spec.name];
    if (named === undefined && options.worker !== undefined) {
      worker ??= createBotWorker(options.worker);
      return worker.choose(gameId, table, view, seat, (spec.options ?? {}) as WorkerBotOptions);
    }
    const bot = named ?? searchBot((spec.options ?? {}) as WorkerBotOptions);
    const rules = [...games.values()].find((g) => g.rules.id === gameId)?.rules;
    let cancelled = false;
    // A turn of the event loop first, so that a bot in this thread never answers inside the update that asked it.
    const move = new Promise<ReturnType<Bot['choose']>>((ok) =>
      setImmediate(() => {
        if (cancelled) return ok(left(ruleError('INTERNAL_ERROR', 'The decision was cancelled.')));
        if (rules === undefined) return ok(left(ruleError('INVALID_CONFIG', `No game ${gameId} at this table.`)));
        try {
          ok(bot.choose(rules, table as never, view as BaseView as never, seat));
        } catch (e) {
          ok(left(ruleError('INTERNAL_ERROR', e instanceof Error ? e.message : 'The bot failed.')));
        }
      }),
    );
    return { move: move as never, cancel: () => (cancelled = true) };
  };

  const key = (matchID: string, seat: number): string => `${matchID}|${seat}`;

  const play = (row: BotSeatRow): void => {
    const online = games.get(row.game);
    if (url === undefined || online === undefined) return;
    const seat = playSeat({
      url,
      makers: options.makers,
      game: online.online,
      gameId: online.rules.id,
      matchID: row.matchID,
      seat: row.seat,
      credentials: row.credentials,
      decide: decide(row.bot),
      log,
      ...(options.retryMs === undefined ? {} : { retryMs: options.retryMs }),
      over: () => {
        played.get(key(row.matchID, row.seat))?.stop();
        played.delete(key(row.matchID, row.seat));
        leases.finish(row.matchID, row.seat).catch((e: unknown) => log(`nautical-rules/boardgameio table: could not mark ${row.matchID} seat ${row.seat} done: ${String(e)}`));
      },
    });
    played.set(key(row.matchID, row.seat), { ...seat, matchID: row.matchID, seat: row.seat });
  };

  // One heartbeat: take and renew leases, start the seats gained, stop those lost (a
  // process that was too slow to renew lets another take over rather than play twice).
  // A beat asked for while one runs comes after it (that one may have read the leases
  // before the caller's change), one for every caller meanwhile.
  const heartbeat = (): Promise<void> => {
    if (beating !== undefined) {
      return (queued ??= beating.then(() => {
        queued = undefined;
        return heartbeat();
      }));
    }
    return (beating = (async () => {
      try {
        const held = await leases.beat(owner, leaseMs);
        if (stopped) return;
        const keys = new Set(held.map((r) => key(r.matchID, r.seat)));
        for (const [k, p] of played) {
          if (keys.has(k)) continue;
          p.stop();
          played.delete(k);
        }
        for (const id of clockLeases) if (!keys.has(key(id, CLOCK_SEAT))) clockLeases.delete(id);
        for (const row of held) {
          if (row.seat !== CLOCK_SEAT) {
            if (!played.has(key(row.matchID, row.seat))) play(row);
          } else if (!clockLeases.has(row.matchID)) {
            // A match's clock taken over (or first held): time it from its stored state.
            clockLeases.add(row.matchID);
            void timers.check(row.matchID);
          }
        }
      } catch (e) {
        log(`nautical-rules/boardgameio table: the leases could not be renewed: ${e instanceof Error ? e.message : String(e)}`);
      } finally {
        beating = undefined;
      }
    })());
  };

  const recordSeed = (matchID: string, state: unknown, deltalog: unknown): void | Promise<void> => {
    if (!Array.isArray(deltalog) || !deltalog.some((e) => (e as StoredMatch['log'][number])?.action?.payload?.type === 'start')) return;
    const G = (state as StoredMatch['state'] | undefined)?.G;
    if (G === undefined || G.state === null) return;
    const found = recent.find(({ rules, seed }) => {
      const dealt = rules.setup(G.config, seed);
      return dealt._tag === 'Right' && JSON.stringify(dealt.right) === G.state;
    });
    if (found === undefined) return log(`nautical-rules/boardgameio table: the deal of ${matchID} came from no seed of this table (a game not made by table.game?): it cannot be replayed.`);
    recent.splice(recent.indexOf(found), 1);
    return seeds.add(matchID, found.seed);
  };

  // Seats whose timeout event (timeout: 'end') is under way.
  const ending = new Set<string>();
  const timers = clockTimers({
    fetch: async (matchID) => (await fetchStored(matchID))?.state as ClockedState | undefined,
    act: (matchID, seat, moved) => void timeUp(matchID, seat, moved),
    acting: (matchID, seat, moved) => ending.has(matchID) || outOfTime.get(key(matchID, seat))?.moved === moved,
    holds: (matchID) => clockLeases.has(matchID),
    running: (matchID) => void leases.add({ matchID, seat: CLOCK_SEAT, game: '', credentials: '', bot: {} }).catch(failed(`record the clock of ${matchID}`)),
    over: (matchID) => {
      if (clockLeases.delete(matchID)) void leases.finish(matchID, CLOCK_SEAT).catch(failed(`mark the clock of ${matchID} done`));
    },
    chaseMs: leaseMs,
    log,
  });

  // A seat is out of time at its stored move count: a bot makes that one move (or the match ends).
  const timeUp = async (matchID: string, seat: number, moved: number): Promise<void> => {
    const stored = await fetchStored(matchID);
    const credentials = stored?.metadata?.players?.[String(seat)]?.credentials;
    const online = games.get(stored?.metadata?.gameName ?? '');
    if (url === undefined || stored === undefined || credentials === undefined || online === undefined || stopped) return;
    if ((stored.state.G as unknown as { moved: readonly number[] }).moved[seat] !== moved) return;
    const k = key(matchID, seat);
    if (options.clocks?.timeout === 'end') {
      if (ending.has(matchID)) return;
      log(`nautical-rules/boardgameio table: seat ${seat} of ${matchID} is out of time: the match ends.`);
      ending.add(matchID);
      await events.send(matchID, { seat, kind: 'timeout' }).finally(() => ending.delete(matchID));
      return;
    }
    const before = outOfTime.get(k);
    if (before?.moved === moved) return;
    before?.stop();
    log(`nautical-rules/boardgameio table: seat ${seat} of ${matchID} is out of time: a bot moves for it.`);
    // The stand-in stops itself once the seat's move count is beyond `moved`, whoever's move raised it.
    const done = (): void => {
      p.stop();
      if (outOfTime.get(k) === entry) outOfTime.delete(k);
    };
    const p = playSeat({ url, makers: options.makers, game: online.online, gameId: online.rules.id, matchID, seat, credentials, decide: decide(options.clocks?.bot ?? {}), log, over: done, untilMoved: moved, ...(options.retryMs === undefined ? {} : { retryMs: options.retryMs }) });
    const entry = { ...p, moved };
    outOfTime.set(k, entry);
  };

  // On start: every running match with clocks is timed from its stored state (a restart
  // keeps no timers; the clocks are in the state).
  const timeRunning = async (): Promise<void> => {
    const store = db as (Db & { listMatches?: (opts: Record<string, unknown>) => unknown }) | undefined;
    if (options.clocks === undefined || store?.listMatches === undefined) return;
    for (const gameName of games.keys()) {
      try {
        const ids = (await store.listMatches({ gameName, where: { isGameover: false } })) as string[];
        for (const id of ids) await timers.check(id);
      } catch (e) {
        failed(`time the running matches of ${gameName}`)(e);
      }
    }
  };

  const fetchStored = async (matchID: string): Promise<(StoredMatch & { metadata?: Metadata }) | undefined> => {
    if (db === undefined) return undefined;
    const found = (await db.fetch(matchID, { state: true, log: true, metadata: true })) as (StoredMatch & { metadata?: Metadata }) | undefined;
    return found?.state === undefined ? undefined : found;
  };

  const replay = async (matchID: string, viewer: Viewer): Promise<Either<string, MatchReplay>> => {
    const stored = await fetchStored(matchID);
    const rules = stored === undefined ? undefined : rulesOf(stored.metadata?.gameName ?? '');
    if (stored === undefined || rules === undefined) return left('no such match');
    const rebuilt = rebuildMatch(rules, { state: stored.state, log: stored.log ?? [] }, await seeds.list(matchID));
    if (rebuilt._tag === 'Left') return rebuilt;
    const over = (stored.state as { ctx?: { gameover?: unknown } }).ctx?.gameover !== undefined;
    const seen = seatReplay(rules, rebuilt.right, stored.state.G.players, viewer);
    return right({ ...seen, matchID, over, record: over && rebuilt.right !== null ? rebuilt.right.record : null });
  };

  // Whether the stored log of a match holds the table move of `token`.
  const storedEvent = async (matchID: string, token: string): Promise<boolean> => {
    const found = (await db?.fetch(matchID, { log: true })) as Pick<StoredMatch, 'log'> | undefined;
    return (found?.log ?? []).some((e) => e.action.payload.type === 'table' && tableTokens([e])[0] === token);
  };
  const confirm = async (matchID: string, deltalog: unknown): Promise<void> => {
    try {
      const tokens = tableTokens(deltalog);
      const stored = await Promise.all(tokens.map((t) => storedEvent(matchID, t)));
      if (stored.every(Boolean)) events.written(deltalog);
      else events.lost(deltalog);
    } catch (e) {
      // Unread: the event's attempt waits for its retry time, then reads again before sending.
      failed(`read back the events written into ${matchID}`)(e);
    }
  };

  // Hand-overs go into the metadata (read, then written whole, as boardgame.io writes it).
  const recordHandover = async (matchID: string, change: (handovers: readonly Handover[]) => Handover[]): Promise<void> => {
    if (db === undefined) return;
    const found = (await db.fetch(matchID, { metadata: true })) as { metadata?: Metadata } | undefined;
    if (found?.metadata === undefined) return;
    await db.setMetadata(matchID, { ...found.metadata, handovers: change(found.metadata.handovers ?? []) });
  };
  let leavers: { stop(): void } | undefined;
  const watch = (server: ServerLike): void => {
    const io = (server.app as { _io?: unknown } | undefined)?._io;
    const settings = options.leavers;
    if (settings === undefined) return;
    if (io === undefined) throw new Error('onlineTable: leavers need boardgame.io 0.50 SocketIO (server.app._io).');
    leavers = watchLeavers(io as never, [...games.keys()], settings, {
      log,
      isBot: (id) => events.isOurs(id) || [...played.values(), ...outOfTime.values()].some((p) => p.socketID() === id),
      seat: async (matchID, seat) => {
        const stored = await fetchStored(matchID);
        const credentials = stored?.metadata?.players?.[String(seat)]?.credentials;
        const game = stored?.metadata?.gameName;
        if (stored === undefined || credentials === undefined || game === undefined || (stored.state as { ctx?: { gameover?: unknown } }).ctx?.gameover !== undefined) return null;
        return { credentials, game, stateID: stored.state._stateID };
      },
      standIn: async (matchID, seat, game, credentials, stateID) => {
        log(`nautical-rules/boardgameio table: seat ${seat} of ${matchID} has had no connection for ${settings.graceMs} ms: a bot plays it.`);
        await recordHandover(matchID, (h) => [...h, { seat, from: stateID, until: null }]);
        await leases.add({ matchID, seat, game, credentials, bot: settings.bot ?? {} });
        await heartbeat();
        await events.send(matchID, { seat, kind: 'bot' });
      },
      welcomeBack: async (matchID, seat, stateID) => {
        await leases.finish(matchID, seat);
        played.get(key(matchID, seat))?.stop();
        played.delete(key(matchID, seat));
        await recordHandover(matchID, (h) => h.map((x) => (x.seat === seat && x.until === null ? { ...x, until: stateID } : x)));
        log(`nautical-rules/boardgameio table: seat ${seat} of ${matchID} is back: its bot left.`);
        await events.send(matchID, { seat, kind: 'back' });
      },
    });
  };

  return {
    game: (rules, gameOptions = {}) => {
      const online = toBoardgameIO(rules as never, {
        ...gameOptions,
        ...(control === undefined ? {} : { clock }),
        tableEvent: events.claim,
        seed: () => {
          const seed = (gameOptions.seed ?? randomSeed)();
          recent.push({ rules, seed });
          if (recent.length > RECENT_SEEDS) recent.shift();
          return seed;
        },
      });
      games.set(online.name ?? rules.id, { rules, online });
      return online;
    },
    attach: (server) => {
      const store = server.db as Db;
      db = store;
      const setState = store.setState.bind(store);
      // The seed is recorded before the dealt state is written, so a stored deal always has its seed.
      const write = (matchID: string, state: unknown, deltalog: unknown): unknown => {
        const done = setState(matchID, state, deltalog);
        if (!(done instanceof Promise)) {
          // A synchronous storage (boardgame.io's memory) writes what it is given: nothing can come between.
          events.written(deltalog);
          return timers.arm(matchID, state as ClockedState);
        }
        return done.then(
          (r: unknown) => {
            timers.arm(matchID, state as ClockedState);
            // A write that lost the compare-and-set may resolve all the same (a storage
            // need not say): an event counts as written once the stored log holds it.
            if (tableTokens(deltalog).length > 0) void confirm(matchID, deltalog);
            return r;
          },
          (e: unknown) => {
            events.lost(deltalog);
            throw e;
          },
        );
      };
      store.setState = (matchID, state, unstamped) => {
        // Each move's entry keeps the clocks of the state it made, for the replays.
        const deltalog = stampClocks(unstamped, state);
        const recorded = recordSeed(matchID, state, deltalog);
        return recorded instanceof Promise ? recorded.then(() => write(matchID, state, deltalog)) : write(matchID, state, deltalog);
      };
      replayRoute(server.router as RouterLike, {
        fetch: fetchStored,
        replay,
        spectatorsWhileRunning: options.spectatorsWhileRunning === true,
      });
      watch(server);
    },
    start: async (at) => {
      url = at;
      stopped = false;
      await heartbeat();
      beat = setInterval(() => void heartbeat(), heartbeatMs);
      await timeRunning();
    },
    seatBot: async (matchID, seat, spec = {}) => {
      if (url === undefined) throw new Error('onlineTable: start the table before seating bots.');
      const stored = await fetchStored(matchID);
      const name = stored?.metadata?.gameName;
      if (name === undefined || !games.has(name)) throw new Error(`onlineTable: no match ${matchID} of this table's games.`);
      const joined = await fetch(`${url}/games/${encodeURIComponent(name)}/${encodeURIComponent(matchID)}/join`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ playerID: String(seat), playerName: `Bot ${seat + 1}`, data: { bot: true } }),
      });
      if (!joined.ok) throw new Error(`onlineTable: seat ${seat} of ${matchID} could not be joined (${joined.status}).`);
      const { playerCredentials } = (await joined.json()) as { playerCredentials: string };
      await leases.add({ matchID, seat, game: name, credentials: playerCredentials, bot: spec });
      await heartbeat();
    },
    replay,
    clocks: (matchID) => {
      const known = timers.known(matchID);
      return known === undefined ? null : clocksAt(known, Date.now());
    },
    playing: () => [...played.values()].map((p) => ({ matchID: p.matchID, seat: p.seat })),
    stop: async () => {
      stopped = true;
      if (beat !== undefined) clearInterval(beat);
      leavers?.stop();
      events.stop();
      timers.stop();
      for (const p of outOfTime.values()) p.stop();
      outOfTime.clear();
      await (queued ?? beating);
      for (const p of played.values()) p.stop();
      played.clear();
      worker?.terminate();
      worker = undefined;
      await leases.release(owner).catch(() => undefined);
    },
  };
}
