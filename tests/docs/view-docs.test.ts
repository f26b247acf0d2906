/**
 * Views explain themselves: every field of every view and table type, and of every type
 * they contain, carries a doc comment (what it is, in which units). typedoc's
 * `requiredToBeDocumented` works per kind across the whole API, so the view types are
 * checked here with the TypeScript compiler instead.
 */
import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const GAMES = [
  { id: 'meuterer', types: ['MeutererView', 'MeutererTable'] },
  { id: 'nauticus', types: ['NauticusView', 'NauticusTable'] },
  { id: 'shipyard', types: ['ShipyardView', 'ShipyardTable'] },
  { id: 'bremerhaven', types: ['BremerhavenView', 'BremerhavenTable'] },
] as const;

const program = ts.createProgram(
  GAMES.map((g) => join(root, 'src', g.id, 'index.ts')),
  { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, strict: true, noEmit: true },
);
const checker = program.getTypeChecker();

/** Every property reachable from `type` (through object types declared in src/) that has no doc comment, as `Type.path`. */
function undocumented(type: ts.Type, name: string): string[] {
  const missing: string[] = [];
  const seen = new Set<ts.Type>();
  const visit = (t: ts.Type, path: string): void => {
    if (seen.has(t)) return;
    seen.add(t);
    if (t.isUnion() || t.isIntersection()) {
      for (const part of t.types) visit(part, path);
      return;
    }
    if (checker.isArrayType(t) || checker.isTupleType(t)) {
      for (const arg of checker.getTypeArguments(t as ts.TypeReference)) visit(arg, `${path}[]`);
      return;
    }
    if (!(t.flags & ts.TypeFlags.Object)) return;
    const declared = t.getSymbol()?.getDeclarations()?.[0] ?? t.aliasSymbol?.getDeclarations()?.[0];
    // Only our own types: library types (Either, arrays, records of primitives) are not ours to document.
    if (declared !== undefined && !declared.getSourceFile().fileName.startsWith(join(root, 'src'))) return;
    for (const prop of checker.getPropertiesOfType(t)) {
      const decl = prop.getDeclarations()?.[0];
      if (decl === undefined || !decl.getSourceFile().fileName.startsWith(join(root, 'src'))) continue;
      const doc = ts.displayPartsToString(prop.getDocumentationComment(checker)).trim();
      if (doc === '') missing.push(`${path}.${prop.getName()}`);
      visit(checker.getTypeOfSymbolAtLocation(prop, decl), `${path}.${prop.getName()}`);
    }
  };
  visit(type, name);
  return missing;
}

describe('every field of every view and table type is documented', () => {
  for (const game of GAMES) {
    const file = program.getSourceFile(join(root, 'src', game.id, 'index.ts'));
    for (const typeName of game.types) {
      it(`${typeName}`, () => {
        expect(file, `src/${game.id}/index.ts`).toBeDefined();
        const moduleSymbol = checker.getSymbolAtLocation(file as ts.SourceFile);
        const exported = checker.getExportsOfModule(moduleSymbol as ts.Symbol).find((s) => s.getName() === typeName);
        expect(exported, `${typeName} is exported from nautical-rules/${game.id}`).toBeDefined();
        const symbol = (exported as ts.Symbol).flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported as ts.Symbol) : (exported as ts.Symbol);
        const type = checker.getDeclaredTypeOfSymbol(symbol);
        expect(undocumented(type, typeName)).toEqual([]);
      });
    }
  }
});
