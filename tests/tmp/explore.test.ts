import { it } from 'vitest';
import { CLI_GAMES } from '../../src/cli/games.js';
import { componentIds, leakedId } from '../../src/testing/label-ids.js';
import { Random } from '../../src/core/random.js';

const configs: Record<string, unknown[]> = {
  meuterer: [{ players: 3 }, { players: 4, pirates: true }],
  nauticus: [{ players: 2 }, { players: 4 }],
  bremerhaven: [{ players: 3, variant: 'long' }, { players: 1, variant: 'solo' }, { players: 4, variant: 'short' }],
  shipyard: [{ players: 2 }, { players: 4 }],
};
it('explore', () => {
  const only = process.env['ONLY'];
  for (const cg of CLI_GAMES) {
    const g = cg.game;
    if (only && g.id !== only) continue;
    const seen = new Map<string, string>();
    const dupes = new Set<string>();
    for (const config of configs[g.id] ?? []) {
      for (let seed = 1; seed <= Number(process.env['SEEDS'] ?? 2); seed++) {
        const r = Random.seeded(seed * 7);
        const s0 = g.setup(config, seed);
        if (s0._tag === 'Left') { console.log(g.id, 'setup', s0.left.message); continue; }
        let s = s0.right;
        const t = g.table(s); if (t._tag === 'Left') continue;
        const ids = componentIds(t.right);
        const note = (kind: string, text: string) => { const id = leakedId(text, ids); if (id !== null) { const k = kind + ':' + text.replace(/\d+/g, 'N').slice(0, 40); if (!seen.has(k)) seen.set(k, text); } };
        for (const l of g.describeStart(s, 'all')) note('start', l);
        for (let step = 0; step < 3000 && !g.isOver(s); step++) {
          const active = g.activePlayers(s);
          for (const seat of active) {
            const v = g.view(s, seat); if (v._tag === 'Left') continue;
            const labels = new Map<string, string>();
            for (const m of g.legalMoves(s, seat)) {
              const lab = g.moveLabel(t.right, v.right, m); note('label', lab); note('group', g.moveGroup(t.right, v.right, m));
              if (labels.has(lab)) dupes.add(lab); labels.set(lab, '');
              if (lab.length >= 60) dupes.add('LONG ' + lab);
            }
          }
          const seat = r.pick(active); const ms = g.legalMoves(s, seat); const m = r.pick(ms);
          const n = g.apply(s, m); if (n._tag === 'Left') break;
          for (const l of g.describe(s, m, n.right, 'all')) note('log', l);
          s = n.right;
        }
      }
    }
    console.log(`== ${g.id}: ${seen.size} leaks\n` + [...seen.values()].join('\n') + '\n dupes/long: ' + [...dupes].slice(0, 20).join('\n'));
  }
}, 600000);
