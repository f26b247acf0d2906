/**
 * Which moves are possible: `check` says why a move is refused (one place per rule, each
 * asking the rule module that owns it), `candidates` lists the moves worth checking.
 * `defineGame` lists exactly the candidates that pass `check`.
 *
 * @module
 */
import { illegal, type RuleError } from '../core/errors.js';
import { GOODS } from './goods.js';
import type { BremerhavenMove } from './moves.js';
import { spaceName } from './spaces.js';
import type { BremerhavenState, Phase } from './state.js';
import { bidder, isOpen, openSpaces } from './rules/bidding.js';
import { cargoChoices } from './rules/boards.js';
import { canConvert, canDeliver, canProduce, canUnload, harbourWorkers } from './rules/harbour.js';
import { startingGoodOptions, startingGoodTakers } from './rules/start.js';
import { growDeciders } from './rules/grow.js';
import { permitCost, permitDeciders, type PermitUse } from './rules/permits.js';
import { fittingDocks } from './harbor.js';
import { cards, lookup } from './catalog.js';

const PHASE_OF: Record<BremerhavenMove['type'], Phase> = {
  startingGood: 'startingGoods',
  bid: 'bidding',
  bollard: 'permits',
  uncover: 'permits',
  build: 'permits',
  endPermits: 'permits',
  grow: 'grow',
  skipGrow: 'grow',
  setPrices: 'prices',
  rotatePrices: 'prices',
  swapRanks: 'career',
  keepRanks: 'career',
  placeShip: 'ship',
  placeContract: 'contract',
  produce: 'harbour',
  unload: 'harbour',
  deliver: 'harbour',
  pack: 'harbour',
  unpack: 'harbour',
  endHarbour: 'harbour',
};

const PHASE_NAME: Record<Phase, string> = {
  startingGoods: 'the choice of starting goods',
  bidding: 'the Bidding phase',
  permits: 'the Building permits (1.2)',
  grow: 'Grow influence (1.3)',
  prices: 'the Price cards (1.4)',
  career: 'the Career ladder (1.5)',
  ship: 'the Sea board (2)',
  contract: 'the Land board (3)',
  harbour: 'the Individual action phase (4)',
  over: 'the end of the game',
};

/**
 * The seats that may move now: several at once in the simultaneous steps (starting goods,
 * 1.2, 1.3, the harbour phase), otherwise one.
 *
 * @group Rules
 */
export function activePlayers(state: BremerhavenState): readonly number[] {
  switch (state.phase) {
    case 'startingGoods':
      return startingGoodTakers(state);
    case 'bidding': {
      const p = bidder(state);
      return p === null || p === 'dummy' ? [] : [p];
    }
    case 'permits':
      return permitDeciders(state);
    case 'grow':
      return growDeciders(state);
    case 'prices':
    case 'career':
    case 'ship':
    case 'contract':
      return state.chooser === null ? [] : [state.chooser];
    case 'harbour':
      return harbourWorkers(state);
    case 'over':
      return [];
  }
}

function permitRefusal(state: BremerhavenState, player: number, use: PermitUse): RuleError | null {
  const cost = permitCost(state, player, use);
  if (cost === null) {
    switch (use.kind) {
      case 'bollard':
        return illegal(`Quay wall ${use.wall + 1} holds no more Bollards.`);
      case 'uncover':
        return illegal(`Space ${use.space + 1} has no Cover card.`);
      case 'build':
        return illegal(`Seat ${player} has not gained that Building, or has no empty space to build on.`);
    }
  }
  const money = state.harbors[player]?.money ?? 0;
  return cost > money ? illegal(`That permit costs ${cost} money; Seat ${player} has ${money}.`) : null;
}

/**
 * Why `move` is refused now, or `null` if the rules allow it.
 *
 * @group Rules
 */
export function check(state: BremerhavenState, move: BremerhavenMove): RuleError | null {
  if (PHASE_OF[move.type] !== state.phase) {
    return illegal(`'${move.type}' is not possible during ${PHASE_NAME[state.phase]}.`);
  }
  const p = move.player;
  const h = state.harbors[p];
  if (h === undefined) return illegal(`There is no harbour for seat ${p}.`);
  switch (move.type) {
    case 'startingGood':
      return startingGoodOptions(state, p).includes(move.good)
        ? null
        : illegal(`A ${move.good} cannot be a starting good (it is on the starting contract, or there is no room).`);
    case 'bid':
      if (!h.influence.hand.includes(move.value)) return illegal(`Seat ${p} holds no Influence card ${move.value}.`);
      if (!isOpen(state, move.space)) return illegal(`${spaceName(move.space)} has no card to bid on.`);
      return null;
    case 'bollard':
      return permitRefusal(state, p, { kind: 'bollard', wall: move.wall });
    case 'uncover':
      return permitRefusal(state, p, { kind: 'uncover', space: move.storageSpace });
    case 'build':
      return permitRefusal(state, p, { kind: 'build', building: move.building });
    case 'endPermits':
    case 'grow':
    case 'skipGrow':
    case 'keepRanks':
    case 'endHarbour':
      return null;
    case 'setPrices':
      return state.priceStack.includes(move.card) ? null : illegal(`There is no Price card '${move.card}'.`);
    case 'rotatePrices':
      return state.priceMode === 'exchange' ? null : illegal('Only the Commodity Exchange may leave the prices to the stack; the winner of 1.4 picks a card.');
    case 'swapRanks':
      return move.rank + 1 < state.ranks.length ? null : illegal(`There is no rank below rank ${move.rank + 1}.`);
    case 'placeShip': {
      const card = state.sea[state.slot ?? -1];
      const ship = card == null ? undefined : lookup(cards(state).ships, card);
      if (card == null || ship === undefined) return illegal('There is no Ship to place.');
      if (!fittingDocks(h, ship).includes(move.dock)) return illegal(`Dock ${move.dock + 1} is taken or too small for berth size ${ship.berth}.`);
      return cargoChoices(state, card).includes(move.cargo) ? null : illegal(`The ${ship.name} carries ${ship.cargo}, not ${move.cargo}.`);
    }
    case 'placeContract':
      return h.loadingDocks[move.loadingDock] === null ? null : illegal(`Loading dock ${move.loadingDock + 1} is taken.`);
    case 'produce':
      return canProduce(state, p, move.building) ? null : illegal(`'${move.building}' cannot produce now.`);
    case 'unload':
      return canUnload(state, p, move.dock) ? null : illegal(`Nothing can come off Dock ${move.dock + 1} now.`);
    case 'deliver':
      return canDeliver(state, p, move.loadingDock, move.good)
        ? null
        : illegal(`A ${move.good} cannot go onto Loading dock ${move.loadingDock + 1} now.`);
    case 'pack':
    case 'unpack':
      return canConvert(state, p, move.type === 'pack') ? null : illegal(`Seat ${p} cannot ${move.type} now.`);
  }
}

/**
 * The moves worth checking for `player` now, in a stable order.
 *
 * @group Rules
 */
export function candidates(state: BremerhavenState, player: number): BremerhavenMove[] {
  const h = state.harbors[player];
  if (h === undefined) return [];
  switch (state.phase) {
    case 'startingGoods':
      return GOODS.map((good) => ({ type: 'startingGood', player, good }));
    case 'bidding': {
      const values = [...new Set(h.influence.hand)].sort((a, b) => a - b);
      const spaces = openSpaces(state);
      return values.flatMap((value) => spaces.map((space): BremerhavenMove => ({ type: 'bid', player, space, value })));
    }
    case 'permits':
      return [
        ...h.walls.map((_, wall): BremerhavenMove => ({ type: 'bollard', player, wall })),
        ...h.covered.flatMap((c, storageSpace): BremerhavenMove[] => (c ? [{ type: 'uncover', player, storageSpace }] : [])),
        ...[...new Set(h.gained)].map((building): BremerhavenMove => ({ type: 'build', player, building })),
        { type: 'endPermits', player },
      ];
    case 'grow':
      return [{ type: 'grow', player }, { type: 'skipGrow', player }];
    case 'prices':
      return [
        ...state.priceStack.map((card): BremerhavenMove => ({ type: 'setPrices', player, card })),
        { type: 'rotatePrices', player },
      ];
    case 'career':
      return [
        ...state.ranks.slice(1).map((_, rank): BremerhavenMove => ({ type: 'swapRanks', player, rank })),
        { type: 'keepRanks', player },
      ];
    case 'ship': {
      const card = state.sea[state.slot ?? -1];
      if (card == null) return [];
      return h.docks.flatMap((_, dock) => cargoChoices(state, card).map((cargo): BremerhavenMove => ({ type: 'placeShip', player, dock, cargo })));
    }
    case 'contract':
      return h.loadingDocks.map((_, loadingDock) => ({ type: 'placeContract', player, loadingDock }));
    case 'harbour':
      return [
        ...[...new Set(h.buildings)].map((building): BremerhavenMove => ({ type: 'produce', player, building })),
        ...h.docks.map((_, dock): BremerhavenMove => ({ type: 'unload', player, dock })),
        ...h.loadingDocks.flatMap((_, loadingDock) => GOODS.map((good): BremerhavenMove => ({ type: 'deliver', player, loadingDock, good }))),
        { type: 'pack', player },
        { type: 'unpack', player },
        { type: 'endHarbour', player },
      ];
    case 'over':
      return [];
  }
}
