/**
 * `--report FILE.html`: a summary as one self-contained page (inline CSS and hand-made
 * SVG; no script, no font, nothing fetched), to open in any browser or attach to an
 * issue. Every figure in a table carries the JSON path it comes from and its exact value
 * (`data-json`, `data-value`), so that a test can hold the page to the JSON summary.
 *
 * @module
 */
import { defaultName } from '../core/words.js';
import type { GameSummary, Timing } from './summary.js';

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** How a figure is shown: a percentage with one decimal, a number with two, or an integer. */
export type FigureFormat = 'pct' | 'fixed2' | 'int';

/** The text a figure is shown as. */
export function formatFigure(value: number, format: FigureFormat): string {
  return format === 'pct' ? `${(100 * value).toFixed(1)}%` : format === 'fixed2' ? value.toFixed(2) : String(Math.round(value));
}

/** A table cell holding one figure of the summary, with the path it comes from. */
function cell(path: string, value: number, format: FigureFormat): string {
  return `<td data-json="${escape(path)}" data-value="${escape(JSON.stringify(value))}" data-format="${format}">${escape(formatFigure(value, format))}</td>`;
}

function table(head: readonly string[], rows: readonly string[][]): string {
  return `<table><thead><tr>${head.map((h) => `<th>${escape(h)}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.join('')}</tr>`).join('')}</tbody></table>`;
}

const text = (t: string): string => `<td>${escape(t)}</td>`;

/** Horizontal bars of rates in [0, 1], each with its 95% interval drawn as a line. */
function intervalChart(label: string, rows: readonly { name: string; rate: number; low: number; high: number }[]): string {
  const width = 520;
  const left = 140;
  const bar = 22;
  const height = rows.length * (bar + 8) + 24;
  const x = (v: number): number => left + v * (width - left - 20);
  const parts = rows.map((r, i) => {
    const y = 8 + i * (bar + 8);
    return (
      `<text x="${left - 8}" y="${y + bar / 2 + 4}" text-anchor="end">${escape(r.name)}</text>` +
      `<rect x="${left}" y="${y}" width="${(x(r.rate) - left).toFixed(1)}" height="${bar}" class="bar"/>` +
      `<line x1="${x(r.low).toFixed(1)}" x2="${x(r.high).toFixed(1)}" y1="${y + bar / 2}" y2="${y + bar / 2}" class="ci"/>` +
      `<line x1="${x(r.low).toFixed(1)}" x2="${x(r.low).toFixed(1)}" y1="${y + 5}" y2="${y + bar - 5}" class="ci"/>` +
      `<line x1="${x(r.high).toFixed(1)}" x2="${x(r.high).toFixed(1)}" y1="${y + 5}" y2="${y + bar - 5}" class="ci"/>`
    );
  });
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((t) => `<text x="${x(t).toFixed(1)}" y="${height - 4}" text-anchor="middle" class="tick">${t * 100}%</text>`);
  return `<svg role="img" aria-label="${escape(label)}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}${ticks.join('')}</svg>`;
}

/** A histogram of `[value, count]` pairs (values in order), as vertical bars. */
function histogram(label: string, counts: readonly (readonly [number, number])[]): string {
  const width = 520;
  const height = 140;
  if (counts.length === 0) return '';
  const lo = counts[0]![0];
  const hi = counts.at(-1)![0];
  // At most 40 bins: long games have many distinct lengths.
  const bins = Math.min(40, hi - lo + 1);
  const size = (hi - lo + 1) / bins;
  const heights = new Array<number>(bins).fill(0);
  for (const [v, n] of counts) heights[Math.min(bins - 1, Math.floor((v - lo) / size))]! += n;
  const top = Math.max(...heights);
  const w = (width - 40) / bins;
  const rects = heights.map((h, i) => `<rect x="${(20 + i * w).toFixed(1)}" y="${(height - 20 - (h / top) * (height - 30)).toFixed(1)}" width="${Math.max(1, w - 1).toFixed(1)}" height="${((h / top) * (height - 30)).toFixed(1)}" class="bar"/>`);
  return `<svg role="img" aria-label="${escape(label)}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${rects.join('')}<text x="20" y="${height - 4}" class="tick">${lo}</text><text x="${width - 20}" y="${height - 4}" text-anchor="end" class="tick">${hi}</text></svg>`;
}

const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:2em auto;max-width:60em;color:#1b2733;padding:0 1em}
h1{font-size:1.5em}h2{font-size:1.15em;margin-top:2em;border-bottom:1px solid #ccd}
table{border-collapse:collapse;margin:.5em 0}td,th{padding:.2em .7em;border-bottom:1px solid #e3e6ea;text-align:right}
th{background:#f3f5f7}td:first-child,th:first-child{text-align:left}
svg{display:block;margin:.5em 0}.bar{fill:#4a7bb0}.ci{stroke:#1b2733;stroke-width:2}.tick{font-size:11px;fill:#556}
.note{color:#556;font-size:.9em}`;

/**
 * The report of `summary` (and what was measured, `timing`) as a complete HTML page.
 * `title` is the game's name.
 */
export function htmlReport(title: string, summary: GameSummary, timing: Timing): string {
  const bots = summary.bots !== undefined;
  // People read the report: seats count from 1, as in the games' own words (Player 1 is seat 0).
  const seatName = (s: number): string => (bots ? `${defaultName(s)} (${summary.seats[s]?.bot ?? '?'})` : defaultName(s));
  const sections: string[] = [];
  const kind = bots ? 'games between bots' : 'random games';
  sections.push(
    `<h1>${escape(title)}: ${summary.games}${summary.games === summary.requested ? '' : ` of ${summary.requested}`} ${kind}</h1>`,
    `<p>${escape(summary.seeds)}, ${summary.players} players; config <code>${escape(JSON.stringify(summary.config))}</code>.</p>`,
  );
  sections.push(
    '<h2 id="seats">Win share per player</h2>',
    `<p class="note">${bots ? 'A win is a sole first place; a shared first place counts as a loss.' : 'A first place shared by k seats counts 1/k.'} Bars show the rate, lines its 95% Wilson interval.</p>`,
    intervalChart('win rate per player', summary.seats.map((s) => ({ name: seatName(s.seat), rate: s.winRate, low: s.winRateLow, high: s.winRateHigh }))),
    table(
      ['Player', 'win rate', 'low', 'high', 'average score', 'decisions', 'ms per decision'],
      summary.seats.map((s) => [
        text(seatName(s.seat)),
        cell(`seats.${s.seat}.winRate`, s.winRate, 'pct'),
        cell(`seats.${s.seat}.winRateLow`, s.winRateLow, 'pct'),
        cell(`seats.${s.seat}.winRateHigh`, s.winRateHigh, 'pct'),
        cell(`seats.${s.seat}.averageScore`, s.averageScore, 'fixed2'),
        cell(`seats.${s.seat}.decisions`, s.decisions, 'int'),
        cell(`timing.msPerDecision.${s.seat}`, timing.msPerDecision[s.seat] ?? 0, 'fixed2'),
      ]),
    ),
  );
  if (summary.botTable !== undefined) {
    const order = summary.botTable.map((b, i) => ({ b, i })).sort((x, y) => y.b.rating.ordinal - x.b.rating.ordinal || x.i - y.i);
    sections.push(
      '<h2 id="bots">Ranking of the bots</h2>',
      '<p class="note">By rating (Plackett-Luce, Weng and Lin: mu - 3 sigma), updated game by game in seed order; win rate per seat played.</p>',
      intervalChart('win rate per bot', order.map(({ b }) => ({ name: b.bot, rate: b.winRate, low: b.winRateLow, high: b.winRateHigh }))),
      table(
        ['Bot', 'rating', 'mu', 'sigma', 'win rate', 'low', 'high', 'average score', 'average place', 'seat-games'],
        order.map(({ b, i }) => [
          text(b.bot),
          cell(`botTable.${i}.rating.ordinal`, b.rating.ordinal, 'fixed2'),
          cell(`botTable.${i}.rating.mu`, b.rating.mu, 'fixed2'),
          cell(`botTable.${i}.rating.sigma`, b.rating.sigma, 'fixed2'),
          cell(`botTable.${i}.winRate`, b.winRate, 'pct'),
          cell(`botTable.${i}.winRateLow`, b.winRateLow, 'pct'),
          cell(`botTable.${i}.winRateHigh`, b.winRateHigh, 'pct'),
          cell(`botTable.${i}.averageScore`, b.averageScore, 'fixed2'),
          cell(`botTable.${i}.averagePlace`, b.averagePlace, 'fixed2'),
          cell(`botTable.${i}.seatGames`, b.seatGames, 'int'),
        ]),
      ),
    );
  }
  if (summary.pairwise !== undefined) {
    const p = summary.pairwise;
    sections.push(
      '<h2 id="pairwise">Pairwise</h2>',
      '<p class="note">The share of meetings in which the row\'s bot finished strictly ahead of the column\'s.</p>',
      table(['', ...p.bots], p.bots.map((b, i) => [text(b), ...p.bots.map((_, j) => (i === j ? text('—') : cell(`pairwise.ahead.${i}.${j}`, p.ahead[i]![j]!, 'pct')))])),
    );
  }
  sections.push('<h2 id="scores">Score distributions</h2>');
  for (const s of summary.seats) sections.push(`<h3>${escape(seatName(s.seat))}</h3>`, histogram(`scores of ${defaultName(s.seat)}`, s.scores));
  sections.push(
    '<h2 id="length">Game length</h2>',
    histogram('game length in moves', summary.length.counts),
    table(['', 'moves'], [
      [text('average'), cell('length.average', summary.length.average, 'fixed2')],
      [text('shortest'), cell('length.shortest', summary.length.shortest, 'int')],
      [text('longest'), cell('length.longest', summary.length.longest, 'int')],
    ]),
  );
  const types = Object.entries(summary.moveTypes);
  const total = types.reduce((sum, [, n]) => sum + n, 0);
  sections.push(
    '<h2 id="moves">Move types played</h2>',
    intervalChart('share of each move type', types.map(([t, n]) => ({ name: t, rate: total === 0 ? 0 : n / total, low: total === 0 ? 0 : n / total, high: total === 0 ? 0 : n / total }))),
    table(['Move type', 'moves'], types.map(([t, n]) => [text(t), cell(`moveTypes.${t}`, n, 'int')])),
  );
  sections.push(
    '<h2 id="time">Time</h2>',
    `<p class="note">Measured on the machine that played (and under its load): not part of the reproducible summary.</p>`,
    table(['', ''], [
      [text('seconds'), cell('timing.seconds', timing.seconds, 'fixed2')],
      [text('games per second'), cell('timing.gamesPerSecond', timing.gamesPerSecond, 'fixed2')],
    ]),
  );
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}: ${summary.games} ${kind}</title><style>${STYLE}</style></head><body>${sections.join('\n')}</body></html>\n`;
}
