#!/usr/bin/env node
// The public API of every subpath, as a checked-in digest of the built declarations
// (api/<subpath>.api.md), so that a change to the surface shows in review.
//
//   node scripts/api-report.mjs           write the reports (`npm run api:update`)
//   node scripts/api-report.mjs --check   compare, exit 1 on a difference (`npm run api:check`)
//   --dist DIR / --api DIR                another build or report folder (the tests use them)
//
// Why a digest of our own rather than API Extractor: the declarations are emitted one per
// source file (scripts/build.mjs) and the TypeScript compiler we build with already reads
// them; API Extractor would add a second compiler of its own version, a config per entry
// point and a rolled-up .d.ts we do not ship. The digest prints, for each subpath, every
// export as its declaration (comments left out, so documentation edits do not count), then
// every type of the package that those declarations name without exporting it ("reached"),
// since a change there changes what users see just as much.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] !== undefined ? resolve(args[at + 1]) : fallback;
};
const check = args.includes('--check');
const dist = option('--dist', join(repo, 'dist'));
const apiDir = option('--api', join(repo, 'api'));

/** The subpaths of the exports map and the ESM declaration file of each, under `dist`. */
function entries() {
  const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
  return Object.entries(pkg.exports)
    .filter(([subpath]) => subpath !== './package.json')
    .map(([subpath, target]) => ({
      name: subpath === '.' ? 'nautical-rules' : `nautical-rules/${subpath.slice(2)}`,
      file: join(dist, target.import.types.replace(/^\.\/dist\//, '')),
    }));
}

/** The report's file name for a subpath: `nautical-rules/boardgameio/server` → `boardgameio-server.api.md`. */
const reportName = (name) => `${name === 'nautical-rules' ? 'index' : name.slice('nautical-rules/'.length).replaceAll('/', '-')}.api.md`;

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });
const inPackage = (file) => resolve(file).startsWith(dist + sep);

/** The statement a declaration is written in (a variable's whole `const` line). */
const statementOf = (decl) => (ts.isVariableDeclaration(decl) ? decl.parent.parent : decl);

/** A declaration as text, without `export`/`declare` (a digest, not a file to compile). */
function printed(decl) {
  const text = printer.printNode(ts.EmitHint.Unspecified, statementOf(decl), decl.getSourceFile());
  return text.replace(/^export (default )?/, '').replace(/^declare /, '');
}

/** The symbols of the package's own declarations that `node` names in its types. */
function named(checker, node, out) {
  const visit = (n) => {
    let id;
    if (ts.isTypeReferenceNode(n)) id = n.typeName;
    else if (ts.isExpressionWithTypeArguments(n)) id = n.expression;
    else if (ts.isTypeQueryNode(n)) id = n.exprName;
    else if (ts.isImportTypeNode(n)) id = n.qualifier;
    if (id !== undefined) {
      let symbol = checker.getSymbolAtLocation(ts.isQualifiedName(id) ? id.right : id);
      if (symbol !== undefined && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      if (symbol !== undefined && !(symbol.flags & ts.SymbolFlags.TypeParameter) && symbol.declarations?.some((d) => inPackage(d.getSourceFile().fileName))) out.add(symbol);
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
}

/** What a subpath exports: each symbol (aliases resolved) with the name it is exported as. */
function exportsOf(checker, program, entry) {
  const source = program.getSourceFile(entry.file);
  const moduleSymbol = source === undefined ? undefined : checker.getSymbolAtLocation(source);
  if (moduleSymbol === undefined) throw new Error(`${relative(repo, entry.file)} is missing or not a module: run \`npm run build\` first.`);
  const exported = new Map();
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    exported.set(symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol, symbol.name);
  }
  return exported;
}

/** The report of one subpath; `public_` holds what any subpath exports (reported there). */
function report(checker, exported, public_, entry) {
  const block = (symbol, as) => {
    const decls = (symbol.declarations ?? []).filter((d) => inPackage(d.getSourceFile().fileName));
    const text = decls.map(printed).join('\n');
    return as !== undefined && as !== symbol.name ? `// exported as ${as}\n${text}` : text;
  };
  const byName = (a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0);
  const lines = [`# ${entry.name}`, '', `The public API of \`${entry.name}\`, generated from \`${relative(dist, entry.file).split(sep).join('/')}\` by \`npm run api:update\`. Do not edit.`, ''];
  lines.push('## Exports', '', '```ts', [...exported].sort(byName).map(([symbol, as]) => block(symbol, as)).join('\n\n'), '```', '');

  // Types the exports name without exporting them, and the types those name, and so on.
  const reached = new Map();
  const queue = [...exported.keys()];
  while (queue.length > 0) {
    const found = new Set();
    for (const decl of queue.shift().declarations ?? []) named(checker, statementOf(decl), found);
    for (const symbol of found) {
      if (public_.has(symbol) || reached.has(symbol)) continue;
      const file = relative(dist, symbol.declarations[0].getSourceFile().fileName).split(sep).join('/');
      reached.set(symbol, `${file.replace(/\.d\.ts$/, '')}: ${symbol.name}`);
      queue.push(symbol);
    }
  }
  if (reached.size > 0) {
    const sorted = [...reached].sort(byName);
    lines.push('## Reached, not exported', '', 'Types the exports name that no subpath exports (file under `dist/`: name).', '', '```ts');
    lines.push(sorted.map(([symbol, where]) => `// ${where}\n${block(symbol)}`).join('\n\n'), '```', '');
  }
  return lines.join('\n');
}

/** Every report, by file name. */
function reports() {
  const list = entries();
  const program = ts.createProgram(
    list.map((e) => e.file),
    { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, strict: true, noEmit: true, skipLibCheck: true, types: [] },
  );
  const checker = program.getTypeChecker();
  const exported = list.map((entry) => exportsOf(checker, program, entry));
  const public_ = new Set(exported.flatMap((e) => [...e.keys()]));
  return new Map(list.map((entry, i) => [reportName(entry.name), report(checker, exported[i], public_, entry)]));
}

/** The first lines where two texts differ, as a short diff for the console. */
function firstDifferences(before, after, max = 12) {
  const a = before.split('\n');
  const b = after.split('\n');
  const out = [];
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  let j = 0;
  while (j < a.length - i && j < b.length - i && a[a.length - 1 - j] === b[b.length - 1 - j]) j++;
  for (const line of a.slice(i, a.length - j).slice(0, max)) out.push(`  - ${line}`);
  for (const line of b.slice(i, b.length - j).slice(0, max)) out.push(`  + ${line}`);
  return out;
}

const current = reports();
if (check) {
  const problems = [];
  const onDisk = existsSync(apiDir) ? readdirSync(apiDir).filter((f) => f.endsWith('.api.md')) : [];
  for (const [file, text] of current) {
    const path = join(apiDir, file);
    if (!existsSync(path)) problems.push(`api/${file} is missing`);
    else {
      const before = readFileSync(path, 'utf8');
      if (before !== text) problems.push(`api/${file} differs from the built declarations:`, ...firstDifferences(before, text));
    }
  }
  for (const file of onDisk) if (!current.has(file)) problems.push(`api/${file} is the report of a subpath the package no longer exports`);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error('The public API changed. If that is intended, run `npm run api:update`, review the diff of api/, and add a changeset (`npm run changeset`: a removed or changed export is a breaking change).');
    process.exit(1);
  }
  console.log(`The public API matches api/ (${current.size} subpaths).`);
} else {
  mkdirSync(apiDir, { recursive: true });
  for (const file of readdirSync(apiDir)) if (file.endsWith('.api.md')) rmSync(join(apiDir, file));
  for (const [file, text] of current) writeFileSync(join(apiDir, file), text);
  console.log(`Wrote the API reports of ${current.size} subpaths to ${relative(repo, apiDir) || '.'}/.`);
}
