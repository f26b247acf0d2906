#!/usr/bin/env node
// `npm run build`: dist/ from src/, quietly (one line, plus any warning or error).
// - tsup bundles the JavaScript only (ESM with the command line, and CommonJS), no source maps;
// - tsc emits the declarations once, per source file and with their TSDoc comments, at the
//   same time; each `.d.ts` is then copied to a `.d.cts` (its relative imports pointing at
//   the `.d.cts` files), so `require` users get CommonJS declarations;
// - the command line gets its `#!` line and is made executable.
import { spawn } from 'node:child_process';
import { chmodSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(repo, 'dist');
const bin = (name) => join(repo, 'node_modules/.bin', name);
const started = Date.now();

/** Runs a command and resolves with its output (stdout and stderr) and exit code. */
function run(command, args) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: repo, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (e) => done({ code: 1, out: String(e) }));
    child.on('close', (code) => done({ code: code ?? 1, out }));
  });
}

/** tsup's own progress lines ("ESM dist/x.js 12 KB", "CJS ⚡️ Build success"): everything else is kept. */
const progress = /^(CLI|ESM|CJS|DTS)\s/;
const strip = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

rmSync(dist, { recursive: true, force: true });
const [js, dts] = await Promise.all([
  run(process.execPath, [bin('tsup')]),
  run(process.execPath, [join(repo, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.lib.json', '--noEmit', 'false', '--declaration', '--emitDeclarationOnly', '--outDir', 'dist', '--rootDir', 'src']),
].map((p, i) => p.then((r) => (i === 0 ? { ...r, out: strip(r.out).split('\n').filter((l) => l.trim() !== '' && !progress.test(l)).join('\n') } : r))));

for (const { out } of [js, dts]) if (out.trim() !== '') console.log(out.trim());
if (js.code !== 0 || dts.code !== 0) {
  console.error(`build failed (${js.code !== 0 ? 'tsup' : 'tsc'}): see above.`);
  process.exit(1);
}

/** Every file under `dir`. */
const files = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));

// esbuild keeps `import "./chunk-X.js"` for the modules an entry re-exports nothing from
// (functions only, declared free of side effects by `"sideEffects": false`); bundlers then
// warn that they ignore it. They go: the chunks hold declarations only.
// The ES build has no whitespace, so its bare imports sit on one line with the rest
// (`import"../chunk-X.js";import{a}from"..."`): they are matched wherever they stand.
// The same goes for io-ts and fp-ts, which declare themselves free of side effects: a
// module that uses them only in code another entry keeps leaves a bare import behind.
const bareChunk = /(?<![\w$.])import ?"(?:\.{1,2}\/(?:\.\.\/)*chunk-[A-Z0-9]+\.js|(?:io-ts|fp-ts)(?:\/[\w./-]*)?)";\n?|^require\('(?:\.{1,2}\/(?:\.\.\/)*chunk-[A-Z0-9]+\.cjs|(?:io-ts|fp-ts)(?:\/[\w./-]*)?)'\);\n/gm;
for (const file of files(dist).filter((f) => /\.c?js$/.test(f))) {
  const text = readFileSync(file, 'utf8');
  if (bareChunk.test(text)) writeFileSync(file, text.replace(bareChunk, ''));
  bareChunk.lastIndex = 0;
}

// `./game.js` in a `.d.ts` is `./game.cjs` in its `.d.cts` twin.
const relativeJs = /((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]*?)\.js(['"])/g;
for (const file of files(dist).filter((f) => f.endsWith('.d.ts'))) {
  writeFileSync(file.replace(/\.d\.ts$/, '.d.cts'), readFileSync(file, 'utf8').replace(relativeJs, '$1$2.cjs$3'));
}

const cli = join(dist, 'cli/index.js');
writeFileSync(cli, `#!/usr/bin/env node\n${readFileSync(cli, 'utf8')}`);
chmodSync(cli, 0o755);

const all = files(dist);
const bytes = all.reduce((sum, f) => sum + statSync(f).size, 0);
console.log(`Built ${relative(repo, dist)}/ in ${((Date.now() - started) / 1000).toFixed(1)} s: ${all.length} files, ${(bytes / 1e6).toFixed(2)} MB.`);
