import type { Move, Position, SearchRecorder } from '$lib/engine';
import { RelayRecorder } from '$lib/engine/relay';

/**
 * Passes an iteration's calls on to the recorder, keeping what the driver needs of them: each
 * call's parent, move in and best move (for the iteration's best line, tried first by the next
 * one), and how many calls met the depth limit (none: the iteration reached every line's end).
 */
export class LineWatcher extends RelayRecorder {
	/** Calls the current attempt estimated at its depth limit. */
	estimates = 0;
	/** The attempt's first call id; its calls' columns are kept from there. */
	#first = 0;
	#parent: number[] = [];
	#via: Move[] = [];
	#best: Move[] = [];

	constructor(inner: SearchRecorder) {
		super(inner);
	}

	/** Forgets the last attempt: the next call opened is a new attempt's root. */
	begin(): void {
		this.#first = 0;
		this.#parent = [];
		this.#via = [];
		this.#best = [];
		this.estimates = 0;
	}

	/** The attempt's best line: its root's best move, that child's, and so on. */
	line(): Move[] {
		const line: Move[] = [];
		let at = 0;
		for (let move = this.#best[at]; move !== undefined && move !== this.noMove;) {
			const call = this.#first + at;
			let child = at + 1;
			while (
				child < this.#parent.length &&
				!(this.#parent[child] === call && this.#via[child] === move)
			)
				child++;
			if (child >= this.#parent.length) break;
			line.push(move);
			at = child;
			move = this.#best[at];
		}
		return line;
	}

	override open(parent: number, depth: number, position: Position, via: Move): number {
		const id = super.open(parent, depth, position, via);
		if (this.#first === 0) this.#first = id;
		this.#parent[id - this.#first] = parent;
		this.#via[id - this.#first] = via;
		this.#best[id - this.#first] = this.noMove;
		return id;
	}

	override estimate(id: number, score: number): void {
		this.estimates++;
		super.estimate(id, score);
	}

	override close(id: number, score: number, best: Move): void {
		this.#best[id - this.#first] = best;
		super.close(id, score, best);
	}
}
