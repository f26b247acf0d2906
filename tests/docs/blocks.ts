/**
 * Every code example a user may paste, as TypeScript would see it in their project.
 *
 * The blocks are the ```` ```ts ```` (and ```` ```js ````) fences of README.md, CONTRIBUTING.md
 * and docs/**.md, and those inside the doc comments of src/** (the `@example`s and module
 * overviews the API reference and editors show). Each block is its own module, type-checked
 * under strict TypeScript with `noUncheckedIndexedAccess` and `exactOptionalPropertyTypes`,
 * importing `nautical-rules/...` as a user does.
 *
 * A fence marked ```` ```ts partial ```` is a deliberate fragment (the body of a function, a
 * line using a `state` defined elsewhere): it may use names it does not declare, which are
 * then unknown to the checker, and top-level `return`; everything else in it is checked.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** One code block: where it is and what it says. */
export interface DocBlock {
  /** `docs/frontend.md #2`: the file and the block's number in it (from 1). */
  readonly id: string;
  /** The file, relative to the repository. */
  readonly file: string;
  /** The line of the opening fence (from 1). */
  readonly line: number;
  readonly lang: 'ts' | 'js';
  readonly partial: boolean;
  readonly code: string;
}

const fence = /^(\s*)```(ts|typescript|js|javascript|mjs)\b([^\n]*)$/;

/** The ts/js blocks of one text (markdown, or a doc comment with its ` * ` stripped). */
function blocksOf(file: string, lines: readonly { text: string; line: number }[], from: DocBlock[]): void {
  for (let i = 0; i < lines.length; i++) {
    const open = fence.exec(lines[i]!.text);
    if (open === null) continue;
    const indent = open[1]!.length;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !/^\s*```\s*$/.test(lines[j]!.text)) body.push(lines[j++]!.text.slice(indent));
    const lang = open[2]!.startsWith('t') ? 'ts' : 'js';
    const n = from.filter((b) => b.file === file).length + 1;
    from.push({ id: `${file} #${n}`, file, line: lines[i]!.line, lang, partial: /\bpartial\b/.test(open[3]!), code: body.join('\n') });
    i = j;
  }
}

/** Markdown files and TypeScript sources under `dir`, recursively (no docs/api). */
function walk(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'api' || e.name === 'node_modules' ? [] : walk(path, ext);
    return e.name.endsWith(ext) ? [path] : [];
  });
}

/** Every ts/js block of the documentation and the doc comments in `root` (a checkout). */
export function docBlocks(root: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  const markdown = [join(root, 'README.md'), join(root, 'CONTRIBUTING.md'), ...walk(join(root, 'docs'), '.md').sort()];
  for (const path of markdown) {
    const lines = readFileSync(path, 'utf8').split('\n').map((text, k) => ({ text, line: k + 1 }));
    blocksOf(relative(root, path), lines, blocks);
  }
  for (const path of walk(join(root, 'src'), '.ts').sort()) {
    const text = readFileSync(path, 'utf8');
    for (const comment of text.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
      const first = text.slice(0, comment.index).split('\n').length;
      const lines = comment[0].split('\n').map((l, k) => ({ text: l.replace(/^\s*\*\/?\s?/, '').replace(/^\/\*\*\s?/, ''), line: first + k }));
      blocksOf(relative(root, path), lines, blocks);
    }
  }
  return blocks;
}

/**
 * What a fragment may leave out: names it does not declare (TS2304, TS2552, TS18004, and
 * the parameters they leave untyped, TS7006/TS7031), `return` outside a function (TS1108).
 */
const partialCodes = [2304, 2552, 2580, 18004, 7006, 7031, 1108];

/**
 * Packages a user's app has but does not declare: they come with nautical-rules. A block that
 * imports one works here and fails in an app that does not add it (`fp-ts` in a bot, say).
 */
const transitive = ['fp-ts', 'io-ts', 'pure-rand', '@noble/ciphers', '@noble/hashes'];

/** Where `nautical-rules/...` comes from: this checkout's sources, or an installed package. */
export type PackageSource = { readonly kind: 'sources' } | { readonly kind: 'installed'; readonly project: string };

/** The compiler's complaints about each block (an empty list: it compiles). */
export function checkBlocks(root: string, blocks: readonly DocBlock[], source: PackageSource): Map<string, string[]> {
  const base = source.kind === 'installed' ? source.project : root;
  const dir = join(base, '.doc-blocks');
  const files = new Map(blocks.map((b, k) => [join(dir, `block${k}.${b.lang}`), b] as const));
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: ['node'],
    strict: true,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: true,
    allowJs: true,
    checkJs: true,
    skipLibCheck: true,
    noEmit: true,
    esModuleInterop: true,
    resolveJsonModule: true,
    typeRoots: [join(root, 'node_modules/@types')],
    ...(source.kind === 'sources'
      ? { baseUrl: root, paths: { 'nautical-rules': ['src/index.ts'], 'nautical-rules/*': ['src/*/index.ts'] } }
      : // The package from the project's node_modules; the other packages a block uses
        // (boardgame.io, pg, fast-check) from the checkout's, as the user would install them.
        { baseUrl: '/', paths: { '*': [join(root, 'node_modules/@types/*'), join(root, 'node_modules/*')] } }),
  };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  const exists = host.fileExists.bind(host);
  // Each block is a module of its own (its names do not meet the other blocks').
  host.readFile = (f) => (files.has(f) ? `${files.get(f)!.code}\nexport {};\n` : read(f));
  host.fileExists = (f) => files.has(f) || exists(f);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (f, lang, ...rest) => {
    const block = files.get(f);
    return block ? ts.createSourceFile(f, host.readFile(f)!, lang, true) : getSourceFile(f, lang, ...rest);
  };
  const program = ts.createProgram([...files.keys()], options, host);
  const result = new Map<string, string[]>();
  for (const [f, block] of files) {
    const sf = program.getSourceFile(f)!;
    const problems = [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)]
      // A fragment may use names defined around it, and `return` at its top.
      .filter((d) => !(block.partial && partialCodes.includes(d.code)))
      .map((d) => {
        const at = d.start === undefined ? '' : `line ${sf.getLineAndCharacterOfPosition(d.start).line + 1}: `;
        return `${at}TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
      });
    for (const statement of sf.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const name = statement.moduleSpecifier.text;
      const pkg = transitive.find((t) => name === t || name.startsWith(`${t}/`));
      if (pkg !== undefined) problems.push(`imports ${name}: a user's app does not declare ${pkg} (it comes with nautical-rules); import what it needs from nautical-rules`);
    }
    result.set(block.id, problems);
  }
  return result;
}
