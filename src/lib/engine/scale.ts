/**
 * Scores, alpha and beta are stored as ranks into a sorted table of the values a search can
 * meet: minus infinity, every terminal score of the game, plus infinity. Minimax and
 * alpha-beta only compare and pass values along, so searching on ranks gives the same
 * decisions as searching on the numbers, and a rank fits in a byte on small games.
 */
export class ValueScale {
	/** Rank to value, ascending: `values[0]` is -Infinity, the last is +Infinity. */
	readonly values: Float64Array;
	readonly #rankOf = new Map<number, number>();

	/**
	 * The scale of every value a search of `game` can return: its scores, and its estimates when
	 * the search is depth-limited (`estimating`).
	 */
	static of(
		game: { readonly scores: readonly number[]; readonly estimates?: readonly number[] },
		estimating: boolean
	): ValueScale {
		const { scores, estimates } = game;
		return new ValueScale(estimating && estimates ? [...scores, ...estimates] : scores);
	}

	constructor(scores: readonly number[]) {
		const sorted = [...new Set(scores)].sort((a, b) => a - b);
		this.values = Float64Array.from([-Infinity, ...sorted, Infinity]);
		this.values.forEach((value, rank) => this.#rankOf.set(value, rank));
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
		const rank = this.#rankOf.get(score);
		if (rank === undefined)
			throw new RangeError(`Score ${score} is not among the game's declared scores.`);
		return rank;
	}

	/** The rank of `value` (a score or an infinity), or null when the scale does not hold it. */
	rankOf(value: number): number | null {
		return this.#rankOf.get(value) ?? null;
	}

	value(rank: number): number {
		return this.values[rank] ?? Number.NaN;
	}
}
