import fc from 'fast-check';
import type { RefGame } from '../reference';

/**
 * A reference for expectimax with bounds, written here from Ballard's definition and sharing
 * nothing with the engine: values are numerator and denominator in BigInts of its own, nodes are
 * plain objects. Star1 at a chance node: after outcomes 1..k, with s = Σ p·v and r the
 * probability left, the node is worth between s + r·L and s + r·U; it stops (fail low) once
 * s + r·U <= alpha, or (fail high) once s + r·L >= beta. Each outcome is searched with the
 * narrowest window that still decides that, within [L, U]. Max and min nodes are fail-soft
 * alpha-beta. Also a plain expectimax (exact value, first best child) and a node count.
 */

export type Ratio = readonly [num: bigint, den: bigint];

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
export const ratio = (num: bigint, den = 1n): Ratio => {
	const sign = den < 0n ? -1n : 1n;
	const divisor = gcd(num, den) || 1n;
	return [(sign * num) / divisor, (sign * den) / divisor];
};
const add = (a: Ratio, b: Ratio): Ratio => ratio(a[0] * b[1] + b[0] * a[1], a[1] * b[1]);
const sub = (a: Ratio, b: Ratio): Ratio => add(a, [-b[0], b[1]]);
const mul = (a: Ratio, b: Ratio): Ratio => ratio(a[0] * b[0], a[1] * b[1]);
const div = (a: Ratio, b: Ratio): Ratio => ratio(a[0] * b[1], a[1] * b[0]);
const cmp = (a: Ratio, b: Ratio): number => Number(a[0] * b[1] - b[0] * a[1]);
const max = (a: Ratio, b: Ratio): Ratio => (cmp(a, b) >= 0 ? a : b);
const min = (a: Ratio, b: Ratio): Ratio => (cmp(a, b) <= 0 ? a : b);
export const text = ([num, den]: Ratio): string => (den === 1n ? `${num}` : `${num}/${den}`);

/** A node as the reference sees it: a leaf's value, or its kind and children with probabilities. */
export type RefNode =
	| { readonly leaf: Ratio }
	| {
			readonly kind: 'max' | 'min' | 'chance';
			readonly children: readonly RefNode[];
			/** A chance node's probabilities, one per child. */
			readonly weights?: readonly Ratio[];
	  };

/** What the reference asks of a game: each node's kind, children, probabilities and value. */
export interface Star1Game<N> {
	kind(node: N): 'leaf' | 'max' | 'min' | 'chance';
	children(node: N): readonly N[];
	/** A leaf's value. */
	value(node: N): Ratio;
	/** A chance node's probabilities; absent: each child alike. */
	weights(node: N): readonly Ratio[] | undefined;
}

/** The reference's own nodes as a game. */
export const refNodes: Star1Game<RefNode> = {
	kind: (node) => ('leaf' in node ? 'leaf' : node.kind),
	children: (node) => ('leaf' in node ? [] : node.children),
	value: (node) => ('leaf' in node ? node.leaf : [0n, 1n]),
	weights: (node) => ('leaf' in node ? undefined : node.weights)
};

/** A number as written in decimals, exactly (0.8 is 4/5). */
function decimal(value: number): Ratio {
	const [whole = '0', part = ''] = String(value).split('.');
	return ratio(BigInt(whole + part), 10n ** BigInt(part.length));
}

/** A board of reference.ts against a random opponent: the AI's turns max, the other's chance. */
export function randomOpponent<N>(game: RefGame<N>): Star1Game<N> {
	return {
		kind: (node) =>
			game.children(node).length === 0 ? 'leaf' : game.isMax(node) ? 'max' : 'chance',
		children: (node) => game.children(node),
		value: (node) => decimal(game.value(node)),
		weights: () => undefined
	};
}

export interface RefResult {
	readonly value: Ratio;
	/** The index of the first best child at a max or min node; null elsewhere. */
	readonly child: number | null;
}

/** What Star1 counted: its calls, the leaves, the stops with moves left, the calls at each depth. */
export interface Star1Counts {
	calls: number;
	leaves: number;
	cutoffs: number;
	perDepth: number[];
}

/** A node's search under one window: its result and what its subtree counted (perDepth from it). */
interface Searched {
	readonly result: RefResult;
	readonly counts: Star1Counts;
}

/**
 * Star1 from `node` with the bounds [low, high]: the value, the root's child and what it counted
 * (`counts.calls` is the calls). With `memo` (a node's key and a map kept across calls), a node
 * met again under the same window is not searched again: Star1 there is a function of the node
 * and the window alone, so its result and counts are taken as they were.
 */
export function refStar1<N>(
	game: Star1Game<N>,
	node: N,
	low: Ratio,
	high: Ratio,
	memo?: { readonly key: (node: N) => string; readonly searched: Map<string, Searched> }
): RefResult & { readonly calls: number; readonly counts: Star1Counts } {
	const counts: Star1Counts = { calls: 0, leaves: 0, cutoffs: 0, perDepth: [] };
	const stop = (index: number, of: number): void => {
		if (index < of - 1) counts.cutoffs++;
	};
	const visit = (at: N, alpha: Ratio, beta: Ratio, depth = 0): RefResult => {
		if (memo === undefined) return search(at, alpha, beta, depth);
		const key = `${memo.key(at)} ${text(alpha)} ${text(beta)}`;
		const known = memo.searched.get(key);
		if (known !== undefined) {
			counts.calls += known.counts.calls;
			counts.leaves += known.counts.leaves;
			counts.cutoffs += known.counts.cutoffs;
			known.counts.perDepth.forEach((calls, below) => {
				counts.perDepth[depth + below] = (counts.perDepth[depth + below] ?? 0) + calls;
			});
			return known.result;
		}
		const { calls, leaves, cutoffs } = counts;
		const perDepth = counts.perDepth.slice(depth);
		const result = search(at, alpha, beta, depth);
		memo.searched.set(key, {
			result,
			counts: {
				calls: counts.calls - calls,
				leaves: counts.leaves - leaves,
				cutoffs: counts.cutoffs - cutoffs,
				perDepth: counts.perDepth.slice(depth).map((made, below) => made - (perDepth[below] ?? 0))
			}
		});
		return result;
	};
	const search = (at: N, alpha: Ratio, beta: Ratio, depth: number): RefResult => {
		counts.calls++;
		counts.perDepth[depth] = (counts.perDepth[depth] ?? 0) + 1;
		const kind = game.kind(at);
		if (kind === 'leaf') {
			counts.leaves++;
			return { value: game.value(at), child: null };
		}
		const children = game.children(at);
		if (kind !== 'chance') {
			const maximizing = kind === 'max';
			let best: Ratio | null = null;
			let child: number | null = null;
			for (const [index, next] of children.entries()) {
				const { value } = visit(next, alpha, beta, depth + 1);
				if (best === null || cmp(value, best) * (maximizing ? 1 : -1) > 0) {
					best = value;
					child = index;
				}
				if (maximizing) alpha = max(alpha, value);
				else beta = min(beta, value);
				if (cmp(alpha, beta) >= 0) {
					stop(index, children.length);
					break;
				}
			}
			return { value: best ?? low, child };
		}
		const weights = game.weights(at) ?? children.map(() => ratio(1n, BigInt(children.length)));
		let sum: Ratio = [0n, 1n];
		let left: Ratio = [1n, 1n];
		for (const [index, next] of children.entries()) {
			const p = weights[index] ?? ratio(0n);
			left = sub(left, p);
			// The child's value at which the node's bounds reach alpha and beta.
			const lowCut = div(sub(sub(alpha, sum), mul(left, high)), p);
			const highCut = div(sub(sub(beta, sum), mul(left, low)), p);
			const window = [min(max(lowCut, low), high), max(min(highCut, high), low)] as const;
			const { value } = visit(next, window[0], window[1], depth + 1);
			sum = add(sum, mul(p, value));
			const fails = cmp(value, lowCut) <= 0 ? high : cmp(value, highCut) >= 0 ? low : null;
			if (fails !== null) {
				stop(index, children.length);
				return { value: add(sum, mul(left, fails)), child: null };
			}
		}
		return { value: sum, child: null };
	};
	const result = visit(node, low, high);
	return { ...result, calls: counts.calls, counts };
}

/**
 * Plain expectimax: every node searched, a chance node worth its weighted sum; `memo` keeps each
 * node's result by `key` (a board reached by several paths is searched once here).
 */
export function refExpectimax<N>(
	game: Star1Game<N>,
	node: N,
	key: (node: N) => string = () => '',
	memo: Map<string, RefResult & { readonly calls: number }> | null = null
): RefResult & { readonly calls: number } {
	const known = memo?.get(key(node));
	if (known !== undefined) return known;
	const result = expectimaxOf(game, node, key, memo);
	memo?.set(key(node), result);
	return result;
}

function expectimaxOf<N>(
	game: Star1Game<N>,
	node: N,
	key: (node: N) => string,
	memo: Map<string, RefResult & { readonly calls: number }> | null
): RefResult & { readonly calls: number } {
	const kind = game.kind(node);
	if (kind === 'leaf') return { value: game.value(node), child: null, calls: 1 };
	const results = game.children(node).map((child) => refExpectimax(game, child, key, memo));
	const calls = 1 + results.reduce((total, result) => total + result.calls, 0);
	if (kind === 'chance') {
		const weights = game.weights(node) ?? results.map(() => ratio(1n, BigInt(results.length)));
		const value = results.reduce<Ratio>(
			(total, result, at) => add(total, mul(weights[at] ?? ratio(0n), result.value)),
			[0n, 1n]
		);
		return { value, child: null, calls };
	}
	const sign = kind === 'max' ? 1 : -1;
	let child = 0;
	results.forEach((result, at) => {
		if (cmp(result.value, (results[child] as RefResult).value) * sign > 0) child = at;
	});
	return { value: (results[child] as RefResult).value, child, calls };
}

/** A random tree form with every inner node's kind stated and chance nodes' weights as fractions. */
export type StatedTree = number | { kind: string; weights?: string[]; children: StatedTree[] };

export const statedTrees: fc.Arbitrary<StatedTree> = fc.letrec<{ node: StatedTree }>((tie) => ({
	node: fc.oneof(
		{ depthSize: 'small', withCrossShrink: true },
		fc.integer({ min: -5, max: 5 }),
		fc
			.record({
				kind: fc.constantFrom('max', 'min', 'chance'),
				children: fc.array(tie('node'), { minLength: 1, maxLength: 4 }),
				parts: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 4, maxLength: 4 })
			})
			.map(({ kind, children, parts }): StatedTree => {
				if (kind !== 'chance') return { kind, children };
				const used = parts.slice(0, children.length);
				const total = used.reduce((sum, part) => sum + part, 0);
				return { kind, weights: used.map((part) => `${part}/${total}`), children };
			})
	)
})).node;

/**
 * The reference's node of a stated tree; a tree stating no chance node reads its min nodes as
 * chance nodes with equal probabilities, as expectimax reads a plain tree.
 */
export function refStated(tree: StatedTree, anyChance: boolean): RefNode {
	if (typeof tree === 'number') return { leaf: ratio(BigInt(tree)) };
	const children = tree.children.map((child) => refStated(child, anyChance));
	const weights = tree.weights?.map((weight) => {
		const [num, den] = weight.split('/').map((part) => BigInt(part));
		return ratio(num ?? 0n, den ?? 1n);
	});
	const kind =
		!anyChance && tree.kind === 'min' ? 'chance' : (tree.kind as 'max' | 'min' | 'chance');
	return weights === undefined ? { kind, children } : { kind, children, weights };
}

/** Whether a stated tree has a chance node. */
export const hasChance = (tree: StatedTree): boolean =>
	typeof tree !== 'number' && (tree.kind === 'chance' || tree.children.some(hasChance));
