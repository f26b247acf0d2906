/**
 * Shipyard's vocabulary: the action cards, the equipment and crew pieces, the
 * commodities, the mounting points and safety icons of ship cards, the icons of canals.
 * These are fixed by the rulebook; the values printed on the components are data
 * (see `data/`).
 *
 * @module
 */
import { oneOf } from '../core/codecs.js';

/**
 * The eight action cards (« cartes action »).
 *
 * @rulebook Actions; Composants: « 8 cartes action ».
 *
 * @group Rules
 */
export const ACTIONS = ['build', 'purchase', 'canal', 'equipment', 'crew', 'employee', 'exchange', 'subsidy'] as const;
/**
 * An action card; see {@link ACTIONS}.
 *
 * @group Rules
 */
export type Action = (typeof ACTIONS)[number];

/**
 * The action names of the rulebook, for logs.
 *
 * @group Rules
 */
export const ACTION_NAME: Readonly<Record<Action, string>> = {
  build: 'Build Ships',
  purchase: 'Purchase Commodities',
  canal: 'Rent Canal',
  equipment: 'Manufacture Equipment',
  crew: 'Recruit Crew',
  employee: 'Hire Employee',
  exchange: 'Exchange Commodities',
  subsidy: 'Receive Subsidy',
};

/**
 * Crew pieces. A captain on a ship beyond the first is an officer (« dirigeant »).
 *
 * @rulebook Composants: « 24 capitaines, 24 hommes d'affaires, 24 soldats ».
 *
 * @group Rules
 */
export const CREW = ['captain', 'businessman', 'soldier'] as const;
/**
 * A crew piece.
 *
 * @group Rules
 */
export type Crew = (typeof CREW)[number];

/**
 * Equipment pieces.
 *
 * @rulebook Composants: « 24 voiles, 24 cheminées, 24 propulseurs, 24 grues, 24 canons ».
 *
 * @group Rules
 */
export const EQUIPMENT = ['sail', 'funnel', 'propeller', 'crane', 'cannon'] as const;
/**
 * An equipment piece.
 *
 * @group Rules
 */
export type Equipment = (typeof EQUIPMENT)[number];

/**
 * Every piece a shipyard can store and a ship can carry: crew first, then equipment.
 *
 * @group Rules
 */
export const ITEMS = [...CREW, ...EQUIPMENT] as const;
/**
 * A crew or equipment piece.
 *
 * @group Rules
 */
export type Item = (typeof ITEMS)[number];

/**
 * A count per piece, e.g. what a shipyard holds or a ship carries.
 *
 * @group Rules
 */
export type Pieces = { readonly [K in Item]: number };

/**
 * No pieces at all.
 *
 * @group Rules
 */
export function noPieces(): { -readonly [K in Item]: number } {
  return { captain: 0, businessman: 0, soldier: 0, sail: 0, funnel: 0, propeller: 0, crane: 0, cannon: 0 };
}

/**
 * The three commodities carried by freight trains.
 *
 * @rulebook Échange de marchandises (« acier », « charbon »); the third is grain
 *   (research note §3, confidence M).
 *
 * @group Rules
 */
export const COMMODITIES = ['steel', 'coal', 'grain'] as const;
/**
 * A commodity.
 *
 * @group Rules
 */
export type Commodity = (typeof COMMODITIES)[number];

/**
 * The three kinds of ship card; middles come in two decks with different backs.
 *
 * @group Rules
 */
export const SHIP_KINDS = ['bow', 'middle', 'stern'] as const;
/**
 * The kind of a ship card.
 *
 * @group Rules
 */
export type ShipKind = (typeof SHIP_KINDS)[number];

/**
 * Mounting points. Sails and funnels share one type; propellers, cranes and cannons
 * have their own.
 *
 * @rulebook Équipement et équipage: « les voiles et les cheminées utilisent le même type de point de montage ».
 *
 * @group Rules
 */
export const MOUNTS = ['sailFunnel', 'propeller', 'crane', 'cannon'] as const;
/**
 * A type of mounting point.
 *
 * @group Rules
 */
export type Mount = (typeof MOUNTS)[number];

/**
 * Which mounting point each equipment piece needs.
 *
 * @group Rules
 */
export const MOUNT_OF: Readonly<Record<Equipment, Mount>> = {
  sail: 'sailFunnel',
  funnel: 'sailFunnel',
  propeller: 'propeller',
  crane: 'crane',
  cannon: 'cannon',
};

/**
 * The safety devices printed on ship cards.
 *
 * @rulebook Test de navigabilité: bouées, canots de sauvetage, lanternes.
 *
 * @group Rules
 */
export const SAFETY = ['buoy', 'lifeboat', 'lantern'] as const;
/**
 * A safety device.
 *
 * @group Rules
 */
export type Safety = (typeof SAFETY)[number];

/**
 * What a square of a shipping canal shows: nothing, one of the five officials, or the
 * Blue Riband.
 *
 * @rulebook Résultats du test de navigabilité.
 *
 * @group Rules
 */
export const CANAL_ICONS = ['none', 'military', 'commerce', 'lantern', 'lifeboat', 'buoy', 'riband'] as const;
/**
 * The icon of a canal square.
 *
 * @group Rules
 */
export type CanalIcon = (typeof CANAL_ICONS)[number];

/**
 * The four edges of a canal card, clockwise from the top.
 *
 * @group Rules
 */
export const EDGES = ['north', 'east', 'south', 'west'] as const;
/**
 * An edge of a canal card.
 *
 * @group Rules
 */
export type Edge = (typeof EDGES)[number];

/**
 * The colours (types) of employee cards.
 *
 * @rulebook Contrats verts: « jaune, orange, bleu, vert ou marron ».
 *
 * @group Rules
 */
export const EMPLOYEE_COLOURS = ['brown', 'green', 'orange', 'yellow', 'blue'] as const;
/**
 * An employee colour.
 *
 * @group Rules
 */
export type EmployeeColour = (typeof EMPLOYEE_COLOURS)[number];

/**
 * Codec for {@link Action}.
 *
 * @group Codecs
 */
export const ActionCodec = oneOf(ACTIONS, 'Action');
/**
 * Codec for {@link Item}.
 *
 * @group Codecs
 */
export const ItemCodec = oneOf(ITEMS, 'Item');
/**
 * Codec for {@link Equipment}.
 *
 * @group Codecs
 */
export const EquipmentCodec = oneOf(EQUIPMENT, 'Equipment');
/**
 * Codec for {@link Commodity}.
 *
 * @group Codecs
 */
export const CommodityCodec = oneOf(COMMODITIES, 'Commodity');
/**
 * Codec for {@link ShipKind}.
 *
 * @group Codecs
 */
export const ShipKindCodec = oneOf(SHIP_KINDS, 'ShipKind');
/**
 * Codec for {@link Safety}.
 *
 * @group Codecs
 */
export const SafetyCodec = oneOf(SAFETY, 'Safety');
/**
 * Codec for {@link CanalIcon}.
 *
 * @group Codecs
 */
export const CanalIconCodec = oneOf(CANAL_ICONS, 'CanalIcon');
/**
 * Codec for {@link Edge}.
 *
 * @group Codecs
 */
export const EdgeCodec = oneOf(EDGES, 'Edge');
/**
 * Codec for {@link EmployeeColour}.
 *
 * @group Codecs
 */
export const EmployeeColourCodec = oneOf(EMPLOYEE_COLOURS, 'EmployeeColour');
