/**
 * The Bremerhaven drawing's CSS. Boards and harbours wrap instead of overflowing, so the
 * page never scrolls sideways, even 390 px wide.
 */
export const BREMERHAVEN_CSS = `
.bremerhaven-table { font: 13px/1.35 system-ui, sans-serif; color: #1d2a33; display: flex; flex-direction: column; gap: 10px; max-width: 100%; }
.bremerhaven-table * { box-sizing: border-box; }
.bremerhaven-muted { color: #46535e; font-size: 12px; }
.bremerhaven-muted-light { color: #b9cbd8; }
.bremerhaven-warn { color: #a94400; font-weight: 600; }
.bremerhaven-row { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; min-width: 0; }
.bremerhaven-top { align-items: flex-start; }
.bremerhaven-label { flex: none; font-size: 12px; color: #46535e; margin-right: 4px; }
.bremerhaven-status { background: #163a5c; color: #fff; border-radius: 8px; padding: 8px 10px; display: flex; flex-wrap: wrap; gap: 4px; align-items: center; }
.bremerhaven-token { display: inline-flex; align-items: center; justify-content: center; min-width: 20px; height: 20px; padding: 0 3px; border-radius: 10px; color: #fff; font-size: 12px; font-weight: 700; border: 1px solid rgba(0,0,0,.3); flex: none; }
.bremerhaven-progress-wrap { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
.bremerhaven-progress { display: flex; flex-wrap: wrap; gap: 2px; }
.bremerhaven-step { min-width: 24px; text-align: center; border: 1px solid #c5d3de; border-radius: 4px; background: #fff; font-size: 12px; padding: 1px 2px; }
.bremerhaven-step.bremerhaven-here { background: #163a5c; color: #fff; font-weight: 700; }
.bremerhaven-last { border-color: #a94400; color: #a94400; }
.bremerhaven-boards { display: flex; flex-wrap: wrap; gap: 10px; }
.bremerhaven-board { border-radius: 8px; padding: 8px; border: 1px solid #c5d3de; min-width: 0; max-width: 100%; flex: 1 1 320px; }
.bremerhaven-town { background: #f4efe4; flex-basis: 100%; }
.bremerhaven-sea { background: #e3f0fa; }
.bremerhaven-land { background: #ecf4e2; }
.bremerhaven-rack { background: #f2f2f2; }
.bremerhaven-board-title { margin: 0 0 6px; font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: #163a5c; }
.bremerhaven-spaces { display: flex; flex-wrap: wrap; gap: 6px; align-items: stretch; min-width: 0; }
.bremerhaven-space { background: rgba(255,255,255,.7); border: 1px solid #c5d3de; border-radius: 6px; padding: 4px; display: flex; flex-direction: column; gap: 4px; flex: 1 1 140px; max-width: 230px; min-width: 0; }
.bremerhaven-space-title { font-weight: 600; font-size: 12px; }
.bremerhaven-bids { display: flex; flex-wrap: wrap; gap: 3px; margin-top: auto; min-height: 22px; }
.bremerhaven-bid { width: 18px; height: 24px; border: 2px solid; border-radius: 3px; background: #fff; font-weight: 700; font-size: 12px; display: inline-flex; align-items: center; justify-content: center; }
.bremerhaven-card { background: #fff; border: 1px solid #b7c3cc; border-radius: 6px; padding: 4px 6px; display: flex; flex-direction: column; gap: 2px; max-width: 100%; }
.bremerhaven-card-head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0 6px; }
.bremerhaven-ship { border-left: 4px solid #2e6da4; }
.bremerhaven-contract { border-left: 4px solid #5b8f2e; }
.bremerhaven-building { border-left: 4px solid #9a6b2f; }
.bremerhaven-news { width: 170px; }
.bremerhaven-placing { outline: 3px solid #f0b400; }
.bremerhaven-prestige { color: #9a6b2f; font-weight: 700; }
.bremerhaven-time { background: #163a5c; color: #fff; border-radius: 8px; padding: 0 5px; font-size: 12px; }
.bremerhaven-empty { color: #45525b; border: 1px dashed #b8c7d1; border-radius: 6px; padding: 6px; text-align: center; font-size: 12px; }
.bremerhaven-pile { background: #c8d6e0; border-radius: 6px; padding: 6px; width: 96px; flex: none; font-size: 12px; }
.bremerhaven-good { border-radius: 8px; padding: 0 6px; font-size: 12px; color: #fff; white-space: nowrap; }
.bremerhaven-good-barrel { background: #7b4a1e; }
.bremerhaven-good-crate { background: #855a1b; }
.bremerhaven-good-container { background: #b03a2e; }
.bremerhaven-good-passenger { background: #6c3483; }
.bremerhaven-good-wild { background: #5d6869; }
.bremerhaven-prices { display: flex; flex-direction: column; gap: 2px; }
.bremerhaven-price-head { font-size: 12px; color: #46535e; }
.bremerhaven-price-line { display: flex; justify-content: space-between; align-items: center; }
.bremerhaven-price-card { display: inline-block; border: 1px solid #b8c4cc; border-radius: 3px; padding: 0 3px; margin: 1px; }
.bremerhaven-ladder { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: 2px; }
.bremerhaven-rung { display: flex; flex-wrap: wrap; align-items: center; gap: 4px; }
.bremerhaven-rank { font-size: 12px; background: #e6dcc6; border-radius: 8px; padding: 0 6px; min-width: 74px; }
.bremerhaven-dummy { background: #eee; border-radius: 8px; padding: 6px 10px; }
.bremerhaven-harbors { display: flex; flex-wrap: wrap; gap: 10px; }
.bremerhaven-harbor { border: 2px solid #999; border-radius: 10px; padding: 8px; background: #fff; flex: 1 1 560px; min-width: 0; max-width: 100%; display: flex; flex-direction: column; gap: 6px; }
.bremerhaven-mine { background: #fffdf3; box-shadow: 0 0 0 3px #ffe08a; }
.bremerhaven-harbor-head { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; border-radius: 6px; padding: 2px 4px; }
.bremerhaven-active { background: #e6f3ff; }
.bremerhaven-yours { background: #ffe08a; border-radius: 8px; padding: 0 6px; font-size: 12px; font-weight: 700; }
.bremerhaven-turn { background: #163a5c; color: #fff; border-radius: 8px; padding: 0 6px; font-size: 12px; }
.bremerhaven-stat { font-weight: 600; }
.bremerhaven-spacer { flex: 1 1 0; }
.bremerhaven-score { color: #163a5c; font-size: 15px; }
.bremerhaven-influence { width: 20px; height: 26px; border-radius: 3px; border: 1px solid #163a5c; display: inline-flex; align-items: center; justify-content: center; font-weight: 700; }
.bremerhaven-hand { background: #ffe08a; }
.bremerhaven-harbor-board { display: flex; flex-wrap: wrap; gap: 8px; background: #dbe9f3; border-radius: 8px; padding: 6px; }
.bremerhaven-quay { display: flex; flex-direction: column; gap: 3px; max-width: 100%; flex: 0 1 175px; }
.bremerhaven-wall { display: flex; gap: 4px; align-items: center; background: #53606a; border-radius: 3px; padding: 1px 6px; }
.bremerhaven-wall .bremerhaven-muted { color: #fff; font-size: 12px; margin-right: auto; }
.bremerhaven-bollard { width: 10px; height: 10px; border-radius: 50%; border: 1px solid #3a4650; background: transparent; }
.bremerhaven-bollard-on { background: #2a333a; }
.bremerhaven-dock { background: #b9d7ee; border-radius: 4px; padding: 3px; min-height: 34px; display: flex; flex-direction: column; gap: 2px; }
.bremerhaven-dock.bremerhaven-empty { background: #cfe4f4; }
.bremerhaven-yard { display: flex; flex-direction: column; gap: 6px; flex: 1 1 300px; min-width: 0; }
.bremerhaven-loading { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 4px; }
.bremerhaven-loading-dock { background: #eef4e6; border-radius: 4px; padding: 3px; display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.bremerhaven-loading-dock .bremerhaven-card { padding: 2px 3px; font-size: 12px; }
.bremerhaven-closed { background: #d5d5d5; }
.bremerhaven-grid { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 4px; }
/* A narrow cell wraps its text between words, never inside one (a card's head wraps its star or time under its name). */
.bremerhaven-cell { min-height: 48px; border-radius: 4px; font-size: 12px; min-width: 0; }
.bremerhaven-cell .bremerhaven-card { height: 100%; padding: 2px 3px; }
.bremerhaven-cover { background: #5e666c; color: #fff; display: flex; flex-direction: column; align-items: center; justify-content: center; font-weight: 600; }
.bremerhaven-open { background: #f5f1e6; border: 1px dashed #c9bb98; color: #5c5236; display: flex; align-items: center; justify-content: center; }
.bremerhaven-line { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; }
`;
