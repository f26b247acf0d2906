/**
 * Consistency of a state, part 3: the phase fields. Each step of a turn has its own
 * fields (`chosen`, `act`, `trial`), set exactly when it needs them and holding what the
 * step can continue from: the action in progress, the ship on trial and its voyage.
 *
 * @module
 */
import type { Draft } from '../../core/draft.js';
import type { ActState, Doing, ShipyardState, TrialState } from '../state.js';
import { MAX_CARDS } from '../rules/build.js';
import { baseSpeed, helmsmanBonus, loadFits, riggerMax } from '../rules/trial.js';
import { isShip } from '../rules/yard.js';

/** The first incoherent phase field, naming it, or `null`. */
export function phaseProblem(s: ShipyardState): string | null {
  if (s.era === 'over') {
    if (s.act !== null) return `act: set, but the game is over`;
    if (s.trial !== null) return `trial: set, but the game is over`;
    return null;
  }
  const eras: Readonly<Record<ShipyardState['step'], readonly ShipyardState['era'][]>> = {
    choose: ['play', 'finalAction'],
    act: ['play', 'finalAction', 'finalChance'],
    trial: ['play', 'finalAction', 'finalChance'],
    discard: ['play'],
  };
  if (!eras[s.step].includes(s.era)) return `step: '${s.step}' in era '${s.era}'`;
  if ((s.act !== null) !== (s.step === 'act')) return `act: ${s.act === null ? 'null in' : 'set outside'} step 4 (step '${s.step}')`;
  if ((s.trial !== null) !== (s.step === 'trial')) return `trial: ${s.trial === null ? 'null in' : 'set outside'} the sea trials (step '${s.step}')`;
  if (s.step === 'choose') return s.chosen === null ? null : `chosen: '${s.chosen}', but no card is chosen yet (step 'choose')`;
  if (s.step === 'discard') return null;
  if (s.chosen === null) return `chosen: null in step '${s.step}'`;
  if (!s.track.includes(s.chosen)) return `chosen: '${s.chosen}' is not on the track`;
  // The last chance is a build of one card (« vous pouvez l'acheter comme d'habitude »).
  if (s.era === 'finalChance' && s.chosen !== 'build') return `chosen: '${s.chosen}', but the last chance is a build`;
  if (s.act !== null) return actProblem(s, s.act, s.chosen);
  if (s.trial !== null) return trialProblem(s, s.trial);
  return null;
}

/**
 * Step 4: a bonus action exists only in normal play; an action in progress is the chosen
 * one (main) or another card in play (bonus); step 4 goes on only while something is left
 * to do.
 */
function actProblem(s: ShipyardState, act: ActState, chosen: NonNullable<ShipyardState['chosen']>): string | null {
  if ((act.bonus === 'none') !== (s.era !== 'play')) return `act.bonus: '${act.bonus}' in era '${s.era}' (bonus actions are for normal play only)`;
  const doing = act.doing;
  if (doing === null) {
    if (act.main === 'done' && act.bonus !== 'unused') return `act: the main action is done and no bonus action is left, but step 4 goes on`;
    return null;
  }
  if (doing.role === 'main') {
    if (act.main !== 'pending') return `act.doing.role: 'main', but act.main is 'done'`;
    if (doing.action !== chosen) return `act.doing.action: '${doing.action}', but the card chosen is '${chosen}'`;
  } else {
    if (act.bonus !== 'unused') return `act.doing.role: 'bonus', but act.bonus is '${act.bonus}'`;
    if (doing.action === chosen) return `act.doing.action: '${doing.action}' is the card chosen this turn, which cannot be the bonus action`;
    if (!s.track.includes(doing.action)) return `act.doing.action: '${doing.action}' is not on the track`;
  }
  return doingProblem(s, doing);
}

/** The fields of an action in progress: only its own are used, the others at rest. */
function doingProblem(s: ShipyardState, doing: Doing): string | null {
  const rest: Draft<Pick<Doing, 'placed' | 'holding' | 'canal' | 'train' | 'wagon'>> = { placed: 0, holding: null, canal: null, train: null, wagon: 0 };
  const own: readonly (keyof typeof rest)[] =
    doing.action === 'build' ? ['placed', 'holding'] : doing.action === 'canal' ? ['placed', 'canal'] : doing.action === 'exchange' ? ['train', 'wagon'] : [];
  for (const field of Object.keys(rest) as (keyof typeof rest)[]) {
    if (!own.includes(field) && doing[field] !== rest[field]) return `act.doing.${field}: ${JSON.stringify(doing[field])}, but a ${doing.action} action does not use it`;
  }
  if (doing.action !== 'exchange' && doing.swapped.length > 0) return `act.doing.swapped: items swapped in a ${doing.action} action`;
  switch (doing.action) {
    case 'build': {
      // A build ends by itself at its last card (ruling S23).
      const limit = s.era === 'finalChance' ? 1 : MAX_CARDS;
      if (doing.placed + (doing.holding === null ? 0 : 1) > limit || (doing.holding === null && doing.placed >= limit)) {
        return `act.doing.placed: ${doing.placed} card(s) placed${doing.holding === null ? '' : ' and one in hand'}, but the build ends at ${limit}`;
      }
      return null;
    }
    case 'canal': {
      const me = s.players[s.current];
      if (doing.placed > 1) return `act.doing.placed: ${doing.placed}, but one canal is rented`;
      if (doing.placed === 0 && doing.canal !== null) return `act.doing.canal: a canal in hand before one is rented`;
      // Rented: a first canal is laid at once and waits for the boat; any other waits to be laid.
      if (doing.placed === 1 && doing.canal === null && (me?.canals.length !== 1 || me.boat !== null)) {
        return `act.doing.canal: null, but seat index ${s.current} has no first canal waiting for its boat`;
      }
      if (doing.canal !== null && (me?.canals.length === 0 || me?.boat === null)) return `act.doing.canal: a canal to lay, but seat index ${s.current} has no canal system with a boat`;
      return null;
    }
    case 'exchange': {
      if (doing.train === null) {
        return doing.wagon === 0 && doing.swapped.length === 0 ? null : `act.doing.wagon: wagons decided before a train is chosen`;
      }
      const trains = s.rules.components.trains;
      const wagons = (doing.train < trains.deck.length ? trains.deck[doing.train] : trains.starting[doing.train - trains.deck.length])?.wagons.length ?? 0;
      if (doing.wagon >= wagons) return `act.doing.wagon: wagon ${doing.wagon}, but the train has ${wagons}`;
      if (doing.swapped.length > doing.wagon || new Set(doing.swapped).size !== doing.swapped.length) {
        return `act.doing.swapped: ${doing.swapped.length} item(s) for ${doing.wagon} wagon(s) decided, or one item twice`;
      }
      return null;
    }
    default:
      return null;
  }
}

/**
 * Step 5: the ships waiting and on trial are completed ships; one is chosen among two or
 * more (a lone one goes by itself); its load fits; a voyage goes at the speed its load
 * gives (with the helmsman's and the rigger's bonuses) and has squares left to sail.
 */
function trialProblem(s: ShipyardState, trial: TrialState): string | null {
  // The ships of one turn came out of one yard side by side: at least 3 spaces each.
  const ships = Math.floor(s.rules.components.board.yardSize / 3);
  if (trial.waiting.length + (trial.ship === null ? 0 : 1) > ships) return `trial.waiting: ${trial.waiting.length} ship(s) waiting, but a yard completes at most ${ships} in a turn`;
  const bad = trial.waiting.findIndex((ship) => !isShip(ship));
  if (bad >= 0) return `trial.waiting[${bad}]: not a completed ship (a bow, 1 to 7 middles and a stern, side by side)`;
  const ship = trial.ship;
  if (ship === null) {
    if (trial.waiting.length < 2) return `trial.ship: null with ${trial.waiting.length} ship(s) waiting (a lone ship goes to its trial by itself)`;
    return trial.stage === 'load' ? null : `trial.stage: 'voyage' without a ship`;
  }
  if (!isShip(ship)) return 'trial.ship: not a completed ship (a bow, 1 to 7 middles and a stern, side by side)';
  const seat = s.current;
  if (!loadFits(s, seat, ship, trial.load)) return `trial.load: more than the ship's cabins and mounting points hold`;
  if (trial.stage === 'load') return null;
  const base = baseSpeed(trial.load);
  const most = base + helmsmanBonus(s, seat) + riggerMax(s, seat, trial.load);
  if (trial.speed < base || trial.speed > most) return `trial.speed: ${trial.speed}, but the ship's load gives ${base} to ${most}`;
  if (trial.remaining < 1 || trial.remaining > trial.speed) return `trial.remaining: ${trial.remaining} square(s) to sail at speed ${trial.speed}`;
  if (trial.riband > trial.speed - trial.remaining) return `trial.riband: ${trial.riband}, but only ${trial.speed - trial.remaining} square(s) are sailed`;
  if (s.players[seat]?.boat == null) return `players[${seat}].boat: null, but a ship of seat index ${seat} is sailing`;
  return null;
}
