/**
 * The package as users get it: `npm pack`, installed into a fresh consumer project, then
 * used from Node ESM and CommonJS, type-checked by tsc under `node16` and `bundler`
 * resolution, bundled for the browser (with a size budget per subpath), and played in
 * headless Chromium through the example frontend in `examples/web`.
 *
 * Needs `npm run build` first (`npm test` does it) and the npm registry (for the
 * consumer's dependencies). Installs the tarball `npm test` packed (NAUTICAL_PACKED,
 * scripts/pack.mjs), or packs one when run alone. The browser test needs Chromium at /usr/bin/chromium; it is
 * skipped with a notice when absent, unless NAUTICAL_REQUIRE_BROWSER=1 (set by .ci/run).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownBroken } from '../docs/known-broken.js';
import { checkBlocks, docBlocks } from '../docs/blocks.js';
import { givenPack, pack, type Packed } from '../../scripts/pack.mjs';

const repo = resolve(__dirname, '../..');
const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { exports: Record<string, unknown>; version: string };
const subpaths = Object.keys(pkg.exports).filter((k) => k !== './package.json');
const importName = (subpath: string): string => (subpath === '.' ? 'nautical-rules' : `nautical-rules/${subpath.slice(2)}`);
const chromium = '/usr/bin/chromium';
const requireBrowser = process.env['NAUTICAL_REQUIRE_BROWSER'] === '1';
const artifacts = join(repo, '.artifacts');

let project = '';
/** What `npm pack` says about the tarball. */
let tarball: Omit<Packed, 'filename' | 'tarball'> = { size: 0, unpackedSize: 0, entryCount: 0, files: [] };
/** Subpaths for Node only (worker threads, job queues, the server and its table), bundled for Node in the size check; the rest must bundle for the browser. */
const NODE_ONLY = new Set(['./parallel', './boardgameio/server']);

/**
 * The package's budget, in bytes unpacked: the code, its declarations with their comments,
 * the README, guides and changelog. 3.50 MB on 3 December 2026, so a guide or a module more
 * fits; what it is for is an accident (source maps, the sources or dist twice: a megabyte
 * or more), which the budget and the checks below catch.
 */
const unpackedBudget = 4_000_000;

function run(command: string, args: string[], cwd = project): string {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${err.stdout ?? ''}${err.stderr ?? ''}`);
  }
}

beforeAll(() => {
  if (!existsSync(join(repo, 'dist/index.js'))) throw new Error('dist/ is missing: run npm run build first (npm test does).');
  const tmp = mkdtempSync(join(tmpdir(), 'nautical-consumer-'));
  // The tarball `npm test` packed once for every test that needs it, or one of our own.
  const packed = givenPack() ?? pack(join(tmp, 'package'));
  tarball = packed;
  const tarballFile = packed.tarball;
  project = join(tmp, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }));
  const fastCheck = (JSON.parse(readFileSync(join(repo, 'node_modules/fast-check/package.json'), 'utf8')) as { version: string }).version;
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarballFile, `fast-check@${fastCheck}`]);
  for (const file of readdirSync(join(repo, 'consumers'))) cpSync(join(repo, 'consumers', file), join(project, file), { recursive: true });
  cpSync(join(repo, 'examples/web'), join(project, 'web'), { recursive: true });
});

describe('the build in dist/', () => {
  it('is reused by the commands that need it while no source is newer, in one line', () => {
    const before = readFileSync(join(repo, 'dist/cli/index.js'), 'utf8');
    const r = spawnSync(process.execPath, [join(repo, 'scripts/ensure-built.mjs')], { cwd: repo, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('Using the build in dist/ (newer than every source file; `npm run build` rebuilds it).\n');
    expect(readFileSync(join(repo, 'dist/cli/index.js'), 'utf8')).toBe(before);
  });

  it('starts the command line with its #! line, and ships no source maps', () => {
    expect(readFileSync(join(repo, 'dist/cli/index.js'), 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(readdirSync(join(repo, 'dist'), { recursive: true }).filter((f) => String(f).endsWith('.map'))).toEqual([]);
  });

  it('keeps `??` and `?.` native in the CommonJS build (helper calls in their place made play about a fifth slower)', () => {
    const cjs = readdirSync(join(repo, 'dist'), { recursive: true }).map(String).filter((f) => f.endsWith('.cjs'));
    expect(cjs.length).toBeGreaterThan(10);
    const helpers = cjs.filter((f) => /\b_(?:nullishCoalesce|optionalChain)\(/.test(readFileSync(join(repo, 'dist', f), 'utf8')));
    expect(helpers).toEqual([]);
  });
});

describe('the packed package in a fresh project', () => {
  it('installs only what it needs', () => {
    const installed = JSON.parse(readFileSync(join(project, 'node_modules/nautical-rules/package.json'), 'utf8')) as { version: string };
    expect(installed.version).toBe(pkg.version);
    expect(existsSync(join(project, 'node_modules/nautical-rules/src'))).toBe(false);
    expect(existsSync(join(project, 'node_modules/nautical-rules/tests'))).toBe(false);
  });

  it('runs nothing at install and its command line works at once (npx, no build)', () => {
    const installed = JSON.parse(readFileSync(join(project, 'node_modules/nautical-rules/package.json'), 'utf8')) as { scripts?: Record<string, string> };
    for (const hook of ['preinstall', 'install', 'postinstall', 'prepare']) expect(installed.scripts?.[hook], hook).toBeUndefined();
    const out = run('npx', ['--no-install', 'nautical-rules', 'simulate', 'meuterer', '--players', '3', '--seed', '1']);
    expect(out).toContain('Final ranking:');
    // The guides travel with the package; the HTML API reference does not (the comments are in the .d.ts).
    expect(existsSync(join(project, 'node_modules/nautical-rules/docs/frontend.md'))).toBe(true);
    expect(existsSync(join(project, 'node_modules/nautical-rules/docs/api'))).toBe(false);
  });

  it(`stays under ${unpackedBudget / 1e6} MB unpacked, without source maps or the HTML API reference`, () => {
    const mb = (n: number): string => `${(n / 1e6).toFixed(2)} MB`;
    const byFolder = new Map<string, number>();
    for (const f of tarball.files) {
      const folder = f.path.split('/').slice(0, f.path.startsWith('dist/') ? 1 : 2).join('/');
      byFolder.set(folder, (byFolder.get(folder) ?? 0) + f.size);
    }
    console.log(
      [`Tarball: ${mb(tarball.size)}, ${mb(tarball.unpackedSize)} unpacked in ${tarball.entryCount} files (budget ${mb(unpackedBudget)}):`, ...[...byFolder].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `  ${k.padEnd(24)} ${mb(v)}`)].join('\n'),
    );
    expect(tarball.files.filter((f) => f.path.endsWith('.map') || f.path.startsWith('docs/api/')).map((f) => f.path)).toEqual([]);
    // Each declaration file keeps its TSDoc comments (editors show them) and has a CommonJS twin.
    const dts = tarball.files.filter((f) => f.path.endsWith('.d.ts')).map((f) => f.path);
    expect(dts).toContain('dist/meuterer/index.d.ts');
    for (const f of dts) expect(tarball.files.some((g) => g.path === f.replace(/\.d\.ts$/, '.d.cts')), f).toBe(true);
    expect(readFileSync(join(project, 'node_modules/nautical-rules/dist/testing/index.d.ts'), 'utf8')).toMatch(/\/\*\*/);
    expect(tarball.unpackedSize, `the package is ${mb(tarball.unpackedSize)} unpacked`).toBeLessThanOrEqual(unpackedBudget);
  });

  it('plays every game from Node ESM (import)', () => {
    const out = run('node', ['play.mjs']);
    expect(out).toContain(`through ${subpaths.length} subpaths`);
    expect(out).toContain('meuterer plays, replays and passes the harness');
    expect(out).toContain('bots played meuterer to the end');
    expect(out).toContain('boardgameio: every game as a boardgame.io game');
  });

  it('plays every game from Node CommonJS (require)', () => {
    const out = run('node', ['play.cjs']);
    expect(out).toContain(`through ${subpaths.length} subpaths`);
    expect(out).toContain('boardgameio: every game as a boardgame.io game');
  });

  it.each(['node16', 'bundler'])('type-checks a consumer under moduleResolution %s', (mode) => {
    const tsc = join(repo, 'node_modules/typescript/bin/tsc');
    run('node', [tsc, '-p', `tsconfig.${mode}.json`]);
  });

  it('compiles every code example of the README, the guides and the doc comments against the package', () => {
    const blocks = docBlocks(repo).filter((b) => !(b.id in knownBroken));
    const problems = checkBlocks(repo, blocks, { kind: 'installed', project });
    const failing = blocks.filter((b) => problems.get(b.id)!.length > 0).map((b) => `${b.id} (line ${b.line}):\n  ${problems.get(b.id)!.join('\n  ')}`);
    expect(failing).toEqual([]);
  });

  it('keeps every subpath bundle under its size budget', async () => {
    const budget = JSON.parse(readFileSync(join(repo, 'consumers/size-budget.json'), 'utf8')) as Record<string, number>;
    const rows: string[] = [];
    const sizes: Record<string, number> = {};
    for (const subpath of subpaths) {
      const name = importName(subpath);
      // Node-only subpaths (worker threads, job queues) are bundled as a Node app would,
      // their optional peers left out; every other subpath must bundle for the browser.
      const nodeOnly = NODE_ONLY.has(subpath);
      const result = await build({
        stdin: { contents: `export * from '${name}';`, resolveDir: project, loader: 'js' },
        bundle: true,
        minify: true,
        format: 'esm',
        platform: nodeOnly ? 'node' : 'browser',
        write: false,
        external: nodeOnly ? ['fast-check', 'tinypool', 'pg-boss', 'pg', '@electric-sql/pglite', 'boardgame.io'] : ['fast-check'],
        logLevel: 'silent',
      });
      // No "ignoring this import" or other warning for a user's bundler.
      expect(result.warnings.map((w) => `${name}: ${w.text}`)).toEqual([]);
      const code = result.outputFiles[0]!.contents;
      const gzip = gzipSync(code).length;
      sizes[name] = gzip;
      rows.push(`${name.padEnd(28)} ${String(code.length).padStart(8)} B  ${String(gzip).padStart(7)} B gzip  (budget ${budget[name] ?? '?'} B gzip)`);
    }
    console.log(['Bundle sizes (minified, for the browser):', ...rows].join('\n'));
    for (const [name, gzip] of Object.entries(sizes)) {
      expect(budget[name], `no size budget for ${name} in consumers/size-budget.json`).toBeDefined();
      expect(gzip, `${name} is ${gzip} B gzipped, over its budget`).toBeLessThanOrEqual(budget[name] ?? 0);
    }
  });
});

/** The games the example frontend offers (its `GAMES` list). */
const webGames = [...readFileSync(join(repo, 'examples/web/main.ts'), 'utf8').matchAll(/^import \{ (\w+) \} from 'nautical-rules\/\w+';$/gm)].map((m) => m[1] as string);
/** The game played in Chromium from the packed package: the shortest to play by clicks (53 s, against 88-90 s for the others, at a load of about 15). */
const browserGame = 'meuterer';

describe('the example frontend in headless Chromium', () => {
  let server: Server | undefined;
  let port = 0;
  afterAll(() => server?.close());

  beforeAll(async () => {
    // The page's bundle, and the script of the Web Worker its bots think in, next to it.
    await build({
      entryPoints: { bundle: join(project, 'web/main.ts'), 'bot-worker': join(project, 'web/bot-worker.ts') },
      bundle: true,
      minify: true,
      format: 'iife',
      platform: 'browser',
      outdir: join(project, 'web'),
      logLevel: 'silent',
    });
    const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };
    server = createServer((req, res) => {
      const path = join(project, 'web', new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/$/, '/index.html'));
      if (!existsSync(path)) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(path));
    });
    await new Promise<void>((ok) => server!.listen(0, '127.0.0.1', ok));
    port = (server.address() as { port: number }).port;
  });

  it('offers every game of the package', () => {
    expect(webGames.sort()).toEqual(subpaths.filter((s) => s !== '.' && s !== './testing' && s !== './bots' && s !== './boardgameio' && s !== './boardgameio/server' && s !== './parallel').map((s) => s.slice(2)).sort());
  });

  // One game is enough here: what this proves is that the packed package bundles and runs
  // in a browser for a consumer (every game's subpath is bundled for the browser above, and
  // tests/browser/table.test.ts plays every game of the same page to its end from dist/).
  // Playing all four cost about 150 s a run.
  it.skipIf(!existsSync(chromium) && !requireBrowser)(`plays ${browserGame} against random bots to the final ranking`, async () => {
    const id = browserGame;
    if (!existsSync(chromium)) throw new Error(`${chromium} is required (apt-get install chromium; .ci/run does it).`);
    const { chromium: launcher } = await import('playwright-core');
    const browser = await launcher.launch({
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      // The URL sets the table up (seat 0 a person, random bots, no pause between their moves).
      await page.goto(`http://127.0.0.1:${port}/index.html?game=${id}&seed=7&seats=human,random,random,random&botDelay=0`);
      await page.waitForSelector('#status');
      expect(await page.textContent('#title')).toContain('seed 7');
      // A refused move shows its RuleError and changes nothing (from the developer drawer, closed by default).
      await page.click('#dev-drawer > summary');
      await page.click('button.illegal');
      expect(await page.textContent('#error')).toMatch(/^[A-Z_]+: /);
      let clicks = 0;
      for (;;) {
        const next = await page.waitForSelector('button.move, #ranking', { state: 'attached' });
        if ((await next.getAttribute('id')) === 'ranking') break;
        // The first group of moves is always unfolded.
        await page.click('button.move >> nth=0');
        clicks++;
        expect(clicks, 'the game in the page does not end').toBeLessThan(5000);
      }
      const ranking = await page.textContent('#ranking');
      expect(ranking).toContain('Final ranking');
      expect(ranking).toMatch(/Player 1 \(you\): -?\d+ points?/);
      expect(errors).toEqual([]);
      // A screenshot for a person to look at, when asked for (NAUTICAL_SCREENSHOTS=1, as the browser tests).
      if (process.env['NAUTICAL_SCREENSHOTS'] === '1') {
        mkdirSync(artifacts, { recursive: true });
        await page.screenshot({ path: join(artifacts, `web-${id}-final.png`), fullPage: true });
      }
      console.log(`Browser: ${id} finished after ${clicks} moves by seat 0${process.env['NAUTICAL_SCREENSHOTS'] === '1' ? `; screenshot in .artifacts/web-${id}-final.png` : ''}`);
    } finally {
      await browser.close();
    }
  });
});
