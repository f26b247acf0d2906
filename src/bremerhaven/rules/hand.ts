/**
 * The size of a hand of Influence cards, shared by the Bidding phase (`bidding.ts`) and the
 * Clean-up phase (`cleanup.ts`).
 *
 * @module
 */
/**
 * Influence cards in hand at the start of every Bidding phase.
 *
 * @group Rules
 */
export const HAND_SIZE = 5;
