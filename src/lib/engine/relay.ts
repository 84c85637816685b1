import type { Move, Position } from './game';
import type { SearchRecorder } from './recorder';
import type { Scale } from './scale';

/**
 * A recorder that passes every call on to another, unchanged: a driver's search (iterative
 * deepening's, MTD(f)'s) extends it to keep what it needs of the calls it runs (their best
 * moves, the estimates) and overrides only the events it reads. It copies no subtree (`repeat`
 * is left out), so each call it passes on is searched.
 */
export class RelayRecorder implements SearchRecorder {
	readonly scale: Scale;
	readonly noMove: number;
	protected readonly inner: SearchRecorder;

	constructor(inner: SearchRecorder) {
		this.inner = inner;
		this.scale = inner.scale;
		this.noMove = inner.noMove;
	}

	open(parent: number, depth: number, position: Position, via: Move): number {
		return this.inner.open(parent, depth, position, via);
	}

	column(name: string): number {
		return this.inner.column(name);
	}

	put(column: number, id: number, value: number): void {
		this.inner.put(column, id, value);
	}

	putOpened(column: number, first: number, second: number): void {
		this.inner.putOpened(column, first, second);
	}

	leaf(id: number, score: number): void {
		this.inner.leaf(id, score);
	}

	answer(id: number, score: number): void {
		this.inner.answer(id, score);
	}

	estimate(id: number, score: number): void {
		this.inner.estimate(id, score);
	}

	close(id: number, score: number, best: Move): void {
		this.inner.close(id, score, best);
	}

	prune(id: number, left: number): void {
		this.inner.prune(id, left);
	}
}
