/** The Meuterer drawing's styles; every class starts with `meuterer-` so the page's own styles never clash. */
export const MEUTERER_CSS = `
.meuterer-table { display: flex; flex-direction: column; gap: .7rem; max-width: 100%; min-width: 0; color: #132; font-size: 14px; }
.meuterer-table * { box-sizing: border-box; }
.meuterer-status { display: flex; flex-wrap: wrap; gap: .3rem .9rem; align-items: center; padding: .45rem .7rem; background: #123a5a; color: #fff; border-radius: 8px; }
.meuterer-status--over { background: #6b4a00; }
.meuterer-main { display: flex; flex-wrap: wrap; gap: .8rem; align-items: flex-start; }
.meuterer-circle-box { flex: 1 1 300px; max-width: 460px; min-width: 0; overflow: auto; }
.meuterer-circle { display: block; width: 100%; height: auto; background: radial-gradient(circle, #cfe8f7 0%, #9cc9e6 70%, #86b9da 100%); border-radius: 50%; }
.meuterer-side-col { flex: 1 1 280px; min-width: 0; display: flex; flex-direction: column; gap: .6rem; }
.meuterer-route { fill: none; stroke: #fff; stroke-width: 2; stroke-dasharray: 4 5; opacity: .8; }
.meuterer-island-disc { stroke: #6d5a36; stroke-width: 1.5; }
.meuterer-island--active .meuterer-island-disc { stroke: #e6a800; stroke-width: 5; }
.meuterer-island--sale .meuterer-island-disc { stroke: #d0312d; stroke-dasharray: 6 3; }
/* A light edge around the names: drawn at 12 px on a small phone, a long name reaches past its island's disc. */
.meuterer-island-name { font: 600 12px system-ui, sans-serif; fill: #2a2110; paint-order: stroke; stroke: #fffaf0; stroke-width: 3px; stroke-linejoin: round; }
.meuterer-legend { margin: .3rem 0 0; font-size: 12px; color: #456; line-height: 1.5; }
.meuterer-dot, .meuterer-key { display: inline-block; min-width: 1.2em; text-align: center; border-radius: 50%; background: #3b3b3b; color: #fff; font-size: 12px; }
.meuterer-key { border-radius: 3px; } .meuterer-key--C { background: #123a5a; } .meuterer-key--M { background: #b3261e; }
.meuterer-majority { font: 12px system-ui, sans-serif; fill: #2a2110; }
.meuterer-shadow { fill: #3b3b3b; }
.meuterer-shadow-text { font: 700 12px system-ui, sans-serif; fill: #fff; }
.meuterer-centre-big { font: 700 18px system-ui, sans-serif; fill: #123a5a; }
.meuterer-centre { font: 12px system-ui, sans-serif; fill: #123a5a; }
.meuterer-fill--any { fill: #f3ead2; } .meuterer-fill--ruby { fill: #f6c9cf; } .meuterer-fill--salt { fill: #f4f1ea; }
.meuterer-fill--wine { fill: #e2c6dc; } .meuterer-fill--cloth { fill: #c9dcf1; } .meuterer-fill--grain { fill: #f4e2a8; }
.meuterer-symbol { fill: none; stroke: currentColor; stroke-width: 1.8; stroke-linecap: round; stroke-linejoin: round; }
g.meuterer-symbol { stroke: #2a2110; }
.meuterer-ship path { fill: #7a4a1e; stroke: #3d240c; stroke-width: 1.2; }
.meuterer-ship .meuterer-ship-rig { fill: #fffaf0; stroke: #3d240c; }
.meuterer-ship--previous { opacity: .4; }
.meuterer-ship--pirate path { fill: #222; } .meuterer-ship--pirate .meuterer-ship-rig { fill: #444; }
.meuterer-dest rect { stroke: #333; stroke-width: 1.2; }
.meuterer-dest text { font: 700 12px system-ui, sans-serif; fill: #fff; }
.meuterer-dest--C rect { fill: #123a5a; } .meuterer-dest--M rect { fill: #b3261e; }
.meuterer-cards { display: flex; flex-wrap: wrap; gap: .25rem; align-items: center; }
.meuterer-card { display: inline-flex; flex-direction: column; align-items: center; justify-content: center; gap: 2px; width: 54px; height: 74px; border-radius: 6px; border: 1.5px solid rgba(0,0,0,.35); font-size: 12px; font-weight: 600; box-shadow: 0 1px 2px rgba(0,0,0,.2); }
.meuterer-card--small { width: 30px; height: 40px; font-size: 0; gap: 0; border-radius: 4px; }
.meuterer-card--small .meuterer-card-name { display: none; }
.meuterer-card--ruby { background: #c0233b; color: #fff; } .meuterer-card--salt { background: #f2efe6; color: #333; }
.meuterer-card--wine { background: #6b2a5e; color: #fff; } .meuterer-card--cloth { background: #2f6fb0; color: #fff; }
.meuterer-card--grain { background: #e2b23a; color: #3a2a00; } .meuterer-card--conflict { background: #4a4a4a; color: #fff; }
.meuterer-card--pirate { background: #111; color: #fff; }
.meuterer-card--back { background: repeating-linear-gradient(45deg, #1f4e79 0 4px, #2a6399 4px 8px); width: 16px; height: 24px; }
.meuterer-role { display: inline-flex; flex-direction: column; padding: .2rem .5rem; border-radius: 6px; border: 1.5px solid #8a6d3b; background: #fff4dc; font-weight: 600; font-size: 12.5px; line-height: 1.15; }
.meuterer-role small { font-weight: 400; color: #5a4a2a; }
.meuterer-role--mutineer { background: #fbe0dc; border-color: #b3261e; } .meuterer-role--cabinBoy { background: #fdeccf; }
.meuterer-role--mate { background: #dcebfb; border-color: #1f4e79; } .meuterer-role--merchant { background: #e4f5dc; border-color: #3e7a2a; }
.meuterer-role--loader { background: #ece3f7; border-color: #5a3a8a; }
.meuterer-role--hidden { background: repeating-linear-gradient(45deg, #8a6d3b 0 5px, #a0824c 5px 10px); color: #fff; border-color: #5c4622; }
.meuterer-role--hidden small { color: #f3e6cc; }
.meuterer-seats { display: flex; flex-wrap: wrap; gap: .6rem; }
.meuterer-seat { flex: 1 1 220px; min-width: 0; max-width: 100%; background: #fff; border: 1px solid #c9d6e0; border-radius: 8px; padding: .5rem .6rem; display: flex; flex-direction: column; gap: .35rem; }
.meuterer-seat--turn { border: 2px solid #e6a800; box-shadow: 0 0 0 3px rgba(230,168,0,.25); }
.meuterer-seat--you { background: #f3fbff; }
.meuterer-seat-head { display: flex; flex-wrap: wrap; gap: .3rem; align-items: center; }
.meuterer-seat-name { font-size: 15px; overflow-wrap: anywhere; }
.meuterer-score { margin-left: auto; font-size: 13px; } .meuterer-score b { font-size: 18px; }
.meuterer-row { display: flex; flex-wrap: wrap; gap: .3rem .45rem; align-items: center; }
.meuterer-label { min-width: 3.8rem; flex: none; font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: #557; }
.meuterer-muted { color: #667; font-size: 12px; }
.meuterer-tag { display: inline-block; padding: 0 .4rem; border-radius: 9px; font-size: 12px; background: #e3e9ee; color: #234; white-space: nowrap; }
.meuterer-tag--you { background: #1f6fb2; color: #fff; } .meuterer-tag--captain { background: #123a5a; color: #fff; }
.meuterer-tag--turn { background: #ffd75e; color: #3a2a00; font-weight: 600; } .meuterer-tag--conflict { background: #4a4a4a; color: #fff; }
.meuterer-own { background: #fffbea; border: 2px dashed #d6a700; border-radius: 8px; padding: .5rem .6rem; display: flex; flex-direction: column; gap: .4rem; }
.meuterer-own-title { margin: 0; font-size: 15px; display: flex; flex-wrap: wrap; gap: .2rem .6rem; align-items: baseline; }
.meuterer-private { font-size: 12px; font-weight: 400; color: #8a6400; }
.meuterer-boxes { display: flex; flex-wrap: wrap; gap: .5rem; }
.meuterer-box { flex: 1 1 200px; min-width: 0; display: flex; flex-wrap: wrap; gap: .3rem .5rem; align-items: center; background: #fff; border: 1px solid #c9d6e0; border-radius: 8px; padding: .45rem .6rem; }
.meuterer-box > strong { width: 100%; }
.meuterer-mutiny { border: 2px solid #b3261e; background: #fff4f2; }
.meuterer-side b { font-size: 18px; }
.meuterer-list { margin: 0; padding-left: 1.1rem; width: 100%; }
.meuterer-list li .meuterer-symbol { vertical-align: -2px; }
.meuterer-discard { display: inline-flex; flex-wrap: wrap; gap: .4rem; }
.meuterer-count { display: inline-flex; align-items: center; gap: 1px; font-size: 12.5px; }
.meuterer-sheet summary { cursor: pointer; font-weight: 600; }
.meuterer-scroll { max-width: 100%; overflow-x: auto; }
.meuterer-sheet table { border-collapse: collapse; font-size: 12.5px; background: #fff; margin-top: .3rem; }
.meuterer-sheet th, .meuterer-sheet td { border: 1px solid #d3dde6; padding: .2rem .4rem; text-align: left; white-space: nowrap; }
.meuterer-sheet td.meuterer-wrap { white-space: normal; min-width: 12rem; }
.meuterer-sheet td.meuterer-num { text-align: right; }
`;
