/**
 * The order of play: a turn's steps, the end of a lap (countdown and contract
 * discards), the end of normal play, the final actions, the last chances.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { illegal, type RuleError } from '../../core/errors.js';
import { nextSeat } from '../../core/seats.js';
import type { Action } from '../items.js';
import type { BonusMove, ChooseActionMove } from '../moves.js';
import { doing, emit, setAct, setPlayer } from '../edit.js';
import type { NextState, StateOrDraft } from '../state.js';
import { BONUS_COST, bonusOptions, minCost } from './actions.js';
import { lastChancePossible } from './shipcards.js';
import { contractsKept, discardsPending, discardsToKeep, finalScoring } from './contracts.js';
import { advance, cardsInPlay, firstTurns, freeCards, incomeFor } from './track.js';
import { startTrials } from './trial.js';


/**
 * The countdown marker's last space: the game ends when it gets there.
 *
 * @group Rules
 */
export const COUNTDOWN_END = 4;

/**
 * Where the countdown marker starts: on the space of the number of players ("4" is the
 * top space), so the game lasts one lap per player.
 *
 * @rulebook Préparation, 11: « Le marqueur compte à rebours est placé sur la case ... correspondante
 *   au nombre de joueurs » (ruling S6).
 *
 * @group Rules
 */
export function countdownStart(players: number): number {
  return 4 - players;
}

/**
 * The seat to the first player's right: the last to play in each round of turns.
 *
 * @group Rules
 */
export function lastSeat(state: StateOrDraft): Seat {
  return nextSeat(state.firstPlayer, state.rules.players, -1);
}

/**
 * The cards the current player may choose. In play: a free card whose action he can
 * perform with his florins and the income it brings; if no free card can be performed,
 * any free card, with no action (ruling S20). In the final action: any card whose action
 * he can perform, pawns or not (ruling S9).
 *
 * @rulebook 2) Choisissez une nouvelle action; Action finale: « Vous pouvez choisir n'importe
 *   laquelle d'entre elles, quels que soient les pions sur elles ».
 *
 * @group Rules
 */
export function choosableActions(state: StateOrDraft, seat: Seat): Action[] {
  const florins = state.players[seat]?.florins ?? 0;
  if (state.step !== 'choose' || seat !== state.current) return [];
  if (state.era === 'finalAction') return cardsInPlay(state).filter((a) => minCost(state, seat, a) <= florins);
  if (state.era !== 'play') return [];
  const free = freeCards(state);
  const doable = free.filter((a) => {
    const cost = minCost(state, seat, a);
    // The income is never negative: it is worked out only when it decides.
    return cost <= florins || (cost < Infinity && cost <= florins + incomeFor(state, a).florins);
  });
  return doable.length > 0 ? doable : free;
}

/**
 * Choosing a card.
 *
 * @group Rules
 */
export function checkChoose(state: StateOrDraft, move: ChooseActionMove): RuleError | null {
  if (state.step !== 'choose') return illegal('An action card is chosen only at the start of a turn.');
  if (!choosableActions(state, move.player).includes(move.action)) {
    return illegal(`The ${move.action} card cannot be chosen now: it is not in play, is occupied, is the lead card you just moved, or its action cannot be performed.`);
  }
  return null;
}

/**
 * Buying a bonus action.
 *
 * @group Rules
 */
export function checkBonus(state: StateOrDraft, move: BonusMove): RuleError | null {
  if (!bonusOptions(state, move.player).includes(move.action)) {
    return illegal(`No bonus ${move.action} action now: one per turn, 6 florins, never the card chosen this turn, and it must be possible.`);
  }
  return null;
}

/**
 * Ending step 4 without a bonus action.
 *
 * @group Rules
 */
export function checkFinishActions(state: StateOrDraft): RuleError | null {
  const act = state.act;
  if (state.step !== 'act' || act === null || act.main !== 'done' || act.doing !== null || act.bonus !== 'unused') {
    return illegal('Step 4 ends here only after the main action, while a bonus action is still possible.');
  }
  return null;
}

/**
 * Starts the turn of `d.current`: step 1 unless it is one of the player's first turns.
 *
 * @rulebook Le tour; Le premier tour; Partie à deux joueurs.
 *
 * @group Rules
 */
export function beginTurn(d: NextState): void {
  d.turnNumber += 1;
  d.chosen = null;
  d.act = null;
  d.trial = null;
  emit(d, { kind: 'turn', seat: d.current, number: d.turnNumber });
  if (d.era === 'play' && d.turnNumber > firstTurns(d)) advance(d);
  d.step = 'choose';
}

/**
 * Steps 2 and 3: the pawn goes on the card, the income is paid (not in the final action),
 * and step 4 begins.
 *
 * @rulebook 2) Choisissez une nouvelle action; 3) Collectez votre revenu; Action finale.
 *
 * @group Rules
 */
export function chooseAction(d: NextState, move: ChooseActionMove): void {
  const me = d.players[move.player];
  if (me === undefined) return;
  let florins = me.florins;
  if (d.era === 'play') {
    const income = incomeFor(d, move.action);
    florins += income.florins;
    setPlayer(d, move.player, { florins, held: [...me.held, move.action] });
    emit(d, { kind: 'income', seat: move.player, ...income });
  }
  d.chosen = move.action;
  d.step = 'act';
  const bonus = d.era === 'play' ? 'unused' : 'none';
  d.act = { main: 'pending', bonus, doing: null };
  if (minCost(d, move.player, move.action) > florins) {
    d.act = { main: 'done', bonus, doing: null };
    emit(d, { kind: 'noAction', seat: move.player, action: move.action });
  }
  settleActs(d);
}

/**
 * Pays for a bonus action, which is then performed like any other.
 *
 * @group Rules
 */
export function buyBonus(d: NextState, move: BonusMove): void {
  const me = d.players[move.player];
  if (me === undefined || d.act === null) return;
  setPlayer(d, move.player, { florins: me.florins - BONUS_COST });
  setAct(d, { doing: doing(move.action, 'bonus') });
}

/**
 * Ends step 4 without the bonus action.
 *
 * @group Rules
 */
export function finishActions(d: NextState): void {
  setAct(d, { bonus: 'done' });
  startTrials(d, endTurn);
}

/**
 * An action is complete: mark it, and go on to the trials when nothing is left to decide.
 *
 * @group Rules
 */
export function finishAction(d: NextState): void {
  const act = d.act;
  if (act === null) return;
  if ((act.doing?.role ?? 'main') === 'main') setAct(d, { main: 'done', doing: null });
  else setAct(d, { bonus: 'done', doing: null });
  settleActs(d);
}

/** Step 4 is over once the main action is done and no bonus action is possible (ruling S23). */
function settleActs(d: NextState): void {
  const act = d.act;
  if (act === null || act.doing !== null || act.main === 'pending') return;
  if (bonusOptions(d, d.current).length > 0) return;
  startTrials(d, endTurn);
}

/**
 * After step 5: the lap ends if the lead card reached the start space this turn (the
 * countdown marker moves down and contracts may have to be given up), then the next turn.
 *
 * @rulebook Contrats gouvernementaux et compte à rebours: « Quand un joueur déplace la première carte
 *   dans la case de départ, laissez-le d'abord finir son tour. Déplacez alors le marqueur ».
 *
 * @group Rules
 */
export function endTurn(d: NextState): void {
  d.act = null;
  d.trial = null;
  const me = d.players[d.current];
  if (d.era === 'play' && me !== undefined) setPlayer(d, d.current, { turns: me.turns + 1 });
  if (d.lapEnded) {
    d.lapEnded = false;
    d.countdown = Math.min(COUNTDOWN_END, d.countdown + 1);
    emit(d, { kind: 'countdown', marker: d.countdown });
    if (requireDiscards(d, contractsKept(d.rules.players, d.countdown))) return;
  }
  afterTurn(d);
}

/** Asks for contract discards down to `keep` of each colour; whether any are due. */
function requireDiscards(d: NextState, keep: number): boolean {
  d.discards = discardsToKeep(d, keep);
  if (!discardsPending(d)) return false;
  d.step = 'discard';
  emit(d, { kind: 'discardsDue', discards: d.discards.map((x) => x.green + x.blue) });
  return true;
}

/**
 * Who plays next. Normal play ends when the countdown reaches its end, or once a ship deck
 * has run out and the player to the first player's right has played (so that everyone
 * has had as many turns); then come the final actions and the last chances, each from
 * the first player.
 *
 * @rulebook Fin de la partie: « Si le jeu finit tôt, continuez à jouer jusqu'à ce que chacun ait eu
 *   le même nombre de tours »; Action finale; Achèvement d'un bateau.
 *
 * @group Rules
 */
export function afterTurn(d: NextState): void {
  const last = lastSeat(d);
  const next = nextSeat(d.current, d.rules.players);
  switch (d.era) {
    case 'play':
      if (d.countdown >= COUNTDOWN_END || (d.earlyEnd && d.current === last)) {
        endPlay(d);
        return;
      }
      d.current = next;
      beginTurn(d);
      return;
    case 'finalAction':
      if (d.current === last) {
        d.era = 'finalChance';
        emit(d, { kind: 'era', era: 'finalChance', reason: null });
        d.current = d.firstPlayer;
        beginLastChance(d);
        return;
      }
      d.current = next;
      beginTurn(d);
      return;
    case 'finalChance':
      if (d.current === last) {
        finalScoring(d);
        return;
      }
      d.current = next;
      beginLastChance(d);
      return;
    case 'over':
      return;
  }
}

/**
 * Normal play is over: everyone first gives up contracts down to one of each colour if
 * the game ended early (ruling S19), then the final actions begin with the first player.
 *
 * @rulebook Contrats gouvernementaux: « Dans tous les cas, vous jouerez le tour final avec seulement
 *   2 contrats gouvernementaux, un vert et un bleu ».
 */
function endPlay(d: NextState): void {
  if (requireDiscards(d, 1)) return;
  d.era = 'finalAction';
  emit(d, { kind: 'era', era: 'finalAction', reason: d.countdown >= COUNTDOWN_END ? 'countdown' : 'ships' });
  d.current = d.firstPlayer;
  beginTurn(d);
}

/**
 * A player's last chance to complete a ship with one card: skipped when no single card
 * (affordable, or a free substitute) would complete one.
 *
 * @rulebook Achèvement d'un bateau: « Si vous ne pouvez pas achever un bateau avec une seule carte,
 *   passez simplement la main au prochain joueur ».
 */
function beginLastChance(d: NextState): void {
  d.turnNumber += 1;
  emit(d, { kind: 'turn', seat: d.current, number: d.turnNumber });
  d.chosen = 'build';
  d.step = 'act';
  d.trial = null;
  d.act = { main: 'pending', bonus: 'none', doing: null };
  if (!lastChancePossible(d, d.current)) {
    emit(d, { kind: 'noLastChance', seat: d.current });
    endTurn(d);
  }
}

/**
 * Passing on the last chance.
 *
 * @group Rules
 */
export function checkPassLastChance(state: StateOrDraft): RuleError | null {
  if (state.era !== 'finalChance' || state.step !== 'act' || state.act?.doing != null) return illegal('Only the last chance to complete a ship can be passed.');
  return null;
}

/**
 * Passes on the last chance.
 *
 * @group Rules
 */
export function passLastChance(d: NextState): void {
  endTurn(d);
}
