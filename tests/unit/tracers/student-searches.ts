/**
 * Searches written the way students write them, for the tracer's tests. Each recurses through
 * its box (`box.minimax(…)`), as a student's function recurses through its own name, so
 * replacing the box's function with the traced one traces every call; each logs its calls.
 */

export type Tree = number | Tree[];
type Cell = 'X' | 'O' | number;

const LINES = [
	[0, 1, 2],
	[3, 4, 5],
	[6, 7, 8],
	[0, 3, 6],
	[1, 4, 7],
	[2, 5, 8],
	[0, 4, 8],
	[2, 4, 6]
];
const wins = (board: ArrayLike<unknown>, mark: string) =>
	LINES.some(([a, b, c]) => board[a!] === mark && board[b!] === mark && board[c!] === mark);

/** The freeCodeCamp article's minimax: the board's empty cells hold their index. */
export function articleMinimax() {
	const box = {
		minimax(board: Cell[], player: 'X' | 'O'): { index?: number; score: number } {
			const free = board.filter((cell): cell is number => typeof cell === 'number');
			if (wins(board, 'O')) return { score: -10 };
			if (wins(board, 'X')) return { score: 10 };
			if (free.length === 0) return { score: 0 };
			const moves = free.map((index) => {
				board[index] = player;
				const score = box.minimax(board, player === 'X' ? 'O' : 'X').score;
				board[index] = index;
				return { index, score };
			});
			const better = (a: number, b: number) => (player === 'X' ? a > b : a < b);
			return moves.reduce((best, move) => (better(move.score, best.score) ? move : best));
		}
	};
	return box;
}

/** Alpha-beta on a 9-character board with an isMax flag, fail-soft, cells in order. */
export function articleAlphaBeta() {
	const box = {
		alphabeta(board: string, alpha: number, beta: number, isMax: boolean): number {
			if (wins(board, 'O')) return -10;
			if (wins(board, 'X')) return 10;
			if (!board.includes('.')) return 0;
			let best = isMax ? -Infinity : Infinity;
			for (let cell = 0; cell < 9 && alpha < beta; cell++) {
				if (board[cell] !== '.') continue;
				const next = board.slice(0, cell) + (isMax ? 'X' : 'O') + board.slice(cell + 1);
				const value = box.alphabeta(next, alpha, beta, !isMax);
				best = isMax ? Math.max(best, value) : Math.min(best, value);
				if (isMax) alpha = Math.max(alpha, best);
				else beta = Math.min(beta, best);
			}
			return best;
		}
	};
	return box;
}

/**
 * Minimax on a nested-list tree with an isMax flag; `failing`: the leaf (counted in the order
 * visited) that throws a RangeError.
 */
export function treeMinimax(failing = -1) {
	let leaves = 0;
	const calls: unknown[][] = [];
	const box = {
		calls,
		search(node: Tree, isMax: boolean): number {
			calls.push([node, isMax]);
			if (typeof node === 'number') {
				if (leaves++ === failing) throw new RangeError(`leaf ${failing} fails`);
				return node;
			}
			const values = node.map((child) => box.search(child, !isMax));
			return isMax ? Math.max(...values) : Math.min(...values);
		}
	};
	return box;
}

/** AIMA's MAX-VALUE and MIN-VALUE on a tree (fail-soft), passing `this` down. */
export function failSoftAlphaBeta() {
	const calls: unknown[][] = [];
	const box = {
		calls,
		maxValue(this: unknown, node: Tree, alpha: number, beta: number): number {
			calls.push([this, node, alpha, beta]);
			if (typeof node === 'number') return node;
			let v = -Infinity;
			for (const child of node) {
				v = Math.max(v, box.minValue.call(this, child, alpha, beta));
				if (v >= beta) return v;
				alpha = Math.max(alpha, v);
			}
			return v;
		},
		minValue(this: unknown, node: Tree, alpha: number, beta: number): number {
			calls.push([this, node, alpha, beta]);
			if (typeof node === 'number') return node;
			let v = Infinity;
			for (const child of node) {
				v = Math.min(v, box.maxValue.call(this, child, alpha, beta));
				if (v <= alpha) return v;
				beta = Math.min(beta, v);
			}
			return v;
		}
	};
	return box;
}
