import { Fraction } from './fraction';

/**
 * What a search rule asks of the values it tells a recorder: ranks for minus and plus infinity,
 * the rank of a value, and the value of a rank. Two kinds: the game's declared scores sorted
 * once (`ValueScale`, every search that only compares values), or the values a search met,
 * ranked as they come and sorted when the trace is finished (`MetScale` in met-scale.ts, a search
 * that averages).
 */
export interface Scale {
	/** Rank of minus infinity. */
	readonly lowest: number;
	/** Rank of plus infinity. */
	readonly highest: number;
	/** The rank of a score the game declared. */
	rank(score: number): number;
	/** The rank of `value` (a score or an infinity), or null when the scale does not hold it. */
	rankOf(value: number): number | null;
	/** The rank of an exact value (a `MetScale` takes any; a `ValueScale` only its own). */
	intern(value: Fraction): number;
	value(rank: number): number;
	/** The exact value of a finite rank; null for the infinities. */
	fraction(rank: number): Fraction | null;
}

/** The widest range of whole-number scores ranked through an array rather than a map. */
const WHOLE_SPAN = 4096;

/** The key of a scale built from a game's scores alone. */
const NO_ESTIMATES: readonly number[] = Object.freeze([]);
/** Each game scale `ValueScale.of` built, by the scores and then the estimates it was built from. */
const BUILT = new WeakMap<readonly number[], WeakMap<readonly number[], ValueScale>>();

/**
 * Scores, alpha and beta are stored as ranks into a sorted table of the values a search can
 * meet: minus infinity, every terminal score of the game, plus infinity. Minimax and
 * alpha-beta only compare and pass values along, so searching on ranks gives the same
 * decisions as searching on the numbers, and a rank fits in a byte on small games.
 *
 * A search that averages (expectimax) returns fractions no game declares: its finished trace's
 * scale holds the exact values its calls met instead (`exact`, built by `MetScale.settle`), in
 * order, so ranks still compare as the values do.
 */
export class ValueScale implements Scale {
	/** Rank to value, ascending: `values[0]` is -Infinity, the last is +Infinity. */
	readonly values: Float64Array;
	/**
	 * The exact value of each finite rank (`exact[rank - 1]`) when the scale holds values a
	 * search met; null when it holds the game's own numbers.
	 */
	readonly exact: readonly Fraction[] | null;
	readonly #rankOf = new Map<number, number>();
	/**
	 * The rank of each whole number from the least finite value on (-1: not on the scale), when
	 * the finite values are whole numbers close together (a board's scores): a search ranks every
	 * leaf, and an array finds a rank several times faster than the map.
	 */
	readonly #wholeRanks: Int16Array;
	readonly #least: number;

	/**
	 * The scale of every value a search of `game` can return: its scores, and its estimates when
	 * the search is depth-limited (`estimating`).
	 */
	static of(
		game: { readonly scores: readonly number[]; readonly estimates?: readonly number[] },
		estimating: boolean
	): ValueScale {
		const { scores, estimates } = game;
		const added = estimating && estimates ? estimates : NO_ESTIMATES;
		// Built once for a game's arrays (never changed after): a small search, such as one of
		// Connect Four's 253 scores at depth 2, spent a third of its time building this again.
		let byEstimates = BUILT.get(scores);
		if (byEstimates === undefined) BUILT.set(scores, (byEstimates = new WeakMap()));
		let scale = byEstimates.get(added);
		if (scale === undefined) {
			scale = new ValueScale(added === NO_ESTIMATES ? scores : [...scores, ...added]);
			byEstimates.set(added, scale);
		}
		return scale;
	}

	/** The scale of exact values met by a search, sorted ascending and each once. */
	static met(sorted: readonly Fraction[]): ValueScale {
		return new ValueScale(
			sorted.map((value) => value.toNumber()),
			sorted
		);
	}

	constructor(scores: readonly number[], exact: readonly Fraction[] | null = null) {
		const sorted = exact !== null ? scores : [...new Set(scores)].sort((a, b) => a - b);
		this.exact = exact;
		this.values = Float64Array.from([-Infinity, ...sorted, Infinity]);
		// Two exact values with one nearest double: the number finds the first.
		for (let rank = this.values.length - 1; rank >= 0; rank--)
			this.#rankOf.set(this.values[rank] as number, rank);
		const finite = this.values.subarray(1, -1);
		this.#least = finite[0] ?? 0;
		const span = (finite.at(-1) ?? 0) - this.#least + 1;
		const whole = exact === null && finite.every(Number.isInteger) && span <= WHOLE_SPAN;
		this.#wholeRanks = new Int16Array(whole ? span : 0).fill(-1);
		if (whole)
			finite.forEach((value, index) => (this.#wholeRanks[value - this.#least] = index + 1));
	}

	/** Rank of minus infinity. */
	get lowest(): number {
		return 0;
	}

	/** Rank of plus infinity. */
	get highest(): number {
		return this.values.length - 1;
	}

	/** The rank of a score the game declared; throws for any other number. */
	rank(score: number): number {
		// A fraction or a number off the array reads undefined, and the map answers.
		const whole = this.#wholeRanks[score - this.#least] ?? -1;
		if (whole >= 0) return whole;
		const rank = this.#rankOf.get(score);
		if (rank === undefined)
			throw new RangeError(`Score ${score} is not among the game's declared scores.`);
		return rank;
	}

	/** The rank of `value` (a score or an infinity), or null when the scale does not hold it. */
	rankOf(value: number): number | null {
		return this.#rankOf.get(value) ?? null;
	}

	intern(value: Fraction): number {
		if (this.exact === null) return this.rank(value.toNumber());
		const rank = this.rankOf(value.toNumber());
		if (rank !== null && this.exact[rank - 1]?.equals(value)) return rank;
		const found = this.exact.findIndex((held) => held.equals(value));
		if (found < 0) throw new RangeError(`The value ${value} is not on this scale.`);
		return found + 1;
	}

	value(rank: number): number {
		return this.values[rank] ?? Number.NaN;
	}

	fraction(rank: number): Fraction | null {
		if (rank <= this.lowest || rank >= this.highest) return null;
		if (this.exact !== null) return this.exact[rank - 1] ?? null;
		return Fraction.fromNumber(this.value(rank));
	}

	/** The scale as plain data for another thread (`fromPlain` back): its exact values, if any. */
	toPlain(): readonly string[] | null {
		return this.exact === null ? null : this.exact.map(String);
	}

	static fromPlain(exact: readonly string[]): ValueScale {
		return ValueScale.met(exact.map((text) => Fraction.parse(text) ?? Fraction.ZERO));
	}
}
