// A student's search in a few lines, with the bugs students write switched on one at a time, and
// its trace written as the tracers write one (docs/trace-format.md, "A program's trace"): the
// synthetic traces the diagnosis is pinned on before real programs (tests/students/) exist.
import type { Game, Move, Position } from '../../../src/lib/engine/index';
import { describeGameOf } from '../../../src/lib/engine/json';
import { filePlaces } from '../../../src/lib/engine/file-places';

export interface Bugs {
	/** Children get the window this call was given, never the updated one. */
	readonly stale?: boolean;
	/** One alpha and beta for the whole search (a global). */
	readonly global?: boolean;
	/** Children get [beta, alpha]. */
	readonly swapped?: boolean;
	/** The level at this depth maximises where it should minimise (and the reverse). */
	readonly swapAt?: number;
	/** Moves tried last to first. */
	readonly reversed?: boolean;
	/** No terminal test: a finished position is searched on (its moves ignore the end). */
	readonly noTerminalTest?: boolean;
	/** The depth limit counted one off (+1: one level deeper; -1: one level early). */
	readonly depthOff?: number;
	/** A position whose estimate is not 0 is returned at once (the estimate as a terminal test). */
	readonly evaluateEarly?: boolean;
	/** Scores are mapped (a scale: ±1, depth counted). */
	readonly scale?: (score: number, depth: number) => number;
	/** Fail-hard: a call returns its window's bound when its value falls outside it. */
	readonly failHard?: boolean;
	/** When the window closes: `>=` (ge), `>` (gt), never (no-prune). */
	readonly cut?: 'ge' | 'gt' | 'never';
	/** Ties keep the last move (`>=`): at the root, a different move among equals. */
	readonly lastTie?: boolean;
	/** Each child is searched twice (`if search(c) > best: best = search(c)`). */
	readonly twice?: boolean;
	/** The last move is never tried (`range(len(moves) - 1)`). */
	readonly skipLast?: boolean;
	/** A finished position scores +1 more than it should at this call id (a wrong value). */
	readonly offAt?: number;
}

interface Record {
	id: number;
	parent: number | null;
	depth: number;
	player: string;
	alpha: number | string | null;
	beta: number | string | null;
	score: number | null;
	[place: string]: unknown;
}

const written = (value: number): number | string =>
	value === Infinity ? 'inf' : value === -Infinity ? '-inf' : value;

/** The program's trace (JSON text) of a student's `algorithm` with `bugs` on `game`. */
export function studentTrace(
	game: Game,
	algorithm: 'minimax' | 'alphabeta',
	bugs: Bugs = {},
	depthLimit: number | null = null
): string {
	const places = filePlaces(game);
	const records: Record[] = [];
	const windowed = algorithm === 'alphabeta';
	const limit = depthLimit === null ? Infinity : depthLimit + (bugs.depthOff ?? 0);
	const global = { alpha: -Infinity, beta: Infinity };
	const scale = bugs.scale ?? ((score: number) => score);
	// Without a terminal test a board is played on until it is full (tic-tac-toe's empty cells).
	const legal = (position: Position, place: string): readonly Move[] =>
		bugs.noTerminalTest
			? [...place].flatMap((cell, index) => (cell === '.' ? [index] : []))
			: game.moves(position);
	const search = (
		position: Position,
		place: string,
		depth: number,
		parent: number | null,
		alpha: number,
		beta: number
	): number => {
		if (bugs.global) [alpha, beta] = [global.alpha, global.beta];
		const record: Record = {
			id: records.length + 1,
			parent,
			depth,
			player: game.player(position),
			[places.field]: place,
			alpha: windowed ? written(alpha) : null,
			beta: windowed ? written(beta) : null,
			score: null
		};
		records.push(record);
		const done = (score: number): number => ((record.score = score), score);
		const ended = bugs.noTerminalTest
			? legal(position, place).length === 0
			: game.isTerminal(position);
		if (ended) return done(scale(game.score(position), depth) + (bugs.offAt === record.id ? 1 : 0));
		if (depth >= limit) return done(scale(game.evaluate?.(position) ?? 0, depth));
		if (bugs.evaluateEarly && (game.evaluate?.(position) ?? 0) !== 0)
			return done(scale(game.evaluate?.(position) ?? 0, depth));
		const maximizing = game.isMaximizing(position) !== (bugs.swapAt === depth);
		let moves = [...legal(position, place)];
		if (bugs.reversed) moves.reverse();
		if (bugs.skipLast) moves = moves.slice(0, -1);
		const [entryAlpha, entryBeta] = [alpha, beta];
		let best = maximizing ? -Infinity : Infinity;
		let bestMove: Move | null = null;
		for (const move of moves) {
			const next = game.play(position, move);
			const childPlace = places.child(place, next, move);
			const [a, b] = bugs.stale
				? [entryAlpha, entryBeta]
				: bugs.swapped
					? [beta, alpha]
					: [alpha, beta];
			let value = search(next, childPlace, depth + 1, record.id, a, b);
			if (bugs.twice) value = search(next, childPlace, depth + 1, record.id, a, b);
			if (
				maximizing
					? value > best || (bugs.lastTie && value === best)
					: value < best || (bugs.lastTie && value === best)
			)
				[best, bestMove] = [value, move];
			if (bugs.global) [alpha, beta] = [global.alpha, global.beta];
			if (maximizing) alpha = Math.max(alpha, best);
			else beta = Math.min(beta, best);
			if (bugs.global) [global.alpha, global.beta] = [alpha, beta];
			const cut = bugs.cut ?? 'ge';
			if (windowed && (cut === 'ge' ? alpha >= beta : cut === 'gt' ? alpha > beta : false)) break;
		}
		if (windowed && bugs.failHard) best = Math.min(Math.max(best, entryAlpha), entryBeta);
		// The root's move is what the program returned (a top-level loop's choice).
		if (parent === null && bestMove !== null) record.move = places.write(bestMove);
		return done(best);
	};
	const score = search(game.root, places.root, 0, null, -Infinity, Infinity);
	return JSON.stringify({
		format: 'minimax-lab-trace',
		version: 1,
		algorithm,
		program: { language: 'typescript', function: 'search', tracer: 'test' },
		...(depthLimit === null ? {} : { depthLimit }),
		game: describeGameOf(game),
		calls: records.length,
		score,
		move: records[0]?.move ?? null,
		trace: records
	});
}
