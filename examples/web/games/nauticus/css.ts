/** The Nauticus drawing's styles; every class starts with `nauticus-` so the page's own styles never clash. */
export const NAUTICUS_CSS = `
.nauticus-table { display: flex; flex-direction: column; gap: .7rem; max-width: 100%; min-width: 0; color: #132; font-size: 14px; }
.nauticus-table * { box-sizing: border-box; }
.nauticus-status { display: flex; flex-wrap: wrap; gap: .3rem .9rem; align-items: center; padding: .45rem .7rem; background: #0d4d5c; color: #fff; border-radius: 8px; }
.nauticus-status--over { background: #6b4a00; }
.nauticus-main { display: flex; flex-wrap: wrap; gap: .8rem; align-items: flex-start; }
.nauticus-board-box { flex: 1 1 340px; max-width: 620px; min-width: 0; overflow-x: auto; }
.nauticus-board { display: grid; grid-template-columns: repeat(3, minmax(104px, 1fr)); gap: 5px; min-width: 330px; padding: 6px; background: #d9c9a3; border-radius: 10px; border: 2px solid #a78d5a; }
.nauticus-pos { min-width: 0; background: #fdf8ec; border-radius: 6px; border: 1.5px solid #b9a476; padding: 4px 5px; display: flex; flex-direction: column; gap: 3px; font-size: 12px; }
.nauticus-pos--blue .nauticus-tile { background: #2f6fb0; color: #fff; }
.nauticus-pos--beige .nauticus-tile { background: #e8d6ad; color: #3a2c10; }
.nauticus-pos--played { background: #e4e0d6; }
.nauticus-pos--played .nauticus-tile { background: #5f5f5f; color: #fff; }
.nauticus-pos--selected { border: 3px solid #e6a800; box-shadow: 0 0 0 3px rgba(230,168,0,.3); opacity: 1; }
.nauticus-tile { border-radius: 4px; padding: 2px 4px; font-weight: 700; font-size: 12px; display: flex; flex-wrap: wrap; gap: 2px 4px; align-items: center; }
.nauticus-tile-name { overflow-wrap: anywhere; }
.nauticus-pos-line { display: flex; flex-wrap: wrap; gap: 0 .35rem; align-items: center; }
.nauticus-centre { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 2px; min-width: 0; }
.nauticus-turntable { width: 100%; max-width: 150px; height: auto; display: block; }
.nauticus-wheel { fill: #b8834a; stroke: #6b4520; stroke-width: 2; }
.nauticus-spoke { stroke: #6b4520; stroke-width: 1; }
.nauticus-hub { fill: #e8d6ad; stroke: #6b4520; }
.nauticus-hub-text { font: 700 14px system-ui, sans-serif; fill: #3a2c10; }
.nauticus-anchor { fill: none; stroke: #fff; stroke-width: 2; stroke-linecap: round; }
.nauticus-blue-cube { fill: #2f6fb0; stroke: #0f2f55; stroke-width: 1; }
.nauticus-workers { display: inline-flex; gap: 2px; }
.nauticus-worker { display: inline-block; width: 9px; height: 9px; border-radius: 2px; border: 1px solid #0f2f55; }
.nauticus-worker--blue { background: #2f6fb0; }
.nauticus-items { display: flex; flex-wrap: wrap; gap: 3px; align-items: center; }
.nauticus-piece { display: inline-flex; align-items: center; gap: 3px; padding: 1px 5px; border-radius: 4px; font-size: 12px; line-height: 1.35; border: 1px solid rgba(0,0,0,.25); background: #fff; white-space: nowrap; }
.nauticus-piece svg { flex: none; }
.nauticus-pos .nauticus-piece { white-space: normal; max-width: 100%; }
.nauticus-piece-extra { background: #fff; color: #123; border-radius: 3px; padding: 0 3px; margin-left: 1px; }
.nauticus-piece--hull { background: #c9a36b; color: #2a1a05; }
.nauticus-piece--mast, .nauticus-piece--sail { color: #fff; }
.nauticus-piece--sail { border-style: dashed; }
.nauticus-arms--whale { background: #b5443a; } .nauticus-arms--anchor { background: #3a7649; } .nauticus-arms--wheel { background: #805509; }
.nauticus-arms--fourth { background: #5a6fb8; } .nauticus-arms--crown { background: #d4a300; color: #2a1a05; }
.nauticus-good--coffee { background: #6f4e37; color: #fff; } .nauticus-good--grain { background: #e3c15a; color: #3a2a00; }
.nauticus-good--salt { background: #eeebe4; color: #333; } .nauticus-good--fish { background: #3a6585; color: #fff; }
.nauticus-emblem path { fill: none; stroke: currentColor; stroke-width: 1.4; stroke-linecap: round; stroke-linejoin: round; }
.nauticus-ship .nauticus-emblem path { stroke-width: 1.6; }
.nauticus-emblem--whale { color: #7a1f17; } .nauticus-emblem--anchor { color: #1f5a2f; } .nauticus-emblem--wheel { color: #6a4708; }
.nauticus-emblem--fourth { color: #27357a; } .nauticus-emblem--crown { color: #8a6a00; }
.nauticus-piece .nauticus-emblem { color: #fff; } .nauticus-arms--crown .nauticus-emblem { color: #2a1a05; }
.nauticus-hull { fill: #a0703a; stroke: #4a2f10; stroke-width: 1.2; }
.nauticus-mast { stroke-width: 3; stroke-linecap: round; }
.nauticus-stroke--whale { stroke: #b5443a; } .nauticus-stroke--anchor { stroke: #3a7649; } .nauticus-stroke--wheel { stroke: #805509; }
.nauticus-stroke--fourth { stroke: #5a6fb8; } .nauticus-stroke--crown { stroke: #d4a300; }
.nauticus-sail { stroke: #333; stroke-width: .8; opacity: .85; }
.nauticus-fill--whale { fill: #f0c6c0; } .nauticus-fill--anchor { fill: #cfe8d4; } .nauticus-fill--wheel { fill: #f0dcae; }
.nauticus-fill--fourth { fill: #d3daf2; } .nauticus-fill--crown { fill: #ffe680; }
.nauticus-cargo rect { stroke: #222; stroke-width: .8; }
.nauticus-cargo.nauticus-good--coffee rect { fill: #6f4e37; } .nauticus-cargo.nauticus-good--grain rect { fill: #e3c15a; }
.nauticus-cargo.nauticus-good--salt rect { fill: #eeebe4; } .nauticus-cargo.nauticus-good--fish rect { fill: #3a6585; }
.nauticus-cargo text { font: 700 12px system-ui, sans-serif; fill: #111; }
.nauticus-cargo.nauticus-good--coffee text, .nauticus-cargo.nauticus-good--fish text { fill: #fff; }
.nauticus-yard { display: flex; flex-wrap: wrap; gap: .4rem; }
.nauticus-yard-slot { display: flex; flex-direction: column; max-width: 100%; }
.nauticus-ship { margin: 0; padding: 2px 4px; background: linear-gradient(#eaf4fb 70%, #bcd7ea 70%); border: 1px solid #c9d6e0; border-radius: 6px; max-width: 100%; overflow-x: auto; }
.nauticus-ship--complete { border: 2px solid #3e8a3e; }
.nauticus-ship svg { display: block; }
.nauticus-ship figcaption { font-size: 12px; color: #345; }
.nauticus-done { color: #2c6e2c; font-weight: 700; }
.nauticus-seats { display: flex; flex-wrap: wrap; gap: .6rem; }
.nauticus-seat { flex: 1 1 290px; min-width: 0; max-width: 100%; background: #fff; border: 1px solid #c9d6e0; border-radius: 8px; padding: .5rem .6rem; display: flex; flex-direction: column; gap: .4rem; }
.nauticus-seat--turn { border: 2px solid #e6a800; box-shadow: 0 0 0 3px rgba(230,168,0,.25); }
.nauticus-seat--you { background: #f3fbff; }
.nauticus-seat-head { display: flex; flex-wrap: wrap; gap: .3rem; align-items: center; }
.nauticus-seat-name { font-size: 15px; overflow-wrap: anywhere; }
.nauticus-score { margin-left: auto; font-size: 13px; } .nauticus-score b { font-size: 18px; }
.nauticus-stats { display: flex; flex-wrap: wrap; gap: .25rem .8rem; font-size: 13px; }
.nauticus-stat b { font-size: 15px; }
.nauticus-row { display: flex; flex-wrap: wrap; gap: .3rem .5rem; align-items: center; font-size: 12.5px; }
.nauticus-sub { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: #557; }
.nauticus-sub .nauticus-muted { text-transform: none; letter-spacing: 0; }
.nauticus-muted { color: #3d3d4a; font-size: 12px; }
.nauticus-pass { display: inline-flex; gap: 2px; }
.nauticus-pass-tile { display: inline-block; min-width: 1.9rem; text-align: center; padding: 0 3px; border-radius: 3px; background: #b3261e; color: #fff; font-weight: 700; font-size: 12px; }
.nauticus-pass-tile--flipped { background: #ddd; color: #404040; font-weight: 400; text-decoration: none; }
.nauticus-extra { padding: 0 .4rem; border-radius: 3px; background: #e4f5dc; border: 1px solid #3e7a2a; font-size: 12px; }
.nauticus-extra--used { background: #eee; border-color: #aaa; color: #444; }
.nauticus-warehouse { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); grid-auto-flow: dense; gap: 2px; padding: 3px; background: #8a6a3f; border-radius: 5px; }
.nauticus-space { min-height: 22px; min-width: 0; background: #f5ecd8; border-radius: 3px; display: flex; align-items: center; padding: 1px; overflow: hidden; }
.nauticus-space .nauticus-piece { max-width: 100%; white-space: normal; font-size: 12px; line-height: 1.15; }
.nauticus-space--wide { grid-column: span 2; }
.nauticus-space--free { background: repeating-linear-gradient(45deg, #efe3c6 0 4px, #f5ecd8 4px 8px); }
.nauticus-tag { display: inline-block; padding: 0 .4rem; border-radius: 9px; font-size: 12px; font-weight: 600; background: #e3e9ee; color: #234; white-space: nowrap; }
.nauticus-tag--now { background: #ffd75e; color: #3a2a00; }
.nauticus-tag--anchor { background: #123a5a; color: #fff; }
.nauticus-tag--you { background: #1f6fb2; color: #fff; } .nauticus-tag--start { background: #0d4d5c; color: #fff; }
.nauticus-boxes { flex: 1 1 260px; min-width: 0; display: flex; flex-direction: column; gap: .5rem; }
.nauticus-box { display: flex; flex-wrap: wrap; gap: .3rem .5rem; align-items: center; background: #fff; border: 1px solid #c9d6e0; border-radius: 8px; padding: .45rem .6rem; }
.nauticus-box > strong, .nauticus-box > summary { width: 100%; font-weight: 600; }
.nauticus-box--action { border: 2px solid #e6a800; background: #fffbea; }
.nauticus-stock summary { cursor: pointer; }
.nauticus-phases { margin: 0; padding-left: 1.3rem; font-size: 13px; }
.nauticus-legend { margin: .3rem 0 0; font-size: 12px; color: #456; }
.nauticus-final { background: #fff6d5; border: 1px solid #dc9; border-radius: 8px; padding: .5rem .6rem; }
.nauticus-scroll { max-width: 100%; overflow-x: auto; }
.nauticus-final table { border-collapse: collapse; font-size: 13px; margin-top: .3rem; }
.nauticus-final th, .nauticus-final td { border: 1px solid #dcc98f; padding: .2rem .45rem; text-align: right; white-space: nowrap; }
.nauticus-final tbody th { text-align: left; }
`;
