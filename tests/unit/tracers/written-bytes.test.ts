import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trace } from '../../../static/tracers/minimax-trace.js';
import { ARTICLE_BOARD_ARRAY } from '../../articles';
import {
	articleAlphaBeta,
	articleMinimax,
	failSoftAlphaBeta,
	treeMinimax,
	type Tree
} from './student-searches';

/**
 * The JavaScript tracer's file, byte for byte: a hash of each written file, pinned so that
 * writing it faster cannot change one byte the page and `--check` read. The cases cover every
 * field a record may hold (moves, windows with infinities, errors, values that are no whole
 * numbers, text that is not ASCII) and a file long enough to be written in many pieces.
 */
const hash = (text: string | Buffer) =>
	createHash('sha256').update(text).digest('hex').slice(0, 16);

/** A Connect Four negamax on move strings to depth 2 (no wins that shallow), columns 1-7. */
function connect4Negamax() {
	const box = {
		negamax(moves: string, depth: number, alpha: number, beta: number): number {
			if (depth === 0) return (moves.length % 3) - 1 + 0.5;
			let best = -Infinity;
			for (let column = 1; column <= 7 && alpha < beta; column++) {
				const value = -box.negamax(moves + column, depth - 1, -beta, -alpha);
				best = Math.max(best, value);
				alpha = Math.max(alpha, value);
			}
			return best;
		}
	};
	return box;
}

describe("the JavaScript tracer's file, byte for byte", () => {
	it('a long search written by Node in pieces is the same bytes as file() gives', () => {
		const dir = mkdtempSync(join(tmpdir(), 'written-bytes-'));
		try {
			const out = join(dir, 'trace.json');
			const search = articleMinimax();
			const traced = (search.minimax = trace(search.minimax, { game: 'tictactoe', ai: 'X', out }));
			const board = ['X', 1, 2, 3, 'O', 5, 6, 7, 8] as (string | number)[];
			search.minimax(board as never, 'X');
			const written = readFileSync(out);
			expect([written.length, hash(written), hash(traced.file())]).toEqual([
				810_445,
				'35e6a4fc1454e83c',
				'35e6a4fc1454e83c'
			]);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});

	it('every field a record may hold', () => {
		const files: string[] = [];
		const article = articleMinimax();
		const a = (article.minimax = trace(article.minimax, { game: 'tictactoe', out: null }));
		article.minimax(JSON.parse(ARTICLE_BOARD_ARRAY), 'X');
		files.push(a.file());

		const alphaBeta = articleAlphaBeta();
		const options = { game: 'tictactoe', search: 'alphabeta', out: null } as const;
		const b = (alphaBeta.alphabeta = trace(alphaBeta.alphabeta, options));
		alphaBeta.alphabeta('X...O....', -Infinity, Infinity, true);
		files.push(b.file());

		const tree: Tree = [
			[0.5, -1.25, [3, 1e21]],
			[-0, 7],
			[[2, 4], 1e-7]
		];
		const failing = treeMinimax(3);
		const c = (failing.search = trace(failing.search, { game: 'tree', out: null }));
		expect(() => failing.search(tree, true)).toThrow(RangeError);
		files.push(c.file());

		const pair = failSoftAlphaBeta();
		const t = trace({ game: 'tree', search: 'alphabeta', out: null });
		pair.maxValue = t(pair.maxValue);
		pair.minValue = t(pair.minValue);
		pair.maxValue(tree, -Infinity, Infinity);
		files.push(t.file());

		const strange = {
			search(node: Tree): number {
				if (typeof node === 'number') throw new Error(`échec ✓ «${node}» 🂡`);
				return Math.max(...node.map((child) => strange.search(child)));
			}
		};
		const d = (strange.search = trace(strange.search, { game: 'tree', out: null }));
		expect(() => strange.search([[1, 2], 3])).toThrow('échec');
		files.push(d.file());

		const connect4 = connect4Negamax();
		const options4 = { game: 'connect4', search: 'alphabeta', negamax: true, out: null } as const;
		const e = (connect4.negamax = trace(connect4.negamax, options4));
		connect4.negamax('4453', 2, -Infinity, Infinity);
		files.push(e.file());

		expect(files.map((file) => [file.length, hash(file)])).toEqual([
			[1206, '55e1943f80428c6c'],
			[84_802, '1d5345f3ce4aa93d'],
			[1084, '8ffa6988b294aadd'],
			[1625, 'dc31d261c5b9747e'],
			[618, 'eaed65e843e1ebb2'],
			[2356, '1e64d02896f7bfc5']
		]);
	});
});
