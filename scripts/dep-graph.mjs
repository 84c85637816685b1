/**
 * The module graph of src/ as dependency-cruiser sees it, for scripts/dep-rules.mjs and
 * scripts/dep-figures.mjs. Both read dependency-cruiser's JSON output (`depcruise src --config
 * .dependency-cruiser.cjs --output-type json`), or cruise here through its API when given none.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {import('dependency-cruiser').ICruiseResult} CruiseResult
 * @typedef {import('dependency-cruiser').IViolation} Violation
 * @typedef {{ from: string, to: string, typeOnly: boolean }} Edge
 * @typedef {Map<string, string[]>} Graph
 */

/** @type {(id: 'typescript') => typeof import('typescript')} */
const require = createRequire(import.meta.url);

/** The project's folder. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The folder of src/lib a file belongs to, as issue 42 counts them: each folder directly under
 * src/lib, except that a module folder under src/lib/games/ or src/lib/searches/ (games/board,
 * games/connect4, searches/negamax, …) is one unit of its own, whole: its view/ and any other
 * folder inside it belong to it (a game's page parts are that game's as much as its rules are).
 * The files directly in games/ and searches/ (the contracts every game or search implements)
 * are the folder `games` or `searches`. Deeper folders elsewhere belong to the one above them
 * (i18n/narration is i18n). Files outside src/lib, and files directly in src/lib, have no folder
 * (undefined).
 * @param {string} path
 * @returns {string | undefined}
 */
export function folderOf(path) {
	const parts = path.split('/');
	if (parts[0] !== 'src' || parts[1] !== 'lib' || parts.length < 4) return undefined;
	const top = parts[2];
	if ((top === 'games' || top === 'searches') && parts.length >= 5) return `${top}/${parts[3]}`;
	return top;
}

/**
 * Cruises `files` (relative to `baseDir`, the project by default) with the project's
 * .dependency-cruiser.cjs through dependency-cruiser's API, as `depcruise` would: the rules
 * validated, `knownViolations` (dependency-cruiser's baseline, an array) ignored when given.
 * Returns the cruise result (the JSON reporter's output, parsed).
 * @param {{ files?: string[], baseDir?: string, knownViolations?: Violation[] }} [what]
 * @returns {Promise<CruiseResult>}
 */
export async function cruiseProject({ files = ['src'], baseDir, knownViolations } = {}) {
	const { cruise } = await import('dependency-cruiser');
	const { default: extractDepcruiseOptions } =
		await import('dependency-cruiser/config-utl/extract-depcruise-options');
	const { default: extractWebpackResolveConfig } =
		await import('dependency-cruiser/config-utl/extract-webpack-resolve-config');
	const { default: extractTSConfig } =
		await import('dependency-cruiser/config-utl/extract-ts-config');
	const options = await extractDepcruiseOptions(join(ROOT, '.dependency-cruiser.cjs'));
	const webpackConfig = options.webpackConfig?.fileName;
	const tsConfigFile = options.tsConfig?.fileName;
	if (!webpackConfig || !tsConfigFile)
		throw new Error(
			'.dependency-cruiser.cjs: options.webpackConfig and options.tsConfig are needed'
		);
	const resolveOptions = /** @type {Record<string, unknown>} */ (
		/** @type {unknown} */ (await extractWebpackResolveConfig(webpackConfig))
	);
	const tsConfig = extractTSConfig(tsConfigFile);
	if (baseDir) options.baseDir = baseDir;
	if (knownViolations) options.knownViolations = knownViolations;
	const result = await cruise(files, { ...options, outputType: 'json' }, resolveOptions, {
		tsConfig
	});
	return typeof result.output === 'string' ? JSON.parse(result.output) : result.output;
}

/**
 * The cruise result: parsed from a JSON file (`depcruise … --output-type json`), or cruised.
 * @param {string} [jsonFile]
 * @returns {Promise<CruiseResult>}
 */
export async function loadCruise(jsonFile) {
	if (jsonFile) return JSON.parse(readFileSync(jsonFile, 'utf8'));
	return cruiseProject();
}

/**
 * The edges between the project's own files (npm packages and unresolved modules left out), one
 * per (from, to) pair. An edge is `typeOnly` when every import along it is `import type` or
 * `export type`: erased when compiled, so it loads nothing at run time.
 * @param {CruiseResult} cruiseResult
 * @returns {Edge[]}
 */
export function fileEdges(cruiseResult) {
	/** @type {Map<string, Edge>} */
	const edges = new Map();
	for (const module of cruiseResult.modules) {
		if (!module.source.startsWith('src/')) continue;
		for (const dependency of module.dependencies) {
			if (dependency.couldNotResolve || !dependency.resolved.startsWith('src/')) continue;
			const key = `${module.source}\u0000${dependency.resolved}`;
			const typeOnly = dependency.dependencyTypes.includes('type-only');
			const known = edges.get(key);
			if (known) known.typeOnly &&= typeOnly;
			else edges.set(key, { from: module.source, to: dependency.resolved, typeOnly });
		}
	}
	return [...edges.values()];
}

/**
 * Adjacency lists: node -> sorted list of nodes.
 * @param {{ from: string, to: string }[]} edges
 * @returns {Graph}
 */
export function adjacency(edges) {
	/** @type {Map<string, Set<string>>} */
	const out = new Map();
	for (const { from, to } of edges) {
		if (!out.has(to)) out.set(to, new Set());
		const next = out.get(from) ?? new Set();
		out.set(from, next.add(to));
	}
	return new Map([...out].map(([node, next]) => [node, [...next].sort()]));
}

/**
 * Tarjan's strongly connected components (iterative); only those with a cycle are returned.
 * @param {Graph} graph
 * @returns {string[][]}
 */
export function cyclicComponents(graph) {
	let index = 0;
	/** @type {Map<string, number>} */
	const indices = new Map();
	/** @type {Map<string, number>} */
	const lows = new Map();
	const low = (/** @type {string} */ node) => lows.get(node) ?? 0;
	const setLow = (/** @type {string} */ node, /** @type {number} */ value) => lows.set(node, value);
	/** @type {string[]} */
	const stack = [];
	const onStack = new Set();
	/** @type {string[][]} */
	const components = [];
	for (const start of [...graph.keys()].sort()) {
		if (indices.has(start)) continue;
		/** @type {[string, number][]} */
		const work = [[start, 0]];
		indices.set(start, index);
		setLow(start, index++);
		stack.push(start);
		onStack.add(start);
		while (work.length > 0) {
			const frame = work[work.length - 1];
			const [node, i] = frame;
			const next = graph.get(node) ?? [];
			if (i < next.length) {
				frame[1]++;
				const child = next[i];
				if (!indices.has(child)) {
					indices.set(child, index);
					setLow(child, index++);
					stack.push(child);
					onStack.add(child);
					work.push([child, 0]);
				} else if (onStack.has(child)) setLow(node, Math.min(low(node), indices.get(child) ?? 0));
				continue;
			}
			work.pop();
			if (work.length > 0) {
				const parent = work[work.length - 1][0];
				setLow(parent, Math.min(low(parent), low(node)));
			}
			if (low(node) === indices.get(node)) {
				const component = [];
				let member;
				do {
					member = /** @type {string} */ (stack.pop());
					onStack.delete(member);
					component.push(member);
				} while (member !== node);
				const selfLoop = (graph.get(node) ?? []).includes(node);
				if (component.length > 1 || selfLoop) components.push(component.sort());
			}
		}
	}
	return components;
}

/**
 * A shortest path from `from` to `to` in the graph (both included), or undefined.
 * @param {Graph} graph
 * @param {string} from
 * @param {string} to
 * @returns {string[] | undefined}
 */
export function shortestPath(graph, from, to) {
	/** @type {Map<string, string | undefined>} */
	const previous = new Map([[from, undefined]]);
	const queue = [from];
	for (let head = 0; head < queue.length; head++) {
		const node = queue[head];
		for (const next of graph.get(node) ?? []) {
			if (previous.has(next)) continue;
			previous.set(next, node);
			if (next === to) {
				const path = [to];
				for (
					let at = /** @type {string | undefined} */ (node);
					at !== undefined;
					at = previous.get(at)
				)
					path.unshift(at);
				return path;
			}
			queue.push(next);
		}
	}
	return undefined;
}

/**
 * A longest simple path (by number of modules), exactly: memoised over the graph's strongly
 * connected components, which form a DAG (linear time when there is no cycle, as the
 * no-runtime-cycle rule demands of runtime imports); inside a component (a few files on a loop)
 * every simple path is tried. `cut` is set when a component is too large to try them all within
 * `budgetMs`: the chain is then only a lower bound.
 * @param {Graph} graph
 * @param {number} [budgetMs]
 * @returns {{ chain: string[], cut: boolean }}
 */
export function longestChain(graph, budgetMs = 20_000) {
	const started = performance.now();
	let cut = false;
	/** @type {Map<string, number>} */
	const componentOf = new Map();
	for (const [i, members] of cyclicComponents(graph).entries())
		for (const member of members) componentOf.set(member, i);
	/** @type {Map<string, string[]>} */
	const best = new Map();
	/** @param {string} start @returns {string[]} */
	const longestFrom = (start) => {
		const known = best.get(start);
		if (known) return known;
		const component = componentOf.get(start);
		let bestChain = [start];
		const path = [start];
		const onPath = new Set([start]);
		/** @param {string} node */
		const walk = (node) => {
			if (component !== undefined && performance.now() - started > budgetMs) cut = true;
			for (const next of graph.get(node) ?? []) {
				if (onPath.has(next)) continue;
				if (component !== undefined && componentOf.get(next) === component) {
					if (cut) continue;
					path.push(next);
					onPath.add(next);
					if (path.length > bestChain.length) bestChain = [...path];
					walk(next);
					path.pop();
					onPath.delete(next);
				} else {
					const rest = longestFrom(next);
					if (path.length + rest.length > bestChain.length) bestChain = [...path, ...rest];
				}
			}
		};
		walk(start);
		best.set(start, bestChain);
		return bestChain;
	};
	/** @type {string[]} */
	let chain = [];
	for (const node of [...graph.keys()].sort()) {
		const found = longestFrom(node);
		if (found.length > chain.length) chain = found;
	}
	return { chain, cut };
}

/**
 * The names a barrel module (an index.ts) exports at run time, read from its source with the
 * TypeScript parser: every `export { … }` name not marked `type`, and every exported `const`,
 * `let`, `function`, `class` and `enum` of its own. Types cost nothing at run time and are left
 * out (the project compiles with verbatimModuleSyntax, so a type re-exported without `type` does
 * not compile). An `export * from` is listed in `stars` (its module's path): what it exports
 * cannot be read without loading that module.
 * @param {string} file
 * @returns {{ names: string[], stars: string[] }}
 */
export function runtimeExports(file) {
	const ts = require('typescript');
	const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
	/** @type {string[]} */
	const names = [];
	/** @type {string[]} */
	const stars = [];
	const exported = (/** @type {import('typescript').Node} */ node) =>
		ts.canHaveModifiers(node) &&
		(ts.getModifiers(node) ?? []).some(({ kind }) => kind === ts.SyntaxKind.ExportKeyword);
	for (const statement of source.statements) {
		if (ts.isExportDeclaration(statement)) {
			if (statement.isTypeOnly) continue;
			const clause = statement.exportClause;
			if (!clause)
				stars.push(
					statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
						? statement.moduleSpecifier.text
						: '?'
				);
			else if (ts.isNamespaceExport(clause)) names.push(clause.name.text);
			else
				for (const element of clause.elements)
					if (!element.isTypeOnly) names.push(element.name.text);
		} else if (ts.isExportAssignment(statement)) names.push('default');
		else if (ts.isVariableStatement(statement) && exported(statement)) {
			for (const declaration of statement.declarationList.declarations)
				if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
		} else if (
			(ts.isFunctionDeclaration(statement) ||
				ts.isClassDeclaration(statement) ||
				ts.isEnumDeclaration(statement)) &&
			exported(statement) &&
			!(
				ts.isEnumDeclaration(statement) &&
				(ts.getModifiers(statement) ?? []).some(({ kind }) => kind === ts.SyntaxKind.ConstKeyword)
			)
		)
			names.push(statement.name?.text ?? 'default');
	}
	return { names, stars };
}
