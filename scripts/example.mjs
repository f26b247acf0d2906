#!/usr/bin/env node
// `npm run example`: bundles the example table (examples/web/main.ts) against this
// checkout's build in dist/ and serves it on http://127.0.0.1:PORT (default 8080; `--port 0`
// picks a free port). The page plays any of the four games in the browser, against bots or
// with several people at one screen; it needs nothing else once loaded. The URL is printed
// on stdout; stop with Ctrl-C.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(repo, 'examples/web');
const portArg = process.argv.indexOf('--port');
const port = portArg >= 0 ? Number(process.argv[portArg + 1]) : 8080;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('example: --port takes a port number (0 picks a free one)');
  process.exit(2);
}
if (!existsSync(join(repo, 'dist/index.js'))) {
  console.error('example: dist/ is missing: run `npm run build` first (`npm run example` builds it when missing or stale).');
  process.exit(2);
}

// The page imports 'nautical-rules/<game>' as a user's app would; here that name points at
// this checkout's build, so the example always shows the code next to it. The bots think
// in a Web Worker whose script, bot-worker.js, is bundled next to the page's.
await build({
  entryPoints: { bundle: join(web, 'main.ts'), 'bot-worker': join(web, 'bot-worker.ts') },
  bundle: true,
  minify: true,
  format: 'iife',
  platform: 'browser',
  alias: { 'nautical-rules': join(repo, 'dist') },
  outdir: web,
  logLevel: 'warning',
});

const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };
const server = createServer((req, res) => {
  const path = normalize(new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/$/, '/index.html'));
  const file = join(web, path);
  // Only the page and its bundles are served, nothing else of the checkout.
  if (!['/index.html', '/bundle.js', '/bot-worker.js'].includes(path) || !existsSync(file)) {
    res.writeHead(404).end('not found');
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(file)] }).end(readFileSync(file));
});
// A port another program holds is one line, not a stack trace.
server.on('error', (e) => {
  const why = e.code === 'EADDRINUSE' ? `port ${port} is in use` : e.code === 'EACCES' ? `port ${port} needs more rights` : e.message;
  console.error(`example: ${why}; choose another with \`npm run example -- --port N\` (0 picks a free one).`);
  process.exit(2);
});
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  console.log(`The example frontend: http://127.0.0.1:${address.port}/ (Ctrl-C stops it)`);
});
