/**
 * `npm run example` (scripts/example.mjs): bundles the example frontend against dist/ and
 * serves it on 127.0.0.1. Needs `npm run build` first (`npm test` does it). The page itself
 * is played in headless Chromium by tests/browser/table.test.ts (every game, hot-seat,
 * undo, accessibility) and, from the packed package, by tests/consumers/package.test.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = resolve(__dirname, '../..');

describe('npm run example', () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill();
  });

  it('is the script package.json runs, and it builds the page and serves it on a free local port', async () => {
    const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts['example']).toContain('scripts/example.mjs');

    child = spawn(process.execPath, [join(repo, 'scripts/example.mjs'), '--port', '0'], { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
    const url = await new Promise<string>((ok, fail) => {
      let out = '';
      child!.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const found = /http:\/\/127\.0\.0\.1:\d+\//.exec(out);
        if (found) ok(found[0]);
      });
      child!.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child!.on('exit', (code) => fail(new Error(`example exited with ${code}: ${out}`)));
    });
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('bundle.js');
    // The page is readable on a phone and loads nothing from the network but its bundle.
    expect(html).toContain('name="viewport"');
    expect(html).not.toMatch(/(src|href)="https?:/);
    const bundle = await fetch(`${url}bundle.js`);
    expect(bundle.status).toBe(200);
    expect((await bundle.text()).length).toBeGreaterThan(10_000);
    // The script of the Web Worker the bots think in, next to the bundle.
    const worker = await fetch(`${url}bot-worker.js`);
    expect(worker.status).toBe(200);
    expect(await worker.text()).toContain('postMessage');
    // Nothing else of the checkout is served.
    expect((await fetch(`${url}package.json`)).status).toBe(404);
    expect((await fetch(`${url}..%2Fpackage.json`)).status).toBe(404);
  }, 60_000);
});
