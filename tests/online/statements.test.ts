/**
 * What the database sees per move, early and late in a whole Meuterer game of four seats
 * on PostgreSQL and on PGlite (every statement the storage sends counted, and the bytes of
 * what it writes): the same statements per move late as early (no repeated fetch of the
 * match, no metadata write, nothing of the broadcast stored: at most two statements a move),
 * and the bytes written per move late within 2.5 times those early; on node-postgres, each
 * of them a named (prepared) statement.
 */
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { expect, it } from "vitest";
import { toBoardgameIO } from "../../src/boardgameio/index.js";
import { PostgresStorage } from "../../src/boardgameio/server/index.js";
import { meuterer } from "../../src/meuterer/index.js";
import { PG_URL } from "./databases.js";
import { connect, createMatch, startServer, until } from "./harness.js";
import { autoPlay } from "./play.js";
import { testSchema } from "./storages.js";
import { countingPGlite, countingPool, type Sent } from "./counting.js";

const { up, schema, closers } = await testSchema("statements");

const databases: {
  title: string;
  skip: boolean;
  open(sent: Sent[]): Promise<PostgresStorage>;
}[] = [
  {
    title: "PostgreSQL",
    skip: !up,
    open: async (sent) => {
      const pool = new pg.Pool({ connectionString: PG_URL, max: 6 });
      const storage = new PostgresStorage({
        pool: countingPool(pool, sent),
        schema,
        log: () => undefined,
      });
      closers.push(
        () => pool.end(),
        () => storage.close()
      );
      return storage;
    },
  },
  {
    title: "PGlite",
    skip: false,
    open: async (sent) => {
      const db = await PGlite.create();
      const storage = new PostgresStorage({
        pglite: countingPGlite(db, sent),
        log: () => undefined,
      });
      closers.push(
        () => db.close(),
        () => storage.close()
      );
      return storage;
    },
  },
];

for (const { title, skip, open } of databases)
  it.skipIf(skip)(
    `on ${title}, a whole game: as many statements and bytes per move late as early (within 2.5 times), no metadata write and no second read of the match per move`,
    async () => {
      const sent: Sent[] = [];
      const storage = await open(sent);
      const game = toBoardgameIO(meuterer, { log: () => undefined });
      const running = await startServer({
        games: [game],
        db: storage as never,
        pubSub: storage.pubSub,
      });
      closers.push(() => running.stop());
      const match = await createMatch(running.url, "meuterer", 4);
      const players = match.credentials.map((c, i) =>
        autoPlay(
          connect(running.url, game, match.matchID, String(i), c),
          70 + i
        )
      );
      try {
        await until(
          () =>
            players.every(
              (p) => p.snapshots.at(-1)?.ctx.gameover !== undefined
            ),
          "the end of the game",
          240_000
        );
      } finally {
        for (const p of players) {
          p.stop();
          p.seat.client.stop();
        }
      }
      // Each stored move is one compare-and-set of the state: a move's statements are those from one to the next.
      const moves: Sent[][] = [];
      for (const s of sent) {
        if (/UPDATE .*SET state_id = \$2/s.test(s.text)) moves.push([]);
        moves.at(-1)?.push(s);
      }
      // A client's (re)connection is not a move: its sync reads the match with its log
      // (the fetch's fifth parameter) and its presence is written in a transaction that
      // holds the row. autoPlay's watchdog reconnects a client that waited long, as on a
      // loaded machine, so such windows are left out, wherever they fall: at most three
      // for each reconnection (its disconnection, its sync, its presence) and one for
      // each seat's first connection. A move that read the log or wrote its metadata
      // would leave out more.
      const connecting = (m: Sent[]): boolean => m.some((s) => s.params[4] === true || /FOR UPDATE/.test(s.text));
      const reconnects = players.reduce((n, p) => n + p.reconnects(), 0);
      const between = moves.slice(3, -1); // after the deal's first moves, before the end
      const settled = between.filter((m) => !connecting(m));
      expect(between.length - settled.length, `windows with a connection (${reconnects} reconnections)`).toBeLessThanOrEqual(3 * reconnects + players.length);
      expect(settled.length).toBeGreaterThan(40);
      const early = settled.slice(0, 20);
      const late = settled.slice(-20);
      const perMove = (ms: Sent[][]): number =>
        ms.reduce((n, m) => n + m.length, 0) / ms.length;
      const bytes = (ms: Sent[][]): number =>
        ms.reduce((n, m) => n + m.reduce((b, s) => b + s.bytes, 0), 0) /
        ms.length;
      console.log(
        `statements per move: early ${perMove(early).toFixed(
          1
        )}, late ${perMove(late).toFixed(
          1
        )}; bytes written per move: early ${bytes(early).toFixed(
          0
        )}, late ${bytes(late).toFixed(0)} (${settled.length} moves)`
      );
      // What a window beyond two statements held, to tell a regression from a reconnection.
      for (const [i, m] of settled.entries()) if (m.length > 2) console.log(`window ${i}: ${m.map((x) => `${x.text.replace(/\s+/g, ' ').slice(0, 60)} [${x.params.slice(1).map((p) => String(p).slice(0, 8)).join(',')}]`).join(' | ')}`);
      expect(perMove(late)).toBe(perMove(early));
      // One read of the match (metadata and state together) and one statement that stores
      // the move, its log entries and its notification; nothing read back in this process.
      expect(perMove(late)).toBeLessThanOrEqual(2);
      // Flat bytes: the state holds the seed and one small number a move, not every viewer's
      // lines (the adapter that stored them wrote 23 KB a move early, 183 KB late: 7.8 times).
      // What still grows is Meuterer's own state (about 3 KB at the deal, 7 KB at the end),
      // written once with the move (nothing of the broadcast is stored): about 3.9 KB a move
      // early, 7.5 KB late, 1.9 times.
      expect(bytes(late)).toBeLessThanOrEqual(2.5 * bytes(early));
      for (const m of settled) {
        // No metadata write per move, and the match's row read once (boardgame.io's master: credentials and state in one statement).
        expect(
          m
            .filter(
              (s) =>
                /SET .*metadata/s.test(s.text) && !/SET state_id/.test(s.text)
            )
            .map((s) => s.text)
        ).toEqual([]);
        expect(
          m.filter((s) => /FROM "[^"]+"\."bgio_matches"/.test(s.text)).length
        ).toBeLessThanOrEqual(1);
        expect(m.filter((s) => /bgio_messages/.test(s.text))).toEqual([]);
        // On node-postgres, each prepared once per connection and run by name afterwards:
        // PostgreSQL parses and plans none of them again (PGlite has no names).
        if (title === "PostgreSQL")
          expect(
            m.filter((s) => s.name === undefined).map((s) => s.text)
          ).toEqual([]);
      }
    },
    400_000
  );
