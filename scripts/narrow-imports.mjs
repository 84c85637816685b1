/**
 * Narrows imports (issue 42): the engine's barrel (src/lib/engine/index.ts) to the names the
 * view uses most (at most 60 at run time), every other import of a barrel to the module that
 * defines the name, and imports of modules the layering moved to their new place:
 *
 *   node scripts/narrow-imports.mjs           rewrite src/ and tests/, then trim the barrel
 *   node scripts/narrow-imports.mjs --check   say what it would change; exit 1 if anything
 *
 * Re-runnable: run it again after merging code written against the old layout (a barrel import,
 * a module moved: see MOVED) and it brings that code in line. Each run:
 *
 *   1. Rewrites imports of a module the layering moved (MOVED: old path → new path) to its new
 *      path, in the style they were written ($lib alias or relative path).
 *   2. Counts, for each runtime name the engine's barrel exports, the files of the view (VIEW)
 *      that import it, from the barrel or from its defining module; keeps the KEEP most used,
 *      of the modules that chain at most BARREL_MAX_DEPTH files.
 *   3. In every .ts, .js and .svelte file of src/ and tests/, an import (or `export … from`) of
 *      the engine's barrel that names a runtime name not kept gets it from its defining module
 *      instead (`$lib/engine/search-catalog`, or the relative path when the file wrote one: the
 *      CLI runs without SvelteKit's aliases). Outside the view and the tests, every runtime name
 *      of the engine's barrel and of the other layers' barrels (INNER_BARRELS) comes from its
 *      defining module. An import of a barrel left with types only becomes `import type`, so
 *      it loads nothing at run time.
 *   4. Turns the names not kept into type exports in the engine barrel's export lists (a
 *      class stays a type). Types all stay: they cost nothing at run time.
 *
 * A name's defining module is the one that declares it (read with the TypeScript parser),
 * found through the barrels' re-exports. Only import and export-from statements are touched;
 * files are rewritten in place, then formatted with prettier. `npm run lint:deps` checks the
 * barrel's size and the longest chain of runtime imports (scripts/dep-rules.mjs).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @type {(id: 'typescript') => typeof import('typescript')} */
const require = createRequire(import.meta.url);
const ts = require('typescript');

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const LIB = join(ROOT, 'src/lib');
const ENGINE = join(LIB, 'engine');
const BARREL = join(ENGINE, 'index.ts');
/** How many runtime names the barrel keeps (the lint's limit: scripts/dep-rules.mjs). */
const KEEP = 60;

/**
 * The longest chain of runtime imports (in files) an engine module the barrel re-exports may
 * start: loading the barrel loads its modules, so one import of the barrel costs the deepest of
 * them. The search (search.ts: 6) is the deepest kept; the trace file reader (import.ts: 10)
 * and the modules built on whole searches (estimates, compare rows, ceilings) are imported from
 * their own module.
 */
const BARREL_MAX_DEPTH = 6;

/**
 * The view: Svelte components, the pages and their state, the shared components, the games' and
 * searches' view/ folders. The barrel is for them; every other module (the catalogues, the
 * player, practice, the view's own state in ui/, the registry, the workers, the games' and
 * searches' rules, the CLI) imports each engine name from its defining module, so that loading
 * a catalogue or a rule does not load the whole engine behind it (the longest runtime chain,
 * issue 42).
 */
const VIEW =
	/(\.svelte$|^src\/routes\/|^src\/lib\/(components|state)\/|^src\/lib\/(games|searches)\/[^/]+\/view\/)/;

/**
 * The other layers' barrels. Outside the view (VIEW), a module takes what it imports from them
 * from the defining module: a catalogue or the player that imports a whole layer's barrel for
 * one function chains every module of that layer behind it.
 */
const INNER_BARRELS = [
	'src/lib/games/index.ts',
	'src/lib/i18n/index.ts',
	'src/lib/i18n/narration/index.ts',
	'src/lib/player/index.ts',
	'src/lib/player/narration/index.ts',
	'src/lib/practice/index.ts'
];

/**
 * Modules moved by issue 42's layering (paths from the project's folder). Imports of the old
 * path, from code written before the move, are rewritten to the new one.
 */
const MOVED = {
	'src/lib/components/Board.svelte': 'src/lib/games/tictactoe/view/Board.svelte',
	'src/lib/components/BoardGlyph.svelte': 'src/lib/games/tictactoe/view/BoardGlyph.svelte',
	...Object.fromEntries(
		[
			'camera-zoom.ts',
			'camera.svelte.ts',
			'framing.ts',
			'iteration-player.svelte.ts',
			'locale.svelte.ts',
			'playback.svelte.ts',
			'player.svelte.ts',
			'stepper.ts',
			'storage.ts',
			'undo-history.svelte.ts',
			'window.svelte.ts'
		].map((file) => [`src/lib/state/${file}`, `src/lib/ui/${file}`])
	)
};

/** @param {string} folder @returns {string[]} */
function sourceFiles(folder) {
	if (!existsSync(folder)) return [];
	return readdirSync(folder).flatMap((name) => {
		const path = join(folder, name);
		if (statSync(path).isDirectory())
			return name === 'node_modules' || name === 'fixtures' ? [] : sourceFiles(path);
		return /\.(ts|js|mjs|svelte)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
	});
}

/**
 * The script parts of a file: a whole .ts/.js file, or each <script> block of a component.
 * @param {string} file
 * @param {string} text
 * @returns {{ start: number, code: string }[]}
 */
function scriptsOf(file, text) {
	if (!file.endsWith('.svelte')) return [{ start: 0, code: text }];
	return [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => ({
		start: /** @type {number} */ (match.index) + match[0].indexOf('>') + 1,
		code: match[1]
	}));
}

/** The file a module specifier names, as a path from the project (extension guessed). */
function resolveSpecifier(/** @type {string} */ from, /** @type {string} */ specifier) {
	let base;
	if (specifier === '$lib' || specifier.startsWith('$lib/'))
		base = join(LIB, specifier.slice('$lib'.length));
	else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
	else return undefined;
	const path = relative(ROOT, base);
	return { path, alias: specifier.startsWith('$lib') };
}

/** Whether `path` (from the project, extension optional) is `file` (from the project). */
function names(/** @type {string} */ path, /** @type {string} */ file) {
	const bare = file.replace(/\.(ts|js)$/, '');
	return path === file || path === bare || path.replace(/\.(ts|js)$/, '') === bare;
}

/** A specifier for `target` (a path from the project) written as `like` was, from `from`. */
function specifierFor(
	/** @type {string} */ from,
	/** @type {string} */ target,
	/** @type {boolean} */ alias,
	/** @type {boolean} */ keepExtension
) {
	const path = keepExtension ? target : target.replace(/\.(ts|js)$/, '');
	if (alias) return `$lib/${relative('src/lib', path)}`;
	const spec = relative(dirname(relative(ROOT, from)), path);
	return spec.startsWith('.') ? spec : `./${spec}`;
}

/** @param {import('typescript').Node} node */
const isExported = (node) =>
	ts.canHaveModifiers(node) &&
	(ts.getModifiers(node) ?? []).some(({ kind }) => kind === ts.SyntaxKind.ExportKeyword);

/**
 * What the engine's modules declare: name → the modules (file names without extension) that
 * declare it, runtime names and types apart.
 */
function engineDeclarations() {
	/** @type {Map<string, string[]>} */
	const runtime = new Map();
	/** @type {Map<string, string[]>} */
	const types = new Map();
	for (const file of readdirSync(ENGINE).filter((name) => /\.ts$/.test(name))) {
		if (file === 'index.ts') continue;
		const module = file.replace(/\.ts$/, '');
		const source = ts.createSourceFile(
			file,
			readFileSync(join(ENGINE, file), 'utf8'),
			ts.ScriptTarget.Latest
		);
		const add = (/** @type {Map<string, string[]>} */ map, /** @type {string} */ name) =>
			map.set(name, [...(map.get(name) ?? []), module]);
		for (const statement of source.statements) {
			if (ts.isVariableStatement(statement) && isExported(statement)) {
				for (const declaration of statement.declarationList.declarations)
					if (ts.isIdentifier(declaration.name)) add(runtime, declaration.name.text);
			} else if (
				(ts.isFunctionDeclaration(statement) ||
					ts.isClassDeclaration(statement) ||
					ts.isEnumDeclaration(statement)) &&
				isExported(statement) &&
				statement.name
			)
				add(runtime, statement.name.text);
			else if (
				(ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) &&
				isExported(statement)
			)
				add(types, statement.name.text);
		}
	}
	return { runtime, types };
}

/**
 * How many files the longest chain of runtime imports from each engine module holds (the
 * module included), through the engine's own modules.
 * @returns {Map<string, number>} module file name (without extension) → chain length
 */
function engineDepths() {
	/** @type {Map<string, string[]>} */
	const next = new Map();
	for (const file of readdirSync(ENGINE).filter((name) => /\.ts$/.test(name))) {
		const path = join(ENGINE, file);
		const targets = importsOf(path, readFileSync(path, 'utf8'))
			.filter(({ statement }) =>
				ts.isImportDeclaration(statement)
					? !statement.importClause?.isTypeOnly
					: !statement.isTypeOnly
			)
			.map(({ target }) => target.path)
			.filter((target) => target.startsWith('src/lib/engine/'))
			.map((target) => target.slice('src/lib/engine/'.length).replace(/\.(ts|js)$/, ''));
		next.set(file.replace(/\.ts$/, ''), targets);
	}
	/** @type {Map<string, number>} */
	const depth = new Map();
	const depthOf = (/** @type {string} */ module) => {
		const known = depth.get(module);
		if (known !== undefined) return known;
		depth.set(module, 1); // a loop (there is none at run time) stops here
		const below = (next.get(module) ?? []).map(depthOf);
		const found = 1 + Math.max(0, ...below);
		depth.set(module, found);
		return found;
	};
	for (const module of next.keys()) depthOf(module);
	return depth;
}

/**
 * The barrel's export lists: each exported name, the module and name it re-exports, and whether
 * it is a type.
 * @returns {{ name: string, module: string, original: string, type: boolean }[]}
 */
function barrelExports() {
	const source = ts.createSourceFile(
		'index.ts',
		readFileSync(BARREL, 'utf8'),
		ts.ScriptTarget.Latest
	);
	const exported = [];
	for (const statement of source.statements) {
		if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) continue;
		const clause = statement.exportClause;
		if (!clause || !ts.isNamedExports(clause) || !ts.isStringLiteral(statement.moduleSpecifier))
			continue;
		const module = statement.moduleSpecifier.text.replace(/^\.\//, '').replace(/\.(ts|js)$/, '');
		for (const element of clause.elements)
			exported.push({
				name: element.name.text,
				module,
				original: (element.propertyName ?? element.name).text,
				type: statement.isTypeOnly || element.isTypeOnly
			});
	}
	return exported;
}

/**
 * The import and export-from statements of a script part that name a module, with the file
 * they name resolved.
 * @param {string} file
 * @param {string} code
 */
function importsOf(file, code) {
	const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
	const found = [];
	for (const statement of source.statements) {
		if (
			!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) ||
			!statement.moduleSpecifier ||
			!ts.isStringLiteral(statement.moduleSpecifier)
		)
			continue;
		const target = resolveSpecifier(file, statement.moduleSpecifier.text);
		if (target) found.push({ statement, source, specifier: statement.moduleSpecifier, target });
	}
	return found;
}

/**
 * The names an import or export-from statement brings, each with its local name and type flag;
 * null when it has a default or namespace import (left alone).
 * @param {import('typescript').ImportDeclaration | import('typescript').ExportDeclaration} statement
 */
function specifiersOf(statement) {
	if (ts.isImportDeclaration(statement)) {
		const clause = statement.importClause;
		if (!clause || clause.name || !clause.namedBindings) return null;
		if (!ts.isNamedImports(clause.namedBindings)) return null;
		return {
			typeOnly: clause.isTypeOnly,
			elements: clause.namedBindings.elements.map((element) => ({
				imported: (element.propertyName ?? element.name).text,
				local: element.name.text,
				type: clause.isTypeOnly || element.isTypeOnly
			}))
		};
	}
	const clause = statement.exportClause;
	if (!clause || !ts.isNamedExports(clause)) return null;
	return {
		typeOnly: statement.isTypeOnly,
		elements: clause.elements.map((element) => ({
			imported: (element.propertyName ?? element.name).text,
			local: element.name.text,
			type: statement.isTypeOnly || element.isTypeOnly
		}))
	};
}

/** `a`, `a as b`, `type a`: one specifier as written. */
const written = (
	/** @type {{ imported: string, local: string, type: boolean }} */ element,
	/** @type {boolean} */ inTypeStatement
) =>
	`${element.type && !inTypeStatement ? 'type ' : ''}${element.imported}${
		element.local === element.imported ? '' : ` as ${element.local}`
	}`;

/** A statement importing (or re-exporting) `elements` from `specifier`. */
function statementText(
	/** @type {'import' | 'export'} */ keyword,
	/** @type {{ imported: string, local: string, type: boolean }[]} */ elements,
	/** @type {string} */ specifier
) {
	const allTypes = elements.every((element) => element.type);
	const list = elements.map((element) => written(element, allTypes)).join(', ');
	return `${keyword}${allTypes ? ' type' : ''} { ${list} } from '${specifier}';`;
}

/**
 * @typedef {{ path: string, original: string }} Home  a name's defining module (a path from the
 *   project, with its extension) and its name there
 * @typedef {(barrel: string, file: string) => ((name: string) => Home | undefined) | undefined} HomeIn
 *   for an import of `barrel` (a path from the project) in `file`: which runtime names it
 *   should take from their defining module instead, and from where (undefined: keep it)
 */

/** The file a path from the project names (its extension or /index.ts tried), if any. */
function fileOf(/** @type {string} */ path) {
	return [path, `${path}.ts`, `${path}.js`, `${path}/index.ts`].find(
		(candidate) => existsSync(join(ROOT, candidate)) && statSync(join(ROOT, candidate)).isFile()
	);
}

/** Whether `path` (a resolved specifier) names the barrel `barrel` (its file or its folder). */
const isBarrel = (/** @type {string} */ path, /** @type {string} */ barrel) =>
	names(path, barrel) || path === dirname(barrel);

/**
 * Where `name`, exported by `file` (a path from the project), is defined: followed through
 * re-exports (`export { … } from`) to the module that declares it; the engine's barrel by
 * `engineHome`.
 * @param {string} file
 * @param {string} name
 * @param {Map<string, { module: string, original: string }>} engineHome
 * @returns {Home | undefined}
 */
function definitionOf(file, name, engineHome, depth = 0) {
	if (file === 'src/lib/engine/index.ts') {
		const home = engineHome.get(name);
		return home && { path: `src/lib/engine/${home.module}.ts`, original: home.original };
	}
	if (depth > 10) return undefined;
	const path = join(ROOT, file);
	const found = importsOf(path, readFileSync(path, 'utf8'));
	/** The module an imported binding comes from: `import { a as b } from './m'` → b: ./m's a. */
	const bindings = new Map(
		found.flatMap(({ statement, target }) =>
			ts.isImportDeclaration(statement)
				? (specifiersOf(statement)?.elements ?? []).map((element) => [
						element.local,
						{ path: target.path, imported: element.imported }
					])
				: []
		)
	);
	const follow = (/** @type {string} */ next, /** @type {string} */ imported) => {
		const module = fileOf(next);
		return module && definitionOf(module, imported, engineHome, depth + 1);
	};
	for (const { statement, target } of found) {
		if (!ts.isExportDeclaration(statement)) continue;
		const element = specifiersOf(statement)?.elements.find(({ local }) => local === name);
		if (element) return follow(target.path, element.imported);
	}
	// `import { a } from './m'; export { a };`: a re-export all the same.
	const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
	for (const statement of source.statements) {
		if (!ts.isExportDeclaration(statement) || statement.moduleSpecifier) continue;
		const element = specifiersOf(statement)?.elements.find(({ local }) => local === name);
		const binding = element && bindings.get(element.imported);
		if (binding) return follow(binding.path, binding.imported);
	}
	return { path: file, original: name };
}

/**
 * Rewrites the file's imports: moved modules to their new place, barrel names to their defining
 * module where `homeIn` says so. Returns the new text, or null when nothing changed.
 * @param {string} file
 * @param {HomeIn} homeIn
 */
function rewriteFile(file, homeIn) {
	const text = readFileSync(file, 'utf8');
	/** @type {{ start: number, end: number, text: string }[]} */
	const edits = [];
	for (const part of scriptsOf(file, text)) {
		const found = importsOf(file, part.code);
		const at = (/** @type {number} */ offset) => part.start + offset;
		// A runtime import already there from a module a name moves to takes it in.
		/** @type {Map<string, { statement: import('typescript').ImportDeclaration, added: { imported: string, local: string, type: boolean }[] }>} */
		const joinable = new Map();
		for (const { statement, specifier, target } of found) {
			if (!ts.isImportDeclaration(statement) || joinable.has(specifier.text)) continue;
			const specifiers = specifiersOf(statement);
			const rewritten =
				homeIn(target.path, file) !== undefined ||
				Object.keys(MOVED).some((old) => names(target.path, old));
			if (specifiers && !specifiers.typeOnly && !rewritten)
				joinable.set(specifier.text, { statement, added: [] });
		}
		for (const { statement, source, specifier, target } of found) {
			// 1. A moved module: the same statement, the new path.
			const moved = Object.entries(MOVED).find(([old]) => names(target.path, old));
			if (moved && !existsSync(join(ROOT, moved[0]))) {
				const [, now] = moved;
				edits.push({
					start: at(specifier.getStart(source) + 1),
					end: at(specifier.getEnd() - 1),
					text: specifierFor(file, now, target.alias, now.endsWith('.svelte'))
				});
				continue;
			}
			// 2. A barrel: the names it should not give this file come from their defining module.
			const from = homeIn(target.path, file);
			if (!from) continue;
			const specifiers = specifiersOf(statement);
			if (!specifiers) continue;
			const keyword = ts.isImportDeclaration(statement) ? 'import' : 'export';
			const stay = [];
			/** @type {Map<string, { imported: string, local: string, type: boolean }[]>} */
			const away = new Map();
			for (const element of specifiers.elements) {
				const defined = element.type ? undefined : from(element.imported);
				if (!defined) stay.push(element);
				else {
					const renamed = { ...element, imported: defined.original };
					away.set(defined.path, [...(away.get(defined.path) ?? []), renamed]);
				}
			}
			const typesOnlyNow =
				keyword === 'import' &&
				!specifiers.typeOnly &&
				stay.length > 0 &&
				stay.every((element) => element.type);
			if (away.size === 0 && !typesOnlyNow) continue;
			const lines = [];
			if (stay.length > 0) lines.push(statementText(keyword, stay, specifier.text));
			for (const [path, elements] of [...away].sort(([a], [b]) => a.localeCompare(b))) {
				const moduleSpecifier = specifierFor(file, path, target.alias, false);
				const there = keyword === 'import' ? joinable.get(moduleSpecifier) : undefined;
				if (there && there.statement !== statement) there.added.push(...elements);
				else lines.push(statementText(keyword, elements, moduleSpecifier));
			}
			const indent = part.code.slice(0, statement.getStart(source)).match(/[ \t]*$/)?.[0] ?? '';
			edits.push({
				start: at(statement.getStart(source)),
				end: at(statement.getEnd()),
				text: lines.join(`\n${indent}`)
			});
		}
		for (const [moduleSpecifier, { statement, added }] of joinable) {
			if (added.length === 0) continue;
			const source = statement.getSourceFile();
			const elements = [...(specifiersOf(statement)?.elements ?? [])];
			for (const element of added)
				if (!elements.some(({ local }) => local === element.local)) elements.push(element);
			edits.push({
				start: at(statement.getStart(source)),
				end: at(statement.getEnd()),
				text: statementText('import', elements, moduleSpecifier)
			});
		}
	}
	if (edits.length === 0) return null;
	let out = text;
	for (const edit of edits.sort((a, b) => b.start - a.start))
		out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
	return out;
}

/**
 * How many files of src/ outside the engine import each runtime name of the barrel, from the
 * barrel or from its defining module.
 * @param {string[]} files
 * @param {Map<string, { module: string, original: string }>} home
 * @param {Set<string>} runtimeNames
 */
function usage(files, home, runtimeNames) {
	/** @type {Map<string, number>} */
	const count = new Map([...runtimeNames].map((name) => [name, 0]));
	for (const file of files) {
		if (relative(ENGINE, file).split('/')[0] !== '..') continue;
		const seen = new Set();
		for (const part of scriptsOf(file, readFileSync(file, 'utf8')))
			for (const { statement, target } of importsOf(file, part.code)) {
				const barrel =
					names(target.path, 'src/lib/engine/index.ts') || names(target.path, 'src/lib/engine');
				const module = target.path.startsWith('src/lib/engine/')
					? target.path.slice('src/lib/engine/'.length).replace(/\.(ts|js)$/, '')
					: null;
				if (!barrel && module === null) continue;
				for (const element of specifiersOf(statement)?.elements ?? []) {
					if (element.type) continue;
					const name = barrel
						? element.imported
						: [...runtimeNames].find(
								(candidate) =>
									home.get(candidate)?.module === module &&
									home.get(candidate)?.original === element.imported
							);
					if (name && runtimeNames.has(name) && !seen.has(name)) {
						seen.add(name);
						count.set(name, (count.get(name) ?? 0) + 1);
					}
				}
			}
	}
	return count;
}

/** The barrel without the runtime names not kept (its export lists edited in place). */
function trimmedBarrel(/** @type {Set<string>} */ kept) {
	const text = readFileSync(BARREL, 'utf8');
	const source = ts.createSourceFile('index.ts', text, ts.ScriptTarget.Latest, true);
	const edits = [];
	for (const statement of source.statements) {
		if (!ts.isExportDeclaration(statement) || statement.isTypeOnly) continue;
		const specifiers = specifiersOf(statement);
		if (!specifiers || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier))
			continue;
		// A name not kept stays as a type (a class is a type too), so `import type` still finds it.
		const elements = specifiers.elements.map((element) =>
			element.type || kept.has(element.local) ? element : { ...element, type: true }
		);
		if (elements.every((element, i) => element.type === specifiers.elements[i].type)) continue;
		edits.push({
			start: statement.getStart(source),
			end: statement.getEnd(),
			text: statementText('export', elements, statement.moduleSpecifier.text)
		});
	}
	let out = text;
	for (const edit of edits.sort((a, b) => b.start - a.start))
		out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
	return out.replace(/\n{3,}/g, '\n\n');
}

function main(/** @type {string[]} */ args) {
	const check = args.includes('--check');
	const files = [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'tests'))];
	const declared = engineDeclarations();
	const exported = barrelExports();
	// Where each runtime name comes from: the engine module that declares it (a name the barrel
	// no longer exports is still found there), or the one the barrel re-exports it from.
	/** @type {Map<string, { module: string, original: string }>} */
	const home = new Map();
	for (const [name, modules] of declared.runtime)
		home.set(name, { module: modules[0], original: name });
	for (const { name, module, original, type } of exported) {
		if (type) continue;
		const modules = declared.runtime.get(original) ?? [];
		home.set(name, {
			module: modules.includes(module) || modules.length === 0 ? module : modules[0],
			original
		});
	}
	const runtimeNames = new Set(exported.filter((entry) => !entry.type).map((entry) => entry.name));
	const srcFiles = files.filter(
		(file) => file.startsWith(join(ROOT, 'src') + '/') && VIEW.test(relative(ROOT, file))
	);
	const count = usage(srcFiles, home, runtimeNames);
	const depths = engineDepths();
	const light = (/** @type {string} */ name) =>
		(depths.get(home.get(name)?.module ?? '') ?? Infinity) <= BARREL_MAX_DEPTH;
	const ranked = [...count]
		.filter(([name]) => light(name))
		.sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
	const kept = new Set(ranked.slice(0, KEEP).map(([name]) => name));
	/** @type {HomeIn} */
	const homeIn = (barrel, file) => {
		const path = relative(ROOT, file);
		// The tests are written as the view is: they import the barrels.
		const view = !path.startsWith('src/') || VIEW.test(path);
		if (isBarrel(barrel, 'src/lib/engine/index.ts')) {
			if (path.startsWith('src/lib/engine/')) return undefined;
			return (name) =>
				view && kept.has(name) ? undefined : definitionOf('src/lib/engine/index.ts', name, home);
		}
		const inner = INNER_BARRELS.find((candidate) => isBarrel(barrel, candidate));
		if (!inner || view) return undefined;
		return (name) => {
			const defined = definitionOf(inner, name, home);
			return defined && defined.path !== inner && defined.path !== path ? defined : undefined;
		};
	};
	const changed = [];
	for (const file of files) {
		if (file === BARREL) continue;
		const out = rewriteFile(file, homeIn);
		if (out === null) continue;
		changed.push(relative(ROOT, file));
		if (!check) writeFileSync(file, out);
	}
	const barrel = trimmedBarrel(kept);
	const barrelChanged = barrel !== readFileSync(BARREL, 'utf8');
	if (barrelChanged) {
		changed.push(relative(ROOT, BARREL));
		if (!check) writeFileSync(BARREL, barrel);
	}
	const dropped = ranked.slice(KEEP).map(([name, n]) => `${name} (${n})`);
	console.log(
		`narrow-imports: the barrel keeps ${kept.size} of ${runtimeNames.size} runtime ` +
			`names (the least used kept: ${ranked
				.slice(0, KEEP)
				.at(-1)
				?.join(
					' in '
				)} files); ${changed.length} ${changed.length === 1 ? 'file' : 'files'} ${check ? 'to change' : 'changed'}`
	);
	if (dropped.length > 0 && check) console.log(`  moved out: ${dropped.join(', ')}`);
	for (const file of changed) console.log(`  ${file}`);
	if (!check && changed.length > 0)
		execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...changed], {
			cwd: ROOT,
			stdio: 'inherit'
		});
	return check && changed.length > 0 ? 1 : 0;
}

process.exit(main(process.argv.slice(2)));
