/**
 * The Shipyard drawing's CSS. Everything wraps or scrolls inside its own box, so the page
 * never scrolls sideways, even 390 px wide.
 */
export const SHIPYARD_CSS = `
.shipyard-table { font: 13px/1.35 system-ui, sans-serif; color: #1d2a33; display: flex; flex-direction: column; gap: 10px; max-width: 100%; }
.shipyard-table * { box-sizing: border-box; }
.shipyard-scroll { max-width: 100%; overflow-x: auto; }
.shipyard-muted { color: #46535e; font-size: 12px; }
.shipyard-warn { color: #a94400; font-weight: 600; }
.shipyard-row { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; }
.shipyard-legend { font-size: 13px; margin-top: 6px; } .shipyard-legend summary { cursor: pointer; font-weight: 600; color: #0f3b57; } .shipyard-legend ul { margin: 4px 0 0; padding-left: 18px; }
.shipyard-status { background: #0f3b57; color: #fff; border-radius: 8px; padding: 8px 10px; display: flex; flex-wrap: wrap; gap: 4px; align-items: center; }
.shipyard-status .shipyard-warn { color: #ffcf7a; }
.shipyard-underway { background: #fff7e0; border: 1px solid #e2c46a; border-radius: 8px; padding: 6px 10px; display: flex; flex-direction: column; gap: 4px; }
.shipyard-board { display: flex; flex-wrap: wrap; gap: 10px; }
.shipyard-panel { background: #eef5f9; border: 1px solid #c5d6e0; border-radius: 8px; padding: 8px; min-width: 0; max-width: 100%; flex: 1 1 300px; }
.shipyard-panel.shipyard-wide { flex-basis: 100%; }
.shipyard-panel.shipyard-ships { flex: 2 1 500px; }
.shipyard-panel-title { margin: 0 0 6px; font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: #0f3b57; }
.shipyard-pawn { display: inline-flex; align-items: center; justify-content: center; min-width: 20px; height: 20px; padding: 0 3px; border-radius: 10px; color: #fff; font-size: 12px; font-weight: 700; border: 1px solid rgba(0,0,0,.3); flex: none; }
.shipyard-track { display: flex; flex-wrap: wrap; gap: 3px; }
/* Wide enough for the longest word of an action's name ("Manufacture", "Commodities"): names wrap between words only. */
.shipyard-space { width: 100px; background: #fff; border: 1px solid #c5d6e0; border-radius: 4px; min-height: 54px; padding: 2px; display: flex; flex-direction: column; gap: 2px; }
.shipyard-space-subsidy { background: #fff4d6; }
.shipyard-space-no { font-size: 12px; color: #46535e; }
.shipyard-action { background: #d9e8f1; border-radius: 3px; padding: 2px; font-size: 12px; line-height: 1.2; font-weight: 600; display: flex; flex-wrap: wrap; gap: 2px; align-items: center; }
.shipyard-lead { outline: 2px solid #0f3b57; }
.shipyard-chosen { background: #ffe08a; }
.shipyard-countdown { margin-top: 6px; display: flex; gap: 4px; align-items: center; flex-wrap: wrap; }
.shipyard-count { border: 1px solid #c5d6e0; border-radius: 4px; padding: 0 6px; background: #fff; }
.shipyard-here { outline: 2px solid #c0392b; outline-offset: -1px; background: #ffe9e6; }
.shipyard-columns { display: flex; flex-wrap: wrap; gap: 8px; }
.shipyard-column { display: flex; flex-direction: column; gap: 3px; min-width: 0; }
.shipyard-column-title { font-weight: 600; font-size: 12px; }
.shipyard-column > .shipyard-muted { max-width: 112px; }
.shipyard-display-row { display: flex; align-items: center; gap: 4px; min-height: 40px; }
.shipyard-price { font-size: 12px; color: #46535e; width: 20px; text-align: right; flex: none; }
.shipyard-slot { width: 84px; min-height: 38px; border: 1px dashed #b8c7d1; border-radius: 4px; color: #45525b; font-size: 12px; display: flex; align-items: center; justify-content: center; }
.shipyard-ship { width: 84px; min-height: 38px; padding: 2px 4px; font-size: 12px; display: flex; flex-direction: column; gap: 1px; border: 1px solid #8a6a3d; background: #f3e3c4; }
.shipyard-ship-bow { border-radius: 26px 4px 4px 26px; padding-left: 12px; }
.shipyard-ship-stern { border-radius: 4px 10px 10px 4px; }
.shipyard-ship-middle { border-radius: 2px; }
.shipyard-ship-id { font-weight: 700; color: #5b4220; }
.shipyard-ship-marks { display: flex; flex-wrap: wrap; gap: 1px; }
.shipyard-badge { border-radius: 3px; padding: 0 2px; font-size: 12px; line-height: 13px; }
.shipyard-cabin { background: #fff; border: 1px solid #8a6a3d; }
.shipyard-mount { background: #54606a; color: #fff; }
.shipyard-safety { background: #fbd9d9; color: #8b1e1e; }
.shipyard-yard { display: grid; grid-template-columns: repeat(auto-fill, minmax(68px, 1fr)); gap: 3px; }
.shipyard-yard > * { width: auto; }
.shipyard-train { display: flex; gap: 2px; align-items: center; background: #e7e2da; border-radius: 4px; padding: 2px 4px; font-size: 12px; }
.shipyard-train-id { font-weight: 700; margin-right: 2px; }
.shipyard-wagon { border-radius: 3px; padding: 0 3px; color: #fff; }
.shipyard-wagon-steel { background: #435d69; }
.shipyard-wagon-coal { background: #333; }
.shipyard-wagon-grain { background: #82620c; }
.shipyard-employee { border-radius: 4px; padding: 2px 5px; font-size: 12px; border: 1px solid rgba(0,0,0,.2); max-width: 150px; }
.shipyard-emp-brown { background: #d9c2a7; }
.shipyard-emp-green { background: #c7e6c1; }
.shipyard-emp-orange { background: #ffd3a6; }
.shipyard-emp-yellow { background: #fff1a8; }
.shipyard-emp-blue { background: #c6dcf5; }
.shipyard-oval { display: flex; flex-wrap: wrap; gap: 4px; }
.shipyard-oval-space { width: 172px; background: #fff; border: 1px solid #c5d6e0; border-radius: 6px; padding: 3px; display: flex; flex-direction: column; gap: 2px; }
.shipyard-stack { display: flex; align-items: center; gap: 3px; }
.shipyard-oval-space .shipyard-slot { width: auto; min-height: 20px; }
.shipyard-ring { display: flex; flex-wrap: wrap; gap: 3px; align-items: center; margin-bottom: 4px; }
.shipyard-sector { background: #fff; border: 1px solid #c5d6e0; border-radius: 10px; padding: 0 6px; font-size: 12px; }
.shipyard-ring .shipyard-column-title { width: 100%; }
.shipyard-canal-card svg, .shipyard-canals { display: block; }
.shipyard-canal-land { fill: #cfe3c4; stroke: #7e9c70; }
.shipyard-canal-water { stroke: #5aa9d6; stroke-width: 8; stroke-linecap: round; }
.shipyard-canal-square { stroke: #fff; stroke-width: 1.5; }
/* A card is drawn 1.4 times its units (84 px for 60), so 9 units of text are 12.6 px on screen. */
.shipyard-canal-icon { font: 700 9px system-ui, sans-serif; fill: #fff; text-anchor: middle; }
.shipyard-canal-spot-box { fill: #fff; stroke: #46535e; stroke-width: 1.5; stroke-dasharray: 4 3; }
.shipyard-canal-spot.clickable .shipyard-canal-spot-box { fill: #fff7e0; stroke: #0f3b57; stroke-width: 2.5; stroke-dasharray: none; }
.shipyard-canal-spot-text { font: 600 10px system-ui, sans-serif; fill: #1d2a33; text-anchor: middle; }
.shipyard-boat { stroke: #000; stroke-width: 1; }
.shipyard-seats { display: flex; flex-wrap: wrap; gap: 10px; }
.shipyard-seat { border: 2px solid #999; border-radius: 10px; padding: 8px; background: #fff; flex: 1 1 420px; min-width: 0; max-width: 100%; display: flex; flex-direction: column; gap: 5px; }
.shipyard-mine { background: #fffdf3; box-shadow: 0 0 0 3px #ffe08a; }
.shipyard-active .shipyard-seat-head { background: #e6f3ff; }
.shipyard-seat-head { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; border-radius: 6px; padding: 2px 4px; }
.shipyard-yours { background: #ffe08a; border-radius: 8px; padding: 0 6px; font-size: 12px; font-weight: 700; }
.shipyard-turn { background: #0f3b57; color: #fff; border-radius: 8px; padding: 0 6px; font-size: 12px; }
.shipyard-money, .shipyard-score { margin-left: auto; font-weight: 600; }
.shipyard-score { margin-left: 0; color: #0f3b57; }
.shipyard-line { display: flex; gap: 6px; align-items: flex-start; min-width: 0; }
.shipyard-line > :not(.shipyard-label) { min-width: 0; flex: 1 1 auto; }
.shipyard-label { flex: none; width: 74px; font-size: 12px; color: #46535e; padding-top: 2px; }
.shipyard-pieces { display: flex; flex-wrap: wrap; gap: 3px; }
.shipyard-piece { border-radius: 8px; padding: 0 6px; font-size: 12px; background: #e3e8ec; }
.shipyard-piece-captain, .shipyard-piece-businessman, .shipyard-piece-soldier { background: #f6dccb; }
.shipyard-contracts { display: flex; flex-wrap: wrap; gap: 3px; }
.shipyard-contract { border-radius: 4px; padding: 2px 5px; font-size: 12px; max-width: 220px; border: 1px solid rgba(0,0,0,.15); }
.shipyard-contract-green { background: #d7efd2; }
.shipyard-contract-blue { background: #d5e4f7; }
.shipyard-back { border-radius: 4px; padding: 2px 6px; font-size: 12px; font-weight: 600; }
.shipyard-fleet { display: flex; flex-direction: column; gap: 4px; }
.shipyard-fleet-ship { border: 1px solid #c5d6e0; border-radius: 6px; padding: 3px; }
`;
