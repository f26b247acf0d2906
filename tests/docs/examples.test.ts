/**
 * The API reference shows how to call what people call first: every member of the `Game`
 * contract, `defineGame`, `checkGame`, `playout`, `replay`, the record codec and each
 * game's main export carry an `@example` with a code block.
 */
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const entries = ['index.ts', 'testing/index.ts', 'meuterer/index.ts', 'nauticus/index.ts', 'shipyard/index.ts', 'bremerhaven/index.ts'];
const program = ts.createProgram(
  entries.map((e) => join(root, 'src', e)),
  { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, strict: true, noEmit: true },
);
const checker = program.getTypeChecker();

/** The symbol `name` exported by the entry point `entry`, aliases followed. */
function exported(entry: string, name: string): ts.Symbol {
  const file = program.getSourceFile(join(root, 'src', entry));
  const module = file && checker.getSymbolAtLocation(file);
  const found = module && checker.getExportsOfModule(module).find((s) => s.getName() === name);
  if (found === undefined) throw new Error(`${entry} does not export ${name}`);
  return found.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(found) : found;
}

/** Whether a symbol's doc comment has an `@example` tag with a fenced code block. */
const hasExample = (symbol: ts.Symbol): boolean =>
  symbol.getJsDocTags(checker).some((tag) => tag.name === 'example' && ts.displayPartsToString(tag.text).includes('```'));

describe('the API reference has examples', () => {
  const game = exported('index.ts', 'Game');
  const members = checker.getDeclaredTypeOfSymbol(game).getProperties();

  it('finds the members of Game', () => {
    expect(members.map((m) => m.getName())).toEqual(expect.arrayContaining(['setup', 'legalMoves', 'apply', 'view', 'fromView', 'moveLabel']));
  });

  it.each(members.map((m) => m.getName()).filter((n) => !['id', 'title', 'players', 'phases'].includes(n)))('Game.%s', (name) => {
    expect(hasExample(members.find((m) => m.getName() === name)!)).toBe(true);
  });

  it.each([
    ['index.ts', 'defineGame'],
    ['index.ts', 'playout'],
    ['index.ts', 'replay'],
    ['index.ts', 'GameRecordCodec'],
    ['testing/index.ts', 'checkGame'],
    ['meuterer/index.ts', 'meuterer'],
    ['nauticus/index.ts', 'nauticus'],
    ['shipyard/index.ts', 'shipyard'],
    ['bremerhaven/index.ts', 'bremerhaven'],
  ])('%s exports %s with an example', (entry, name) => {
    expect(hasExample(exported(entry, name))).toBe(true);
  });
});
