import { filePlaces, type FilePlaces } from '../engine/file-places';
import type { CutRule, Game, Trace } from '../engine/index';
import { cutRuleOf } from '../engine/search';
import type { Facts, Finding, MistakeKind } from './kinds';
import { rescored } from './scale';
import { playsOtherRole, windowFinding, windowOf } from './windows';

/**
 * The student's trace and ours side by side, walked call by call in the order events happen (a
 * call's window as it starts, its calls one by one, its value as it returns), up to the first
 * place they part; that place is named by what the student's search did there. Values are
 * compared as the student's own trace explains them (a window by the caller's earlier values),
 * so one mistake is not named again at every call it reaches.
 */

/** What the walk found, and the convention to compare under from then on, if it is one. */
export interface Outcome {
	readonly finding: Finding;
	readonly adopt?: { readonly cut: CutRule } | { readonly game: Game };
}

export class Walk {
	/** Conventions met that need no new reference (fail-soft, fail-hard): the walk goes on. */
	readonly conventions: Finding[] = [];
	readonly #student: Trace;
	readonly #reference: Trace;
	/** Both keep a window: the student's function takes one and we search alpha-beta. */
	readonly #windows: boolean;
	readonly #places: FilePlaces;

	constructor(student: Trace, reference: Trace, windows: boolean) {
		this.#places = filePlaces(student.game);
		this.#student = student;
		this.#reference = reference;
		this.#windows = windows && student.windowed && reference.windowed;
	}

	run(): Outcome | null {
		return this.#call(1, 1) ?? this.#rootMove();
	}

	#call(s: number, r: number): Outcome | null {
		const [student, reference] = [this.#student, this.#reference];
		if (this.#windows && s > 1) {
			const finding = windowFinding(student, s, r, reference.parent(r));
			if (finding !== null) return { finding };
		}
		const mine = student.children(s);
		const ours = reference.children(r);
		if (mine.length === 0 && ours.length > 0) return this.#stopped(s, r);
		if (mine.length > 0 && ours.length === 0) return this.#wentOn(s, r, mine[0] as number);
		for (let k = 0; k < Math.max(mine.length, ours.length); k++) {
			const [a, b] = [mine[k], ours[k]];
			if (b === undefined) return this.#notCut(s, r, mine, k);
			if (a === undefined) return this.#cut(s, r, mine, b);
			if (student.via(a) !== reference.via(b)) return this.#elsewhere(s, mine, k, b);
			const inner = this.#call(a, b);
			if (inner !== null) return inner;
		}
		return this.#value(s, r, mine.length === 0);
	}

	#at(kind: MistakeKind, call: number, referenceCall: number | null, facts: Facts = {}): Outcome {
		return { finding: { kind, call, referenceCall, facts } };
	}

	/** The student's call searched nothing where ours searched on. */
	#stopped(s: number, r: number): Outcome {
		const [student, reference] = [this.#student, this.#reference];
		const found = student.score(s);
		const estimate = reference.game.evaluate?.(reference.position(r));
		const limit = reference.settings.depthLimit;
		const depth = student.depth(s);
		const facts = {
			found,
			depth,
			limit,
			...(estimate === undefined ? {} : { expected: estimate })
		};
		const ours = reference.children(r)[0] ?? null;
		// Every unfinished position one level early stops: the limit is counted one off.
		if (limit !== null && depth === limit - 1 && !this.#searchesAt(depth))
			return this.#at('depth-off-by-one', s, ours, facts);
		// An estimate only where the search has a depth limit: without one, ours never estimates.
		if (estimate !== undefined && limit !== null && found === estimate)
			return this.#at('evaluated-early', s, ours, facts);
		const expectedMove = this.#written(ours === null ? null : reference.via(ours));
		return this.#at('missing-call', s, ours, { ...facts, expectedMove });
	}

	/** The student's call searched on where ours stopped: a finished game, or the depth limit. */
	#wentOn(s: number, r: number, first: number): Outcome {
		const [student, reference] = [this.#student, this.#reference];
		const limit = reference.settings.depthLimit;
		const facts = { depth: student.depth(s), limit };
		if (reference.kind(r) === 'terminal') return this.#at('terminal-missed', s, r, facts);
		const late = limit !== null && !this.#searchesAt(limit + 1);
		return this.#at(late ? 'depth-off-by-one' : 'extra-call', late ? s : first, r, facts);
	}

	/** Some call of the student's at `depth` made calls. */
	#searchesAt(depth: number): boolean {
		const student = this.#student;
		for (let id = 1; id <= student.calls; id++)
			if (student.depth(id) === depth && student.lastDescendant(id) > id) return true;
		return false;
	}

	/** The student's call made call `mine[k]` where ours had cut (or had no move left). */
	#notCut(s: number, r: number, mine: readonly number[], k: number): Outcome {
		const [student, reference] = [this.#student, this.#reference];
		const extra = mine[k] as number;
		const move = student.via(extra);
		const earlier = mine.slice(0, k).find((child) => student.via(child) === move);
		if (earlier !== undefined) return this.#at('extra-call', extra, null, { earlier });
		const [alpha, beta] = this.#after(reference, r, k);
		const cut = cutRuleOf(reference.settings);
		const facts = { window: [alpha, beta] as const, move: this.#written(move) };
		if (alpha === beta && cut === 'ge')
			return { ...this.#at('cut-rule', extra, r, { ...facts, rule: 'gt' }), adopt: { cut: 'gt' } };
		if (student.prunedBranches === 0) return this.#at('no-prune', extra, r, facts);
		return this.#at('extra-call', extra, r, facts);
	}

	/**
	 * The student's call stopped before our call `b`: a cut ours did not make (on alpha = beta,
	 * or on a bound its window never held: a global's), or a move skipped.
	 */
	#cut(s: number, r: number, mine: readonly number[], b: number): Outcome {
		const [student, reference] = [this.#student, this.#reference];
		const expectedMove = this.#written(reference.via(b));
		if (!this.#windows) return this.#at('missing-call', s, b, { expectedMove });
		const [alpha, beta] = this.#after(student, s, mine.length);
		const facts = { window: [alpha, beta] as const, expectedMove };
		if (alpha === beta && cutRuleOf(reference.settings) === 'gt')
			return { ...this.#at('cut-rule', s, b, { ...facts, rule: 'ge' }), adopt: { cut: 'ge' } };
		// A value from below its children that would have closed its window: a bound shared.
		const maximising = student.isMaximizing(s);
		for (let c = student.lastDescendant(s); c > s && alpha < beta; c--) {
			const value = student.score(c);
			if (student.parent(c) !== s && (maximising ? value <= alpha : value >= beta))
				return this.#at('bound-kept-global', s, b, { ...facts, found: value, earlier: c });
		}
		return this.#at('missing-call', s, b, facts);
	}

	/** The window call `id` of `trace` holds after its first `k` calls returned. */
	#after(trace: Trace, id: number, k: number): readonly [number, number] {
		let [alpha, beta] = windowOf(trace, id);
		for (const child of trace.children(id).slice(0, k)) {
			if (trace.isMaximizing(id)) alpha = Math.max(alpha, trace.score(child));
			else beta = Math.min(beta, trace.score(child));
		}
		return [alpha, beta];
	}

	/** The student's `k`th call played another move than ours: a move again, another order, one skipped. */
	#elsewhere(s: number, mine: readonly number[], k: number, b: number): Outcome {
		const [student, reference] = [this.#student, this.#reference];
		const a = mine[k] as number;
		const move = student.via(a);
		const facts = { move: this.#written(move), expectedMove: this.#written(reference.via(b)) };
		const earlier = mine.slice(0, k).find((child) => student.via(child) === move);
		if (earlier !== undefined) return this.#at('extra-call', a, null, { ...facts, earlier });
		const moves = student.game.moves(student.position(s));
		const places = mine.map((child) => moves.indexOf(student.via(child) ?? -1));
		const inOrder = places.every((place, index) => index === 0 || place > (places[index - 1] ?? 0));
		return inOrder ? this.#at('missing-call', s, b, facts) : this.#at('order', a, b, facts);
	}

	/** The values call `s` and our `r` returned, once their calls agreed. */
	#value(s: number, r: number, leaf: boolean): Outcome | null {
		const [student, reference] = [this.#student, this.#reference];
		const [found, expected] = [student.score(s), reference.score(r)];
		if (found === expected) return null;
		const facts = { found, expected, depth: student.depth(s) };
		if (leaf) {
			const position = reference.position(r);
			const rescore = rescored(reference.game).find(({ game }) =>
				reference.kind(r) === 'terminal'
					? game.score(position) === found
					: game.evaluate?.(position) === found
			);
			if (rescore !== undefined) {
				const more = { ...facts, scoring: rescore.scoring };
				return { ...this.#at('scale', s, r, more), adopt: { game: rescore.game } };
			}
			const estimate = reference.game.evaluate?.(position);
			const early = reference.kind(r) === 'terminal' && found === estimate;
			return this.#at(early ? 'terminal-missed' : 'wrong-value', s, r, facts);
		}
		if (playsOtherRole(student, s))
			return this.#at('min-max-swapped', s, r, { ...facts, maximised: !student.isMaximizing(s) });
		if (this.#windows) {
			const [alpha, beta] = windowOf(student, s);
			const outside = (found <= alpha && expected <= alpha) || (found >= beta && expected >= beta);
			if (outside) {
				const kind = found === alpha || found === beta ? 'fail-hard' : 'fail-soft';
				if (!this.conventions.some((finding) => finding.kind === kind))
					this.conventions.push({
						kind,
						call: s,
						referenceCall: r,
						facts: { ...facts, window: [alpha, beta] }
					});
				return null;
			}
		}
		return this.#at('wrong-value', s, r, facts);
	}

	/** The root's move, its value agreeing: a tie broken another way is a convention. */
	#rootMove(): Outcome | null {
		const [student, reference] = [this.#student, this.#reference];
		const [mine, ours] = [student.bestMove(1), reference.bestMove(1)];
		if (mine === ours) return null;
		const chosen = student.children(1).find((child) => student.via(child) === mine);
		const facts = {
			move: this.#written(mine),
			expectedMove: this.#written(ours),
			found: student.score(1)
		};
		const tie = chosen !== undefined && student.score(chosen) === student.score(1);
		return this.#at(tie ? 'tie-at-root' : 'wrong-value', 1, 1, facts);
	}

	#written(move: number | null): number | null {
		return move === null ? null : this.#places.write(move);
	}
}
