import { countWithin } from './compare';
import type { Game, Position } from './game';
import {
	cutRuleOf,
	depthCeiling,
	orderingOf,
	settingsFor,
	settingsOf,
	type SearchChoice,
	type SearchSettings
} from './search';
import { traceDeclaration } from './search-catalog';

/**
 * How many calls a search will make, known before it is recorded, for a page or a CLI that must
 * refuse a search too big before starting it. Counting costs a fraction of recording; past a
 * budget of work, the count stops and the total is extrapolated level by level instead.
 */
export interface CallEstimate {
	/** The calls, counted or (when `exact` is false) extrapolated. */
	readonly calls: number;
	/** Counted to the end (true), or grown from the deepest limit that fitted the budget. */
	readonly exact: boolean;
}

/** About this much counting work (calls, or minimax's distinct positions): some 100-400 ms. */
const ESTIMATE_BUDGET = 400_000;

/**
 * What `levels` found, by game and settings: a refusal estimates the search, then each lower
 * depth limit it offers, and each of those counts again the same shallower limits (the same
 * counts, as a game's searches depend only on it and the settings). Dropped with the game.
 */
const countedLevels = new WeakMap<Game, Map<string, readonly number[] | null>>();

const levelsKey = (settings: SearchSettings, budget: number): string =>
	`${settings.algorithm} ${settings.depthLimit} ${settings.symmetry} ${orderingOf(settings)} ${cutRuleOf(settings)} ${budget}`;

/** Calls per level (root first) of the search, or null when it would take more than `budget`. */
function levels(
	game: Game,
	settings: SearchSettings,
	budget: number,
	walk: MinimaxWalk
): readonly number[] | null {
	let known = countedLevels.get(game);
	if (known === undefined) {
		known = new Map();
		countedLevels.set(game, known);
	}
	const key = levelsKey(settings, budget);
	const found = known.get(key);
	if (found !== undefined) return found;
	const counted = foreseenOverBudget(known, settings, budget)
		? null
		: countLevels(game, settings, budget, walk);
	known.set(key, counted);
	return counted;
}

/**
 * Whether the levels already counted at a shallower limit say this search passes `budget`, so
 * counting it would only spend the budget to learn so: the shallower limit passed it too, or its
 * next level alone would (the growth rule `estimateCalls` stops at). A refusal asks each lower
 * limit in turn, and each would otherwise spend a whole budget first. Minimax counts positions,
 * not calls, at a fraction of that cost: it is always counted.
 */
function foreseenOverBudget(
	known: ReadonlyMap<string, readonly number[] | null>,
	settings: SearchSettings,
	budget: number
): boolean {
	const target = settings.depthLimit;
	if (target === null || traceDeclaration(settings.algorithm).wholeTree) return false;
	for (let limit = target - 1; limit >= 1; limit--) {
		const found = known.get(levelsKey({ ...settings, depthLimit: limit }, budget));
		if (found === undefined) continue;
		if (found === null) return true;
		// Levels that stop above their limit: every line ended there, deeper limits add nothing.
		return found.length === limit + 1 && nextLevelPasses(found, budget);
	}
	return false;
}

/**
 * Whether the level after `levels` alone would pass `budget`, grown from the last as the last grew
 * from the one before: the rule past which an estimate stops counting and extrapolates.
 */
function nextLevelPasses(levels: readonly number[], budget: number): boolean {
	const [previous = 1, last = 1] = levels.slice(-2);
	return (last * last) / previous > budget;
}

function countLevels(
	game: Game,
	settings: SearchSettings,
	budget: number,
	walk: MinimaxWalk
): readonly number[] | null {
	if (traceDeclaration(settings.algorithm).wholeTree)
		return minimaxLevels(game, settings.depthLimit, budget, walk);
	return countWithin(game, settings, budget)?.perDepth ?? null;
}

/**
 * Whether minimax's tree under `limit` (null: none) holds about `budget` positions at most: the
 * work of valuing every position (an oracle's order) or sizing every cut branch (calls saved).
 */
export function minimaxTreeWithin(game: Game, limit: number | null, budget: number): boolean {
	return minimaxLevels(game, limit, budget, new MinimaxWalk(game)) !== null;
}

/**
 * Minimax's tree walked down from the root a level at a time: each distinct position of a level
 * is expanded once, carrying how many lines reach it (its calls at that level), so a big search
 * costs its positions, not its calls. Kept through one estimate, whose shallower depth limits
 * read the levels already walked instead of walking them again.
 */
class MinimaxWalk {
	/** Calls per level, root first. */
	readonly calls: number[] = [1];
	/** Distinct positions down to each level. */
	readonly positions: number[] = [1];
	/** Each position of the deepest level walked with the lines that reach it; null once empty. */
	#frontier: Map<Position, number> | null;
	readonly #game: Game;

	constructor(game: Game) {
		this.#game = game;
		this.#frontier = new Map([[game.root, 1]]);
	}

	/** Walks down to `depth`; false when every line ended above it. */
	reach(depth: number): boolean {
		while (this.calls.length <= depth) {
			const frontier = this.#frontier;
			if (frontier === null) return false;
			const next = new Map<Position, number>();
			let calls = 0;
			for (const [position, lines] of frontier) {
				if (this.#game.isTerminal(position)) continue;
				for (const move of this.#game.moves(position)) {
					const child = this.#game.play(position, move);
					next.set(child, (next.get(child) ?? 0) + lines);
					calls += lines;
				}
			}
			if (calls === 0) {
				this.#frontier = null;
				return false;
			}
			this.calls.push(calls);
			this.positions.push((this.positions.at(-1) ?? 0) + next.size);
			this.#frontier = next;
		}
		return true;
	}
}

/**
 * Minimax's calls per level under `limit` (null: none), from `walk`. Null when the positions
 * counted pass `budget`, foreseen a level ahead from those down to the last two.
 */
function minimaxLevels(
	game: Game,
	limit: number | null,
	budget: number,
	walk: MinimaxWalk
): number[] | null {
	const deepest = limit ?? depthCeiling(game);
	let depth = 1;
	for (; depth <= deepest; depth++) {
		if (depth > 1) {
			const [before = 1, now = 1] = [walk.positions[depth - 2], walk.positions[depth - 1]];
			if ((now * now) / before > budget) return null;
		}
		if (!walk.reach(depth)) break; // every line ended above
	}
	return walk.calls.slice(0, depth);
}

/**
 * The calls `choice` makes on `game`: counted when that takes at most `budget` work, else
 * counted at the deepest depth limit that fits and grown to the asked depth (or the game's
 * longest line) by the last levels' growth, two levels at a time (alpha-beta alternates between
 * the levels where it cuts and the ones where it cannot).
 */
export function estimateCalls(
	game: Game,
	choice: SearchChoice,
	budget: number = ESTIMATE_BUDGET
): CallEstimate {
	const settings = settingsFor(game, settingsOf(choice));
	const walk = new MinimaxWalk(game);
	const whole = levels(game, settings, budget, walk);
	if (whole !== null) return { calls: sum(whole), exact: true };
	const target = settings.depthLimit ?? depthCeiling(game);
	let counted: readonly number[] = [1];
	for (let limit = 1; limit < target; limit++) {
		// A limit whose last level alone would pass the budget is not tried.
		if (limit > 1 && nextLevelPasses(counted, budget)) break;
		const found = levels(game, { ...settings, depthLimit: limit }, budget, walk);
		if (found === null) break;
		counted = found;
	}
	const perLevel = [...counted];
	const last = perLevel.length - 1;
	const growth =
		last >= 2
			? Math.sqrt((perLevel[last] ?? 1) / Math.max(1, perLevel[last - 2] ?? 1))
			: (perLevel[last] ?? 1) / Math.max(1, perLevel[last - 1] ?? 1);
	for (let depth = perLevel.length; depth <= target; depth++) {
		perLevel.push((perLevel[depth - 1] ?? 1) * Math.max(1, growth));
	}
	// The count passed the budget, so a growth from too few levels (a flat tree) says too little.
	return { calls: Math.max(budget + 1, Math.round(sum(perLevel))), exact: false };
}

function sum(values: readonly number[]): number {
	return values.reduce((total, value) => total + value, 0);
}
