/**
 * The shipyard: which ships are complete, and where a ship card may go.
 *
 * @module
 */
import type { ShipKind } from '../items.js';
import type { ShipPart } from '../state.js';

/**
 * Most middles a ship may have.
 *
 * @group Rules
 */
export const MAX_MIDDLES = 7;

/**
 * A span of the yard, both ends included.
 *
 * @group Rules
 */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/**
 * The completed ships in a yard: a bow on the left, 1 to 7 middles, a stern on the
 * right, with no empty space between.
 *
 * @rulebook Test de navigabilité: « Un bateau réalisé a une proue du côté gauche, un à sept
 *   milieux et une poupe du côté droit. Toutes les cartes sont adjacentes ».
 *
 * @group Rules
 */
export function completedShips(yard: readonly (ShipPart | null)[]): Span[] {
  return shipSpans(kindsOf(yard));
}

/** {@link completedShips} of a yard given by the kinds of its cards. */
function shipSpans(kinds: readonly (ShipKind | null)[]): Span[] {
  const out: Span[] = [];
  for (let start = 0; start < kinds.length; start++) {
    if (kinds[start] !== 'bow') continue;
    let end = start + 1;
    while (kinds[end] === 'middle') end++;
    const middles = end - start - 1;
    if (kinds[end] === 'stern' && middles >= 1 && middles <= MAX_MIDDLES) out.push({ start, end });
  }
  return out;
}

/**
 * Whether `parts` are exactly one completed ship, end to end (a ship on trial or in a fleet).
 *
 * @group Rules
 */
export function isShip(parts: readonly (ShipPart | null)[]): boolean {
  const [only, other] = completedShips(parts);
  return only !== undefined && other === undefined && only.start === 0 && only.end === parts.length - 1;
}

/**
 * Whether every card in the yard can still become part of a completed ship (ruling S1).
 *
 * A yard is viable when its ships can be finished one after another: some span
 * [a..b] (3 to 9 spaces) holds only cards that fit it (a bow at a, a stern at b, middles
 * between), its empty spaces are filled, it leaves, and what remains is viable again.
 * Cards never move, so this is exactly « ne pas jouer une carte dans une case qui rendrait
 * impossible qu'elle devienne une partie d'un bateau achevé », including the legal case of
 * a card that waits for another ship to leave first.
 *
 * Removing cards never makes a yard less viable (a span that fits still fits with fewer
 * cards in it), so the order does not need a search: any span that fits may leave first.
 * The check is therefore greedy, at most one pass over the spans per card, with nothing
 * kept between calls.
 *
 * @rulebook Construction de bateaux: the placement rules and their six illustrations.
 *
 * @group Rules
 */
export function viable(kinds: readonly (ShipKind | null)[]): boolean {
  const left = kinds.slice();
  let cards = 0;
  for (const k of left) if (k !== null) cards++;
  while (cards > 0) {
    const span = fittingSpan(left);
    if (span === null) return false;
    for (let p = span.start; p <= span.end; p++) {
      if (left[p] !== null) cards--;
      left[p] = null;
    }
  }
  return true;
}

/**
 * A span of 3 to 9 spaces holding at least one card, whose cards all fit it (a bow on its
 * left end, a stern on its right end, middles between), or `null`.
 */
function fittingSpan(kinds: readonly (ShipKind | null)[]): Span | null {
  const n = kinds.length;
  for (let start = 0; start < n; start++) {
    const first = kinds[start] ?? null;
    if (first !== null && first !== 'bow') continue;
    // Grow the span to the right while its inside holds only middles or empty spaces.
    let any = first !== null;
    for (let end = start + 1; end < n && end - start - 1 <= MAX_MIDDLES; end++) {
      const last = kinds[end] ?? null;
      if (end >= start + 2 && (last === null || last === 'stern') && (any || last !== null)) return { start, end };
      if (last !== null && last !== 'middle') break;
      if (last !== null) any = true;
    }
  }
  return null;
}

/**
 * The kinds of the cards in a yard, `null` for empty spaces.
 *
 * @group Rules
 */
export function kindsOf(yard: readonly (ShipPart | null)[]): (ShipKind | null)[] {
  return yard.map((p) => (p === null ? null : p.kind));
}

/**
 * Whether a card of `kind` may go on `slot`: the space is empty, every card can still be
 * part of a completed ship afterwards, and the yard is not full unless a ship is complete.
 *
 * @rulebook Construction de bateaux: « Les nouvelles cartes doivent être placées dans des
 *   cases vides »; « Vous ne pouvez pas remplir toutes vos cases vides à moins que le
 *   résultat ne soit au moins un bateau achevé ».
 *
 * @group Rules
 */
export function canPlace(yard: readonly (ShipPart | null)[], slot: number, kind: ShipKind): boolean {
  if (slot < 0 || slot >= yard.length || yard[slot] !== null) return false;
  return fitsAt(kindsOf(yard), slot, kind);
}

/**
 * {@link canPlace} for the empty `slot` of a yard given by the kinds of its cards.
 * `kinds` is borrowed: the card is put in to ask and taken out again, so that the
 * searches below try every space on one array instead of copying the yard for each.
 */
function fitsAt(kinds: (ShipKind | null)[], slot: number, kind: ShipKind): boolean {
  kinds[slot] = kind;
  const fits = viable(kinds) && (kinds.includes(null) || shipSpans(kinds).length > 0);
  kinds[slot] = null;
  return fits;
}

/**
 * The spaces where a card of `kind` may go.
 *
 * @group Rules
 */
export function placesFor(yard: readonly (ShipPart | null)[], kind: ShipKind): number[] {
  const kinds = kindsOf(yard);
  const out: number[] = [];
  for (let slot = placeFrom(kinds, kind, 0); slot >= 0; slot = placeFrom(kinds, kind, slot + 1)) out.push(slot);
  return out;
}

/** The first space from `slot` on where a card of `kind` may go in a yard of `kinds` (borrowed, see `fitsAt`), or -1. */
function placeFrom(kinds: (ShipKind | null)[], kind: ShipKind, slot: number): number {
  for (let s = slot; s < kinds.length; s++) if (kinds[s] === null && fitsAt(kinds, s, kind)) return s;
  return -1;
}

/**
 * Whether a card of `kind` may go anywhere: `placesFor(yard, kind).length > 0`, stopping at
 * the first space that takes it (the costs of the Build action ask this on most moves).
 *
 * @group Rules
 */
export function hasPlaceFor(yard: readonly (ShipPart | null)[], kind: ShipKind): boolean {
  return placeFrom(kindsOf(yard), kind, 0) >= 0;
}

/**
 * Whether a card of `kind` on `slot` completes a ship (for the last chance).
 *
 * @group Rules
 */
export function completesShip(yard: readonly (ShipPart | null)[], slot: number, kind: ShipKind): boolean {
  if (!canPlace(yard, slot, kind)) return false;
  const after = kindsOf(yard);
  after[slot] = kind;
  return shipSpans(after).some((s) => s.start <= slot && slot <= s.end);
}
