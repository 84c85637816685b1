import type { Move, Position } from './game';
import type { SearchRecorder } from './recorder';
import type { Scale } from './scale';
import type { Bound } from './table';

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

	window(alpha: number, beta: number): void {
		this.inner.window(alpha, beta);
	}

	leaf(id: number, score: number): void {
		this.inner.leaf(id, score);
	}

	hit(id: number, score: number, origin: number): void {
		this.inner.hit(id, score, origin);
	}

	consult(id: number, origin: number): void {
		this.inner.consult(id, origin);
	}

	estimate(id: number, score: number): void {
		this.inner.estimate(id, score);
	}

	stored(id: number, bound: Bound): void {
		this.inner.stored(id, bound);
	}

	close(id: number, score: number, best: Move): void {
		this.inner.close(id, score, best);
	}

	cut(id: number, left: number): void {
		this.inner.cut(id, left);
	}
}
