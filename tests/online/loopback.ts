/**
 * How every test server listens: on 127.0.0.1 only (boardgame.io listens on every
 * interface), and without closing idle HTTP connections itself.
 *
 * Why the second: Node's server closes a keep-alive connection after 5 s idle, and the
 * tests' lobby clients (Node's fetch) stop reusing one after 4 s. On a loaded machine a
 * client's timer fires late, it sends its next lobby request (a whole game after the last)
 * on a connection the server is closing at that instant, and the request fails with
 * ECONNRESET (seen once in a clean-clone run: `createMatch` of tests/online/games.test.ts).
 * With `keepAliveTimeout = 0` only the client closes idle connections, so the two never race.
 */
import type { Server as HttpServer } from 'node:http';

export function listenOnLoopback(server: { readonly app: unknown }): void {
  const app = server.app as { listen: (...args: unknown[]) => HttpServer };
  const listen = app.listen.bind(app);
  app.listen = (port: unknown, callback: unknown) => {
    const http = listen(port, '127.0.0.1', callback);
    http.keepAliveTimeout = 0;
    return http;
  };
}
