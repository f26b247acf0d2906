/**
 * The words of the library's texts (labels, headings, log lines): people named by the
 * names a frontend gives, counted from 1 where they are not named; short labels that
 * fit without cutting a word; and each game's vocabulary, the one place that says what
 * the game calls its things.
 *
 * A game writes a seat into a text as a reference ({@link seatRef}), never as a name;
 * the core renders every reference with the names the caller gave ({@link TextOptions})
 * just before the text leaves the game. So a game needs no name to write a line, a
 * frontend needs no rewriting to put a person's name in it, and a name, which comes from
 * outside, never reaches the game's own code: it cannot change what a line says or which
 * lines an audience reads, only how the seats it already names are called.
 *
 * @module
 */

/**
 * How the library's texts name the people at the table.
 *
 * @example
 * ```ts partial
 * meuterer.describe(before, move, after, 1, { names: ['Ada', 'Bo', 'Cy'] }); // ['Bo plays wine.']
 * ```
 *
 * @group Contract
 */
export interface TextOptions {
  /**
   * The name of each seat, in seat order: `names[0]` is the seat the game calls seat 0.
   * Missing, empty or unusable names are "Player 1", "Player 2", ... (seat 0 is Player 1).
   * Names come from outside and are cleaned first: control and formatting characters are
   * dropped, spaces collapsed, and each is cut to {@link MAX_NAME_LENGTH} characters.
   */
  readonly names?: readonly string[];
}

/**
 * The longest name a text shows (longer ones are cut, at a character, not inside one).
 *
 * @group Contract
 */
export const MAX_NAME_LENGTH = 32;

/** The most seats whose names are read from {@link TextOptions.names}. */
const MAX_NAMES = 16;

// The two private-use characters that enclose a seat reference inside a game's text.
// They never appear in a rendered text: stray ones are removed, and names lose them.
const OPEN = '\u{E000}';
const CLOSE = '\u{E001}';
const REFERENCE = /\u{E000}(\d{1,3})\u{E001}/gu;
const STRAY = /[\u{E000}\u{E001}]/gu;

/**
 * A seat as a game writes it into a text: a reference the core replaces with the seat's
 * name ({@link TextOptions}), "Player 1" for seat 0 by default. Only the core renders
 * references; a game's texts go out through the contract, which renders them.
 *
 * @group Defining a game
 */
export function seatRef(seat: number): string {
  return Number.isInteger(seat) && seat >= 0 && seat < 1000 ? `${OPEN}${seat}${CLOSE}` : 'a player';
}

/**
 * The name a seat has when the frontend gives none: "Player 1" for seat 0.
 *
 * @group Contract
 */
export function defaultName(seat: number): string {
  return `Player ${seat + 1}`;
}

/** A name from outside, cleaned (see {@link TextOptions.names}), or `null` when nothing usable is left. */
export function cleanName(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  // Control, formatting (bidi overrides, zero widths), unassigned and private-use characters go.
  const plain = name
    .slice(0, 4 * MAX_NAME_LENGTH)
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  if (plain === '') return null;
  const chars = [...plain];
  return chars.length <= MAX_NAME_LENGTH ? plain : `${chars.slice(0, MAX_NAME_LENGTH - 1).join('').trimEnd()}…`;
}

/**
 * The names of the seats from the caller's options, read once and cleaned: whatever
 * `options` is (a Proxy, a getter that throws, a name of a million characters), the
 * answer is a plain list, and a seat without a usable name gets its {@link defaultName}.
 */
export function namesFrom(options: unknown): readonly (string | null)[] {
  try {
    if (typeof options !== 'object' || options === null) return [];
    const names: unknown = (options as { readonly names?: unknown }).names;
    if (!Array.isArray(names)) return [];
    const out: (string | null)[] = [];
    const n = Math.min(MAX_NAMES, names.length);
    for (let i = 0; i < n; i++) out.push(cleanName(names[i]));
    return out;
  } catch {
    return [];
  }
}

/** `text` with every seat reference replaced by the seat's name (see {@link seatRef}). */
export function renderText(text: string, names: readonly (string | null)[]): string {
  if (!text.includes(OPEN) && !text.includes(CLOSE)) return text;
  return text.replace(REFERENCE, (_m, digits: string) => {
    const seat = Number(digits);
    return names[seat] ?? defaultName(seat);
  }).replace(STRAY, '');
}

/**
 * The most a short label or heading holds.
 *
 * @group Defining a game
 */
export const MAX_LABEL = 60;

/**
 * `text` if it fits `max` characters; otherwise cut after the last whole word that fits,
 * with an ellipsis: never inside a word. (A game's labels should fit on their own, by
 * {@link fitParts}; this is the core's last resort.)
 *
 * @group Defining a game
 */
export function shorten(text: string, max = MAX_LABEL): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  // A word that ends right at the edge stays; one that runs past it goes whole.
  const cut = /\s/u.test(text.charAt(max - 1)) ? room.length : room.search(/[\s,;:(]+\S*$/u);
  const head = (cut > max / 3 ? room.slice(0, cut) : room.slice(0, max - 1)).replace(/[\s,;:(—-]+$/u, '');
  return `${head}…`;
}

/**
 * A short label made of a head (what tells the moves of a choice apart, always whole) and
 * details: `head: a, b, c` when it all fits `max`; else as many whole details as fit and
 * "+2 more": `Take from bows, row 2: 1 cabin, crane +2 more`. The full description
 * ({@link Game.moveDescription}) lists them all.
 *
 * @group Defining a game
 */
export function fitParts(head: string, parts: readonly string[], max = MAX_LABEL, separator = ': '): string {
  if (parts.length === 0) return head;
  const whole = `${head}${separator}${parts.join(', ')}`;
  if (whole.length <= max) return whole;
  for (let keep = parts.length - 1; keep >= 1; keep--) {
    const text = `${head}${separator}${parts.slice(0, keep).join(', ')} +${parts.length - keep} more`;
    if (text.length <= max) return text;
  }
  return head;
}

/**
 * What a game calls its things: the one place for the words of its components, actions
 * and places, used by its labels and log lines, and by a frontend's drawing. The law of
 * words (`nautical-rules/testing`) reads every label and log line of random games and
 * fails on a word that is in neither this vocabulary nor the plain English
 * {@link COMMON_WORDS} every game shares.
 *
 * @group Defining a game
 */
export interface Vocabulary {
  /**
   * The names of the game's things, by kind (`'cards'`, `'actions'`, `'places'`, ...) and
   * then by the id the rules use: `names.cards.wine === 'wine'`.
   */
  readonly names: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The other words the game's sentences use, beyond {@link COMMON_WORDS}. */
  readonly words: readonly string[];
  /**
   * Where the rulebook says it, for tools (never shown in a label or log line): a
   * section by the name of a step or place, e.g. `sections['Grow influence'] === '1.3'`.
   */
  readonly sections?: Readonly<Record<string, string>>;
}

/** The vocabulary of a game that gives none: only the {@link COMMON_WORDS}. */
export const NO_VOCABULARY: Vocabulary = { names: {}, words: [] };

/**
 * The plain English words any game's sentences may use (articles, pronouns, numbers in
 * words, common verbs of play and their forms). Everything else a text says is one of
 * the game's own words: its {@link Vocabulary}.
 *
 * @group Defining a game
 */
export const COMMON_WORDS: readonly string[] = `
a an the and or but nor not no none nothing any all each every both either other others another more most less
least much many few some one two three four five six seven eight nine ten first second third fourth last next
once twice again also only still yet already now then when while until after before since as at by for from in
into of off on onto out over to toward towards under up upon with without within per than so if is are was were
be been being has have had having does do did done it its it's this that these those there here which who whom
whose what where why how he his him she her they them their theirs you your yours we our us i me my
player players player's players' round rounds turn turns game games move moves choose chooses chose chosen
take takes taken took taking give gives given gave put puts keep keeps kept get gets got make makes made
pay pays paid paying buy buys bought sell sells sold selling play plays played pass passes passed goes go went
gone leave leaves left come comes came draw draws drew drawn end ends ended over score scores scored point
points total new old free same own left right top bottom front back face down up card cards space spaces
row rows place places placed stack pile piles box hand hands deck start started starts starting begins
begin is isn't cannot can can't may must will would could should let lets nobody everyone everybody anyone
reveal reveals revealed shows show shown holds hold held held each tie tied win wins won winner
yes instead because though even just about above below between against across through per
`
  .split(/\s+/u)
  .filter((w) => w !== '');
