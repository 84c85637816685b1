import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	plainSearch,
	searchRule,
	type Game,
	type Mark,
	type Move,
	type Position,
	type SearchSettings,
	type Trace
} from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import { eventCount, returnIndex } from '../../../src/lib/engine/events';
import { codeLineAt, listingFor, StepMap } from '../../../src/lib/player';
import { narrate } from '../../../src/lib/player/narration';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { connect4Game } from '../../../src/lib/games/connect4/rules';
import { treeGame } from '../../../src/lib/games/tree/rules';
import { refBoardMinimax, refOutcome, refPositions } from '../reference';
import { ARTICLE_BOARD, randomTrees, rootKinds, rootOutcome } from '../traces';

/**
 * Negamax against minimax: the same calls in the same order, the same root value (from the
 * AI's side, as every search reports it) and the same move, on every tic-tac-toe position, on
 * random trees and on Connect Four at depth 4; its own listing runs as code to the same answer.
 */

const negamax = (depthLimit: number | null = null): SearchSettings => ({
	...plainSearch('negamax'),
	depthLimit
});
const minimax = (depthLimit: number | null = null): SearchSettings => ({
	...plainSearch('minimax'),
	depthLimit
});

/** Every column of two traces, call by call: parent, depth, position, move in, move chosen, score. */
function sameCalls(a: Trace, b: Trace): void {
	expect(a.calls).toBe(b.calls);
	for (const column of ['parent', 'last', 'depth', 'position', 'via', 'best', 'score'] as const)
		expect(Array.from(a.columns[column])).toEqual(Array.from(b.columns[column]));
}

describe('negamax on tic-tac-toe', () => {
	const positions = refPositions('.........');

	// Minimax's calls, value and move from every position, once for all: the reference's, which
	// every-search.test.ts pins the engine's minimax to on the same positions.
	it.each<Mark>(['X', 'O'])(
		"makes minimax's calls and returns its value and move on all 5,478 positions, AI %s",
		(ai) => {
			expect(positions).toHaveLength(5_478);
			const reference = refBoardMinimax();
			const wrong: string[] = [];
			for (const { cells, toMove } of positions) {
				const game = boardGame(cells, { ai });
				const mine = rootOutcome(game, negamax());
				const theirs = refOutcome(reference, cells + toMove, ai);
				if (JSON.stringify(mine) !== JSON.stringify(theirs))
					wrong.push(`${cells}: ${JSON.stringify(mine)}, minimax ${JSON.stringify(theirs)}`);
			}
			expect(wrong).toEqual([]);
		},
		120_000
	);

	it('records the article board call for call as minimax does, 9 calls, +10 at cell 4', () => {
		const game = boardGame(ARTICLE_BOARD);
		const trace = search(game, negamax());
		sameCalls(trace, search(game, minimax()));
		expect([trace.calls, trace.rootScore, trace.rootMove]).toEqual([9, 10, 4]);
	});

	it('makes 549,946 calls from the empty board, valued 0, and the same under a depth limit', () => {
		const empty = boardGame('.........');
		expect(rootOutcome(empty, negamax())).toEqual({ calls: 549_946, value: 0, move: 0 });
		for (const limit of [1, 2, 3])
			expect(rootOutcome(empty, negamax(limit))).toEqual(rootOutcome(empty, minimax(limit)));
	});
});

describe('negamax on random trees', () => {
	it("records exactly minimax's trace, with or without a depth limit", () => {
		fc.assert(
			fc.property(randomTrees, rootKinds, fc.integer({ min: 1, max: 4 }), (tree, root, limit) => {
				const game = treeGame(tree, { root });
				sameCalls(search(game, negamax()), search(game, minimax()));
				sameCalls(search(game, negamax(limit)), search(game, minimax(limit)));
			}),
			{ numRuns: 300 }
		);
	});
});

describe('negamax on Connect Four at depth 4', () => {
	/** 20 positions of 0 to 11 random moves from a fixed seed, none already won. */
	function randomPositions(): string[] {
		const found: string[] = [];
		let seed = 20_261_126;
		const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
		while (found.length < 20) {
			let moves = '';
			const length = Math.floor(next() * 12);
			for (let at = 0; at < length; at++) {
				const game = connect4Game(moves);
				const legal = game.moves(game.root);
				if (game.isTerminal(game.root) || legal.length === 0) break;
				moves += String((legal[Math.floor(next() * legal.length)] ?? 0) + 1);
			}
			const game = connect4Game(moves);
			if (!game.isTerminal(game.root) && !found.includes(moves)) found.push(moves);
		}
		return found;
	}

	it.each(randomPositions())("matches minimax's calls, value and move from '%s'", (moves) => {
		for (const ai of ['X', 'O'] as const) {
			const game = connect4Game(moves, { ai });
			expect(rootOutcome(game, negamax(4))).toEqual(rootOutcome(game, minimax(4)));
		}
	});
});

/**
 * The JavaScript listing, run as code on a game made from the engine's: it must find the value
 * (for the side to move at the root) and the move the engine's negamax finds.
 */
function runListing(game: Game, limit: number | null): { score: number; move: Move | null } {
	const text = searchRule('negamax').listing?.('js', limit).lines.join('\n') ?? '';
	const api = {
		isMax: (at: Position) => game.isMaximizing(at),
		isOver: (at: Position) => game.isTerminal(at),
		score: (at: Position) => game.score(at),
		eval: (at: Position) => game.evaluate?.(at) ?? Number.NaN,
		moves: (at: Position) => game.moves(at),
		play: (at: Position, move: Move) => game.play(at, move)
	};
	// Our own listing, not user input: run to check it does what the engine does.
	const negamaxOf = new Function(`${text}\nreturn negamax;`)() as (
		game: typeof api,
		pos: Position,
		depth?: number
	) => { score: number; move: Move | null };
	return negamaxOf(api, game.root, 0);
}

describe("negamax's listing", () => {
	const languages = ['js', 'python', 'pseudo'] as const;
	const listing = (language: string, limit: number | null) => {
		const made = searchRule('negamax').listing?.(language, limit);
		if (made === undefined) throw new Error('negamax has no listing');
		return made;
	};

	it('runs as JavaScript to the engine’s value and move, on boards and trees', () => {
		for (const board of [ARTICLE_BOARD, 'XO.X..O..', '.........']) {
			const game = boardGame(board);
			for (const limit of board === '.........' ? [2, 3] : [null, 2]) {
				const trace = search(game, negamax(limit));
				const sign = game.isMaximizing(game.root) ? 1 : -1;
				expect(runListing(game, limit)).toEqual({
					score: sign * trace.rootScore,
					move: trace.rootMove
				});
			}
		}
		fc.assert(
			fc.property(randomTrees, rootKinds, (tree, root) => {
				const game = treeGame(tree, { root });
				const trace = search(game, negamax());
				const sign = game.isMaximizing(game.root) ? 1 : -1;
				expect(runListing(game, null).score + 0).toBe(sign * trace.rootScore + 0);
			}),
			{ numRuns: 100 }
		);
	});

	it('tags every event’s line in all three languages, and fits the panel', () => {
		for (const language of languages) {
			for (const limit of [null, 3]) {
				const { lines, roles, titles } = listing(language, limit);
				expect(Object.keys(titles).sort()).toEqual(['en', 'zh']);
				for (const line of lines) expect(line.length).toBeLessThanOrEqual(46);
				const wanted = ['leafTest', 'leaf', 'moves', 'call', 'keep', 'returnBest'];
				if (limit !== null) wanted.push('depthTest', 'estimate');
				for (const role of wanted) expect(roles.filter((tag) => tag === role)).toHaveLength(1);
			}
		}
		expect(listing('js', 3).lines).toContain('  if (depth === 3)');
		expect(listing('python', null).lines[0]).toBe('def negamax(game, pos):');
		expect(listing('pseudo', null).lines[0]).toBe('function NEGAMAX(pos)');
	});

	it('lights a line at every event of the article board, the finished games on the leaf test', () => {
		const trace = search(boardGame(ARTICLE_BOARD), negamax());
		for (const language of languages) {
			const { lines } = listingFor(trace, 'en', language);
			for (let index = 0; index < eventCount(trace); index++)
				expect(codeLineAt(trace, index, language)).not.toBeNull();
			// FC3 (O took cell 4 and won) is a finished game: its return is the leaf's line.
			expect(trace.kind(3)).toBe('terminal');
			const returned = codeLineAt(trace, returnIndex(trace, 3), language) ?? -1;
			expect(lines[returned]).toMatch(/score\(pos\)|UTILITY\(pos\)/);
		}
		expect(listingFor(trace, 'zh', 'js').title).toBe('负极大值搜索（适用于任何游戏）');
		expect(listingFor(trace, 'en', 'js').title).toBe('Negamax, written for any game');
	});
});

describe("negamax's note beside the narration", () => {
	const trace = search(boardGame(ARTICLE_BOARD), negamax());
	const steps = new StepMap(trace, 'event');
	const notes = (lang: 'en' | 'zh') =>
		Array.from({ length: steps.last + 1 }, (_, step) => narrate(trace, steps, step, { lang }).note);

	it('gives each value for the side to move, and the caller negating it', () => {
		const said = notes('en');
		// FC5: X took cell 4 and won; O would move there, so negamax returns -10 (minimax's +10).
		expect(said).toContain(
			"Negamax: FC5 returns −10, its value for O (the human), the side to move there (minimax's +10)."
		);
		// FC1 negates it: +10 for X, the move it keeps.
		expect(said).toContain(
			"Negamax: at FC1, where X (the AI) moves, FC5's −10 is negated and weighed as +10."
		);
		// Only returns and receives carry a note: 9 calls return, 8 are received.
		expect(said.filter((note) => note !== null)).toHaveLength(17);
	});

	it('by call, speaks of the value that came back just before the call starts', () => {
		const byCall = new StepMap(trace, 'call');
		// Step 6 starts FC6, just after FC1 weighed what FC5 returned.
		expect(narrate(trace, byCall, 6, { lang: 'en' }).note).toBe(
			"Negamax: at FC1, where X (the AI) moves, FC5's −10 is negated and weighed as +10."
		);
	});

	it('says the same in Chinese', () => {
		const said = notes('zh').filter((note) => note !== null);
		expect(said.length).toBe(notes('en').filter((note) => note !== null).length);
		for (const note of said) expect(note).toMatch(/^负极大值：/);
	});
});

describe("negamax's narration at a call without children where min moves", () => {
	const trace = search(boardGame(ARTICLE_BOARD), negamax());

	it("states the value negamax returns, as the note does, with minimax's beside it", () => {
		const byEvent = new StepMap(trace, 'event');
		const step = (lang: 'en' | 'zh') => narrate(trace, byEvent, 16, { lang });
		expect(step('en').text).toBe(
			"FC5 looks at the board after X took cell 4: X (the AI) has three in a row on cells 3, 4 and 5. X wins, so FC5 returns −10 (minimax's +10)."
		);
		// A phone's brief telling leaves the move to the card and the step before (issue 43).
		expect(step('en').short).toBe(
			"FC5 looks at the board: X (the AI) has three in a row on cells 3, 4 and 5. X wins, so FC5 returns −10 (minimax's +10)."
		);
		expect(step('zh').text).toBe(
			'X 下在 4 号格后，FC5 查看棋盘：X（AI）在 3、4 和 5 号格三子连成一线，X 获胜，所以 FC5 返回 −10（极小化极大记作 +10）。'
		);
		// By call, the step that starts FC5 tells its return the same way, after FC2's way back.
		expect(narrate(trace, new StepMap(trace, 'call'), 5, { lang: 'en' }).text).toBe(
			"FC4's −10 went back to FC2, which negated its children's values and returned the largest, +10 (minimax's −10), to FC1. FC5 looks at the board after X took cell 4: X (the AI) has three in a row on cells 3, 4 and 5. X wins, so FC5 returns −10 (minimax's +10)."
		);
		// Where X moves (FC3, O won) negamax's value is minimax's: one value.
		expect(narrate(trace, byEvent, 6, { lang: 'en' }).text).toMatch(/so FC3 returns −10\.$/);
	});

	it('states an estimate at the depth limit on Connect Four the same way, whole and brief', () => {
		const c4 = search(connect4Game('1443'), negamax(3));
		const at = narrate(c4, new StepMap(c4, 'event'), 8, { lang: 'en' });
		expect(at.text).toBe(
			"FC4 is at depth 3, the depth limit: it stops and calls the evaluation function. Open lines of four score 1, 3 or 9 by their discs: X (the AI) 13, O (the human) 11, so 13 − 11 = +2. It returns ≈ −2 (minimax's ≈ +2), an estimate: what could follow lies beyond the search's horizon."
		);
		expect(at.short).toBe(
			"FC4 is at the depth limit and returns its estimate, ≈ −2 (minimax's ≈ +2)."
		);
		expect(narrate(c4, new StepMap(c4, 'event'), 8, { lang: 'zh' }).short).toBe(
			'FC4 处于深度限制，返回估计值 ≈ −2（极小化极大记作 ≈ +2）。'
		);
	});
});
