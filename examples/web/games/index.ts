/** The drawing of each game, by game id. */
import { bremerhavenDrawing } from './bremerhaven.js';
import { meutererDrawing } from './meuterer.js';
import { nauticusDrawing } from './nauticus.js';
import { shipyardDrawing } from './shipyard.js';
import type { GameDrawing } from './types.js';

export const DRAWINGS: Readonly<Record<string, GameDrawing>> = {
  meuterer: meutererDrawing,
  nauticus: nauticusDrawing,
  shipyard: shipyardDrawing,
  bremerhaven: bremerhavenDrawing,
};
