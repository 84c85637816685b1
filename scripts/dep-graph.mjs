/**
 * The module graph of src/ as dependency-cruiser sees it, for scripts/folder-cycles.mjs and
 * scripts/dep-figures.mjs. Both read dependency-cruiser's JSON output (`depcruise src --config
 * .dependency-cruiser.cjs --output-type json`), or cruise here through its API when given none.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's folder. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The folder of src/lib a file belongs to, as issue 25 counts them: each folder directly under
 * src/lib, except that a module folder under src/lib/games/ or src/lib/searches/ (games/board,
 * games/connect4, searches/negamax, …) is a folder of its own. Deeper folders belong to the one
 * above them (i18n/narration is i18n). Files outside src/lib, and files directly in src/lib,
 * have no folder (undefined).
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
	const resolveOptions = await extractWebpackResolveConfig(options.webpackConfig.fileName);
	const tsConfig = extractTSConfig(options.tsConfig.fileName);
	if (baseDir) options.baseDir = baseDir;
	if (knownViolations) options.knownViolations = knownViolations;
	const result = await cruise(files, { ...options, outputType: 'json' }, resolveOptions, {
		tsConfig
	});
	return typeof result.output === 'string' ? JSON.parse(result.output) : result.output;
}

/** The cruise result: parsed from a JSON file (`depcruise … --output-type json`), or cruised. */
export async function loadCruise(jsonFile) {
	if (jsonFile) return JSON.parse(readFileSync(jsonFile, 'utf8'));
	return cruiseProject();
}

/**
 * The edges between the project's own files (npm packages and unresolved modules left out), one
 * per (from, to) pair. An edge is `typeOnly` when every import along it is `import type` or
 * `export type`: erased when compiled, so it loads nothing at run time.
 */
export function fileEdges(cruiseResult) {
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

/** Adjacency lists: node -> sorted list of nodes. */
export function adjacency(edges) {
	const out = new Map();
	for (const { from, to } of edges) {
		if (!out.has(from)) out.set(from, new Set());
		if (!out.has(to)) out.set(to, new Set());
		out.get(from).add(to);
	}
	return new Map([...out].map(([node, next]) => [node, [...next].sort()]));
}

/** Tarjan's strongly connected components (iterative); only those with a cycle are returned. */
export function cyclicComponents(graph) {
	let index = 0;
	const indices = new Map();
	const low = new Map();
	const stack = [];
	const onStack = new Set();
	const components = [];
	for (const start of [...graph.keys()].sort()) {
		if (indices.has(start)) continue;
		const work = [[start, 0]];
		indices.set(start, index);
		low.set(start, index++);
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
					low.set(child, index++);
					stack.push(child);
					onStack.add(child);
					work.push([child, 0]);
				} else if (onStack.has(child)) low.set(node, Math.min(low.get(node), indices.get(child)));
				continue;
			}
			work.pop();
			if (work.length > 0) {
				const parent = work[work.length - 1][0];
				low.set(parent, Math.min(low.get(parent), low.get(node)));
			}
			if (low.get(node) === indices.get(node)) {
				const component = [];
				let member;
				do {
					member = stack.pop();
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

/** A shortest path from `from` to `to` in the graph (both included), or undefined. */
export function shortestPath(graph, from, to) {
	const previous = new Map([[from, undefined]]);
	const queue = [from];
	while (queue.length > 0) {
		const node = queue.shift();
		for (const next of graph.get(node) ?? []) {
			if (previous.has(next)) continue;
			previous.set(next, node);
			if (next === to) {
				const path = [to];
				for (let at = node; at !== undefined; at = previous.get(at)) path.unshift(at);
				return path;
			}
			queue.push(next);
		}
	}
	return undefined;
}
