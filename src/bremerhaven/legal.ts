/**
 * Which moves are possible: `check` says why a move is refused (one place per rule, each
 * asking the rule module that owns it), `candidates` lists the moves worth checking.
 * `defineGame` lists exactly the candidates that pass `check`.
 *
 * @module
 */
import { illegal, type RuleError } from '../core/errors.js';
import { defaultName } from '../core/words.js';
import { GOODS } from './goods.js';
import type { BidMove, BremerhavenMove } from './moves.js';
import { SPACES, spaceName, type SpaceId } from './spaces.js';
import type { BremerhavenState, Harbor, Phase } from './state.js';
import { bidder, isOpen } from './rules/bidding.js';
import { cargoChoices } from './rules/boards.js';
import { canConvert, canDeliver, canProduce, canUnload, harbourWorkers } from './rules/harbour.js';
import { startingGoodOptions, startingGoodTakers } from './rules/start.js';
import { growDeciders } from './rules/grow.js';
import { canUsePermit, permitCost, permitDeciders, permitPrice, type PermitUse } from './rules/permits.js';
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
  if (canUsePermit(state, player, use)) return null;
  const cost = permitCost(state, player, use);
  if (cost === null) {
    switch (use.kind) {
      case 'bollard':
        return illegal(`Quay wall ${use.wall + 1} holds no more Bollards.`);
      case 'uncover':
        return illegal(`Space ${use.space + 1} has no Cover card.`);
      case 'build':
        return illegal(`${defaultName(player)} has not gained that Building, or has no empty space to build on.`);
    }
  }
  return illegal(`That permit costs ${cost} money; ${defaultName(player)} has ${state.harbors[player]?.money ?? 0}.`);
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
  if (h === undefined) return illegal(`There is no harbour for ${defaultName(p)}.`);
  switch (move.type) {
    case 'startingGood':
      return startingGoodOptions(state, p).includes(move.good)
        ? null
        : illegal(`A ${move.good} cannot be a starting good (it is on the starting contract, or there is no room).`);
    case 'bid':
      if (!h.influence.hand.includes(move.value)) return illegal(`${defaultName(p)} holds no Influence card ${move.value}.`);
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
      return canConvert(state, p, move.type === 'pack') ? null : illegal(`${defaultName(p)} cannot ${move.type} now.`);
  }
}

/**
 * Exactly the legal moves of `player` now (an active seat), in a stable order: each is
 * built only when the rule that `check` asks for it allows it, so `defineGame` need not
 * check them again (`candidatesAreLegal`). The order is part of the contract (seeded games
 * and recorded choices replay by index): per phase, the moves come in the order of the
 * loops below.
 *
 * @group Rules
 */
export function candidates(state: BremerhavenState, player: number): BremerhavenMove[] {
  const h = state.harbors[player];
  if (h === undefined) return [];
  switch (state.phase) {
    case 'startingGoods':
      return startingGoodOptions(state, player).map((good) => ({ type: 'startingGood', player, good }));
    case 'bidding':
      return bidMoves(state, player, h);
    case 'permits':
      return permitMoves(state, player, h);
    case 'grow':
      return [{ type: 'grow', player }, { type: 'skipGrow', player }];
    case 'prices': {
      const moves = state.priceStack.map((card): BremerhavenMove => ({ type: 'setPrices', player, card }));
      if (state.priceMode === 'exchange') moves.push({ type: 'rotatePrices', player });
      return moves;
    }
    case 'career': {
      const moves: BremerhavenMove[] = [];
      for (let rank = 0; rank + 1 < state.ranks.length; rank++) moves.push({ type: 'swapRanks', player, rank });
      moves.push({ type: 'keepRanks', player });
      return moves;
    }
    case 'ship':
      return shipMoves(state, player, h);
    case 'contract': {
      const moves: BremerhavenMove[] = [];
      h.loadingDocks.forEach((c, loadingDock) => {
        if (c === null) moves.push({ type: 'placeContract', player, loadingDock });
      });
      return moves;
    }
    case 'harbour':
      return harbourMoves(state, player, h);
    case 'over':
      return [];
  }
}

/** Every card value in hand (ascending, once each) on every open space, value first. */
function bidMoves(state: BremerhavenState, player: number, h: Harbor): BremerhavenMove[] {
  const values = h.influence.hand.slice().sort((a, b) => a - b);
  const open: number[] = [];
  for (let i = 0; i < SPACES.length; i++) if (isOpen(state, SPACES[i] as SpaceId)) open.push(i);
  const moves: BremerhavenMove[] = [];
  values.forEach((value, k) => {
    if (k > 0 && values[k - 1] === value) return; // each value once
    for (const i of open) moves.push(bidMove(player, i, value));
  });
  return moves;
}

// The bid moves ever listed, made once per seat, space and card value and listed again
// every time they are legal: the Bidding phase is half of all moves and lists some 40
// moves each time, and `defineGame` freezes every listed move, so handing it the same
// frozen objects again saves allocating and freezing them. Sound because a move is a
// plain value: it is legal in a state because it is in that state's list, whichever list
// it first appeared in. 4 seats × 10 values × 14 spaces at most; a value outside 0-9 (no
// Influence card has one) is made afresh each time.
const BID_MOVES: (BidMove | undefined)[] = [];

function bidMove(player: number, spaceIndex: number, value: number): BidMove {
  const space = SPACES[spaceIndex] as SpaceId;
  if (!Number.isInteger(value) || value < 0 || value > 9) return { type: 'bid', player, space, value };
  const key = (player * 10 + value) * SPACES.length + spaceIndex;
  return (BID_MOVES[key] ??= Object.freeze<BidMove>({ type: 'bid', player, space, value }));
}

/** The affordable Bollards (by wall), Cover cards (by space) and Buildings (once each), then the end. */
function permitMoves(state: BremerhavenState, player: number, h: Harbor): BremerhavenMove[] {
  const moves: BremerhavenMove[] = [];
  const price = permitPrice(state, player);
  for (let wall = 0; wall < h.walls.length; wall++) {
    if (canUsePermit(state, player, { kind: 'bollard', wall }, price)) moves.push({ type: 'bollard', player, wall });
  }
  for (let storageSpace = 0; storageSpace < h.covered.length; storageSpace++) {
    if (h.covered[storageSpace] === true && canUsePermit(state, player, { kind: 'uncover', space: storageSpace }, price)) {
      moves.push({ type: 'uncover', player, storageSpace });
    }
  }
  for (const building of new Set(h.gained)) {
    if (canUsePermit(state, player, { kind: 'build', building }, price)) moves.push({ type: 'build', player, building });
  }
  moves.push({ type: 'endPermits', player });
  return moves;
}

/** The Docks the won Ship fits, each with every cargo type it may carry. */
function shipMoves(state: BremerhavenState, player: number, h: Harbor): BremerhavenMove[] {
  const card = state.sea[state.slot ?? -1];
  const ship = card == null ? undefined : lookup(cards(state).ships, card);
  if (card == null || ship === undefined) return [];
  const cargoes = cargoChoices(state, card);
  const moves: BremerhavenMove[] = [];
  for (const dock of fittingDocks(h, ship)) for (const cargo of cargoes) moves.push({ type: 'placeShip', player, dock, cargo });
  return moves;
}

/** Production (by Building, once each), unloading (by Dock), deliveries (by Loading dock, then good), conversions, the end. */
function harbourMoves(state: BremerhavenState, player: number, h: Harbor): BremerhavenMove[] {
  const moves: BremerhavenMove[] = [];
  h.buildings.forEach((building, i) => {
    // Once per Building, at its first place (as a Set would list them), with no Set to build.
    if (h.buildings.indexOf(building) === i && canProduce(state, player, building)) moves.push({ type: 'produce', player, building });
  });
  for (let dock = 0; dock < h.docks.length; dock++) {
    if (canUnload(state, player, dock)) moves.push({ type: 'unload', player, dock });
  }
  for (let loadingDock = 0; loadingDock < h.loadingDocks.length; loadingDock++) {
    for (const good of GOODS) if (canDeliver(state, player, loadingDock, good)) moves.push({ type: 'deliver', player, loadingDock, good });
  }
  if (canConvert(state, player, true)) moves.push({ type: 'pack', player });
  if (canConvert(state, player, false)) moves.push({ type: 'unpack', player });
  moves.push({ type: 'endHarbour', player });
  return moves;
}
