/**
 * What may fail inside a boardgame.io server without ending the process: a socket handler
 * of boardgame.io (async, and awaited by nothing, so a rejection would be unhandled), an
 * HTTP upgrade (the request that opens a WebSocket, handled by socket.io 3's engine.io and
 * ws), and the guard's own logger. Each is contained here and logged.
 *
 * @module
 */
import { clip } from '../core/plain.js';
import { upgradeProblem } from './inbound.js';

/** A TCP connection, as Node hands an HTTP upgrade over. */
interface Connection {
  on(event: 'error', listener: (e: unknown) => void): unknown;
  destroy(): void;
}
/** The request of an HTTP upgrade (the parts the guard reads). */
interface UpgradeRequest {
  readonly method?: unknown;
  readonly headers?: unknown;
}
type UpgradeListener = (request: UpgradeRequest, connection: Connection, head: unknown) => void;
/** The HTTP server socket.io is attached to (made by boardgame.io's socket transport). */
export interface HttpServerLike {
  listeners(event: 'upgrade'): UpgradeListener[];
  removeAllListeners(event: 'upgrade'): unknown;
  on(event: 'upgrade', listener: UpgradeListener): unknown;
}
/** What listeners can be added to (a socket.io socket). */
export interface Listening {
  on(event: string, listener: (...args: unknown[]) => unknown): unknown;
}

/** `log`, made safe to call anywhere: a logger that throws must not end the process either. */
export function safe(log: (message: string) => void): (message: string) => void {
  return (message) => {
    try {
      log(message);
    } catch {
      // Nowhere left to report it.
    }
  };
}

/** A short description of anything thrown (an Error's name and message, cut short). */
export const errorName = (e: unknown): string => {
  try {
    return e instanceof Error ? `${e.name}: ${clip(e.message, 120)}` : 'a value that is not an Error';
  } catch {
    return 'an unreadable error';
  }
};

/**
 * Makes every listener added to `socket` contain its own failures: one that throws or
 * returns a rejected promise is logged. boardgame.io's listeners are async and nothing
 * awaits them, so a rejection would otherwise end the process.
 */
export function containFailures(socket: Listening, log: (message: string) => void): void {
  const on = socket.on.bind(socket);
  socket.on = (event, listener) =>
    on(event, (...args: unknown[]) => {
      const failed = (e: unknown): void => log(`nautical-rules/boardgameio: a ${clip(event, 20)} handler failed (${errorName(e)}).`);
      try {
        const result = listener(...args);
        if (typeof result === 'object' && result !== null && typeof (result as { then?: unknown }).then === 'function') {
          (result as Promise<unknown>).then(undefined, failed);
        }
        return result;
      } catch (e) {
        failed(e);
        return undefined;
      }
    });
}

/**
 * Puts the guard before socket.io's handling of HTTP upgrades (the requests that open a
 * WebSocket): each connection gets an error listener (Node hands it over without one, and
 * socket.io 3's engine.io adds none for a path it does not serve, so a client that reset
 * it ended the process), its request is checked by `upgradeProblem`, and a listener that
 * throws anyway is logged and its connection closed.
 */
export function guardUpgrades(server: HttpServerLike, log: (message: string) => void): void {
  const listeners = server.listeners('upgrade');
  server.removeAllListeners('upgrade');
  server.on('upgrade', (request, connection, head) => {
    connection.on('error', (e) => log(`nautical-rules/boardgameio: an upgrading connection failed (${errorName(e)}).`));
    const problem = upgradeProblem(request);
    if (problem !== null) {
      log(`nautical-rules/boardgameio: refused ${problem}.`);
      connection.destroy();
      return;
    }
    for (const listener of listeners) {
      try {
        listener.call(server, request, connection, head);
      } catch (e) {
        log(`nautical-rules/boardgameio: an upgrade handler failed (${errorName(e)}).`);
        connection.destroy();
      }
    }
  });
}
