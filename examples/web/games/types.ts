/**
 * What each game's drawing module gives the example table (examples/web/games/<game>.ts).
 *
 * A drawing is made from what a seat receives, never from the state: the game's table
 * (sent once) and the seat's view (sent after each move). The page around it (start
 * screen, move controls, log, undo, hand-over between hot-seat players, final ranking)
 * is shared by all four games and lives in examples/web/main.ts and examples/web/ui/.
 */
/**
 * A game's "How to play" panel: what a new player needs before the first move, in our own
 * words from the rulebook (never its text). Each line is one sentence or two.
 */
export interface HowToPlay {
  /** What wins the game. */
  readonly aim: string;
  /** What happens in a round or a turn, in order. */
  readonly turn: readonly string[];
  /** How points are made, and counted at the end. */
  readonly scoring: readonly string[];
  /** The roles, actions or places of the game, one line each: `name` as the table shows it. */
  readonly parts: { readonly title: string; readonly lines: readonly { readonly name: string; readonly what: string }[] };
}

export interface GameDrawing<T = unknown, V = unknown> {
  /** The game's id, as `game.id` (`'meuterer'`, `'nauticus'`, `'shipyard'`, `'bremerhaven'`). */
  readonly id: string;
  /**
   * Draws everything the seat sees, as a fresh element (HTML and inline SVG, no images):
   * the board, the seat's own hidden things (hand, ...) and what it knows of the others.
   * `seat` is the viewer (`view.viewer`), `null` for a spectator. `names[s]` is how the
   * page calls seat `s` ("You", "Bot 2", "Anna"...).
   */
  draw(table: T, view: V, seat: number | null, names: readonly string[]): HTMLElement;
  /** The CSS the drawing needs; every class it uses starts with the game's id, e.g. `.meuterer-card`. */
  readonly css: string;
  /**
   * The game's `moveTargets`: what a move acts on (`view.hand.2`, `space.sea1`). The
   * drawing tags those parts with `data-target` (see `target` in games/dom.ts), so the
   * page makes them clickable; the viewer's own area carries `data-own`, so the page keeps
   * it beside the moves.
   */
  targets(table: T, view: V, move: never): readonly string[];
  /** The game's "How to play" panel (examples/web/games/<game>/how-to-play.ts). */
  readonly howTo: HowToPlay;
}
