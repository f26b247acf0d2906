/**
 * The bots' thread: the entry of the Web Worker in which the example table's bots think
 * (bundled next to the page's bundle as bot-worker.js), so that a search never freezes the
 * page. It serves the games the table offers; the page asks with `createBotWorker`
 * (table/bots.ts).
 */
import { serveBots } from 'nautical-rules/bots';
import { meuterer } from 'nautical-rules/meuterer';
import { nauticus } from 'nautical-rules/nauticus';
import { shipyard } from 'nautical-rules/shipyard';
import { bremerhaven } from 'nautical-rules/bremerhaven';

serveBots(self, [meuterer, nauticus, shipyard, bremerhaven]);
