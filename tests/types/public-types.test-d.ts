/**
 * Type tests: they pin the public types as published (`dist/*.d.ts`, reached through the
 * package's own name), so that a change to a move or state type is a visible, deliberate
 * diff here. Run by `vitest run` in typecheck mode.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { Either } from 'fp-ts/Either';
import type { Game, GameRecord, GameResult, RuleError, RuleErrorCode, Seat, Viewer } from 'nautical-rules';
import { replay } from 'nautical-rules';
import { meuterer, type Card, type MeutererConfig, type MeutererMove, type MeutererState, type MeutererView, type MeutererTable, type Role } from 'nautical-rules/meuterer';
import { nauticus, type NauticusConfig, type NauticusMove, type NauticusState, type NauticusView, type NauticusTable } from 'nautical-rules/nauticus';
import { bremerhaven, type BremerhavenConfig, type BremerhavenMove, type BremerhavenState, type BremerhavenView, type BremerhavenTable } from 'nautical-rules/bremerhaven';
import { shipyard, type ShipyardConfig, type ShipyardMove, type ShipyardState, type ShipyardView, type ShipyardTable } from 'nautical-rules/shipyard';
import { checkGame, type HarnessReport } from 'nautical-rules/testing';

describe('core', () => {
  it('RuleError codes', () => {
    expectTypeOf<RuleErrorCode>().toEqualTypeOf<
      'MALFORMED_MOVE' | 'NOT_YOUR_TURN' | 'ILLEGAL_MOVE' | 'GAME_OVER' | 'INVALID_CONFIG' | 'INVALID_STATE' | 'INVALID_VIEW' | 'INVALID_TABLE' | 'INVALID_RECORD' | 'INTERNAL_ERROR'
    >();
    expectTypeOf<RuleError>().toEqualTypeOf<{ readonly code: RuleErrorCode; readonly message: string }>();
  });

  it('results and viewers', () => {
    expectTypeOf<GameResult>().toEqualTypeOf<{ readonly scores: readonly number[]; readonly ranking: readonly (readonly Seat[])[] }>();
    expectTypeOf<Viewer>().toEqualTypeOf<number | 'spectator'>();
  });

  it('replay returns the game state', () => {
    expectTypeOf(replay(meuterer, {} as GameRecord)).toMatchTypeOf<Either<RuleError & { readonly step: number }, MeutererState>>();
  });
});

describe('meuterer', () => {
  it('is a Game of its own types', () => {
    expectTypeOf(meuterer).toEqualTypeOf<Game<MeutererConfig, MeutererState, MeutererMove, MeutererView, MeutererTable>>();
    expectTypeOf(meuterer.apply).returns.toEqualTypeOf<Either<RuleError, MeutererState>>();
    expectTypeOf(meuterer.legalMoves).returns.toEqualTypeOf<readonly MeutererMove[]>();
  });

  it('moves', () => {
    expectTypeOf<MeutererMove['type']>().toEqualTypeOf<
      'offerReward' | 'play' | 'pass' | 'takeRole' | 'addConflicts' | 'sell' | 'noSale' | 'returnCard'
    >();
    expectTypeOf<Extract<MeutererMove, { type: 'play' }>>().toEqualTypeOf<{ readonly type: 'play'; readonly player: number; readonly card: Card }>();
    expectTypeOf<Extract<MeutererMove, { type: 'sell' }>>().toHaveProperty('good');
    expectTypeOf<Card>().toEqualTypeOf<'ruby' | 'salt' | 'wine' | 'cloth' | 'grain' | 'conflict' | 'pirate'>();
    expectTypeOf<Role>().toEqualTypeOf<'mutineer' | 'cabinBoy' | 'mate' | 'merchant' | 'loader'>();
  });

  it('config and state', () => {
    expectTypeOf<MeutererConfig['players']>().toEqualTypeOf<number>();
    expectTypeOf<MeutererState['hands']>().toEqualTypeOf<readonly (readonly Card[])[]>();
    expectTypeOf<MeutererState['scores']>().toEqualTypeOf<readonly number[]>();
    expectTypeOf<MeutererView['hand']>().toEqualTypeOf<readonly Card[] | null>();
  });
});

describe('nauticus', () => {
  it('is a Game of its own types', () => {
    expectTypeOf(nauticus).toEqualTypeOf<Game<NauticusConfig, NauticusState, NauticusMove, NauticusView, NauticusTable>>();
    expectTypeOf(nauticus.apply).returns.toEqualTypeOf<Either<RuleError, NauticusState>>();
  });

  it('moves', () => {
    expectTypeOf<NauticusMove['type']>().toEqualTypeOf<
      'select' | 'bonus' | 'extra' | 'buy' | 'transport' | 'withdraw' | 'deliver' | 'crown' | 'takeFree' | 'reward' | 'rewardGoods' | 'finish' | 'pass' | 'endTurn'
    >();
    expectTypeOf<NauticusConfig['players']>().toEqualTypeOf<number>();
  });
});

describe('bremerhaven', () => {
  it('is a Game of its own types', () => {
    expectTypeOf(bremerhaven).toEqualTypeOf<Game<BremerhavenConfig, BremerhavenState, BremerhavenMove, BremerhavenView, BremerhavenTable>>();
    expectTypeOf(bremerhaven.apply).returns.toEqualTypeOf<Either<RuleError, BremerhavenState>>();
  });

  it('moves and variants', () => {
    expectTypeOf<BremerhavenMove['type']>().toEqualTypeOf<
      | 'startingGood' | 'bid' | 'bollard' | 'uncover' | 'build' | 'endPermits' | 'grow' | 'skipGrow' | 'setPrices' | 'rotatePrices'
      | 'swapRanks' | 'keepRanks' | 'placeShip' | 'placeContract' | 'produce' | 'unload' | 'deliver' | 'pack' | 'unpack' | 'endHarbour'
    >();
    expectTypeOf<NonNullable<BremerhavenConfig['variant']>>().toEqualTypeOf<'long' | 'short' | 'solo'>();
  });
});

describe('shipyard', () => {
  it('is a Game of its own types', () => {
    expectTypeOf(shipyard).toEqualTypeOf<Game<ShipyardConfig, ShipyardState, ShipyardMove, ShipyardView, ShipyardTable>>();
    expectTypeOf(shipyard.apply).returns.toEqualTypeOf<Either<RuleError, ShipyardState>>();
  });

  it('moves', () => {
    expectTypeOf<ShipyardMove['type']>().toEqualTypeOf<
      | 'chooseAction' | 'bonus' | 'finishActions' | 'takeShipCard' | 'takeSubstitute' | 'placeShipCard' | 'endBuild' | 'buyTrain'
      | 'rentCanal' | 'placeCanal' | 'placeBoat' | 'manufacture' | 'recruit' | 'hire' | 'exchangeTrain' | 'sellWagon' | 'swapWagon'
      | 'takeSubsidy' | 'chooseShip' | 'load' | 'launch' | 'sail' | 'discardContract' | 'passFinalChance'
    >();
    expectTypeOf<ShipyardConfig['players']>().toEqualTypeOf<number>();
  });
});

describe('testing', () => {
  it('checkGame takes a game and returns a report', () => {
    expectTypeOf(checkGame(meuterer, { configs: [{ players: 4 }] })).toEqualTypeOf<HarnessReport>();
  });
});
