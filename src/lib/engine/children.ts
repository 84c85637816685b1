import type { Move } from './game';
import type { Trace } from './trace';

/**
 * The calls one call made, with random access. Children sit in preorder (`c + 1`, then past
 * each child's subtree), so reaching the n-th one means walking the n before it; this list does
 * that walk once and keeps, beside each child, the best value held once it came back. A trace
 * keeps the lists of its wide calls (`Trace.childList`), so a step on a node with 99,999
 * children costs a binary search, not a walk over its siblings.
 */
export class ChildList {
	/** The children's ids, in the order they were called (ascending). */
	readonly ids: Int32Array;
	/** Beside each child: the place of the first child holding the best value up to it. */
	readonly #best: Int32Array;
	readonly #trace: Trace;
	readonly #call: number;
	#pruned: readonly Move[] | null = null;
	#holders: { score: number; count: number } | null = null;

	constructor(trace: Trace, call: number) {
		this.#trace = trace;
		this.#call = call;
		const last = trace.lastDescendant(call);
		let count = 0;
		for (let child = call + 1; child <= last; child = trace.lastDescendant(child) + 1) count++;
		this.ids = new Int32Array(count);
		this.#best = new Int32Array(count);
		const maximizing = trace.isMaximizing(call);
		let best = 0;
		for (let at = 0, child = call + 1; at < count; at++) {
			this.ids[at] = child;
			// Only a strictly better value replaces the best: on ties the first one is kept.
			const score = trace.score(child);
			const held = trace.score(this.ids[best] ?? child);
			if (maximizing ? score > held : score < held) best = at;
			this.#best[at] = best;
			child = trace.lastDescendant(child) + 1;
		}
	}

	get count(): number {
		return this.ids.length;
	}

	/** The n-th child (from 0). */
	at(n: number): number {
		return this.ids[n] ?? 0;
	}

	/** The child's place among its siblings, from 0; -1 when it is not one of them. */
	indexOf(child: number): number {
		let low = 0;
		let high = this.ids.length - 1;
		while (low <= high) {
			const mid = (low + high) >>> 1;
			const id = this.ids[mid] ?? 0;
			if (id === child) return mid;
			if (id < child) low = mid + 1;
			else high = mid - 1;
		}
		return -1;
	}

	/** The last place whose child passes `test`, those passing coming first; -1 for none. */
	lastWhere(test: (child: number) => boolean): number {
		let low = 0;
		let high = this.ids.length;
		while (low < high) {
			const mid = (low + high) >>> 1;
			if (test(this.ids[mid] ?? 0)) low = mid + 1;
			else high = mid;
		}
		return low - 1;
	}

	/** The child the call keeps once the n-th value is in: the first holding the best so far. */
	bestUpTo(n: number): number {
		return this.ids[this.#best[n] ?? 0] ?? 0;
	}

	/** How many children returned `score` (counted once per score asked, then kept). */
	holding(score: number): number {
		if (this.#holders?.score !== score) {
			let count = 0;
			for (const child of this.ids) if (this.#trace.score(child) === score) count++;
			this.#holders = { score, count };
		}
		return this.#holders.count;
	}

	/** The call's legal moves it never searched, in the game's order (see `Trace.cutMoves`). */
	pruned(): readonly Move[] {
		if (this.#pruned === null) {
			const trace = this.#trace;
			// Children reached by no move (a deepening search's iterations) leave no move unsearched.
			const moves =
				this.count > 0 && trace.via(this.at(0)) === null
					? []
					: trace.game.moves(trace.position(this.#call));
			// In the game's own order the moves searched come first: check that, then cut the rest.
			let searched = 0;
			while (searched < this.count && trace.via(this.at(searched)) === moves[searched]) searched++;
			if (searched === this.count) this.#pruned = Object.freeze(moves.slice(searched));
			else {
				const seen = new Set<Move>();
				for (const child of this.ids) seen.add(trace.via(child) ?? -1);
				this.#pruned = Object.freeze(moves.filter((move) => !seen.has(move)));
			}
		}
		return this.#pruned;
	}
}
