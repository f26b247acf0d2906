/**
 * The online table: bot seats played by the server, leased across processes, and
 * replays of every match, seat by seat (see docs/online-table.md).
 *
 * @module
 */
export { onlineTable, type OnlineTable, type OnlineTableOptions, type ServerLike } from './table.js';
export { memoryLeases, postgresLeases, type BotSeatRow, type BotSpec, type LeaseStore } from './leases.js';
export { memorySeeds, postgresSeeds, type SeedStore } from './seeds.js';
export { rebuildMatch, seatReplay, type MatchReplay, type Rebuilt, type ReplayStep, type SeatClocks, type SeatReplay, type StoredMatch } from './replay.js';
export type { ClientMakers } from './bot-seat.js';
export type { Handover, LeaverOptions } from './leavers.js';
export { advance, clocksAt, newClocks, type ClockOptions, type Clocks } from './clocks.js';
export type { TableEvent } from '../types.js';
