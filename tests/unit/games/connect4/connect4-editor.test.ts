import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countSearch } from '../../../../src/lib/engine/compare';
import { connect4Game } from '../../../../src/lib/games/connect4/rules';
import type { Connect4Source } from '../../../../src/lib/games/connect4/module';
import { Connect4Editing, type Check } from '../../../../src/lib/games/connect4/view/editor.svelte';
import { MESSAGES } from '../../../../src/lib/i18n';
import type {
	EstimateRequest,
	Estimator,
	SearchEstimates
} from '../../../../src/lib/player/estimates';
import { EstimateWorker } from '../../../../src/lib/workers/estimate';
import { estimateSearches } from '../../../../src/lib/workers/estimating';
import { FakeWorker } from '../../fake-worker';
import { useFakeWorkers } from '../../page-state';

const EMPTY: Connect4Source = { kind: 'connect4', moves: '', ai: 'X' };

/** The engine's estimator, run here as the worker runs it, with every request kept. */
function engineEstimator(): { estimator: Estimator; asked: EstimateRequest[] } {
	const asked: EstimateRequest[] = [];
	const estimator: Estimator = (request) => {
		asked.push(request);
		return Promise.resolve(estimateSearches(request));
	};
	return { estimator, asked };
}

const en = (check: Check): string | null => (check.ok ? null : check.reason(MESSAGES.en));
const zh = (check: Check): string | null => (check.ok ? null : check.reason(MESSAGES.zh));

let asked: EstimateRequest[];
let editing: Connect4Editing;

beforeEach(() => {
	vi.useFakeTimers();
	const engine = engineEstimator();
	asked = engine.asked;
	editing = new Connect4Editing(EMPTY, { estimator: engine.estimator, delay: 250 });
});
afterEach(() => {
	editing.stop();
	vi.useRealTimers();
});

describe('dropping discs', () => {
	it('drops by column, left to right 0-6, and keeps the text box in step', () => {
		for (const column of [3, 3, 4, 2]) editing.drop(column);
		expect(editing.moves).toBe('4453');
		expect(editing.text).toBe('4453');
		expect(editing.game.board(editing.game.root).slice(-7)).toBe('..OXX..');
		expect(editing.game.board(editing.game.root).slice(-14, -7)).toBe('...O...');
		expect(editing.game.toMove(editing.game.root)).toBe('X');
	});

	it('undoes and redoes each edit (a disc, Clear, typing, the AI), the text following', () => {
		expect(editing.edits.canUndo).toBe(false);
		editing.text = '4453';
		editing.drop(0);
		editing.edits.undo();
		expect([editing.moves, editing.text]).toEqual(['4453', '4453']);
		editing.clear();
		expect([editing.moves, editing.text]).toEqual(['', '']);
		editing.edits.undo();
		expect([editing.moves, editing.text]).toEqual(['4453', '4453']);
		editing.edits.undo();
		expect([editing.moves, editing.text]).toEqual(['', '']);
		expect(editing.edits.canUndo).toBe(false);
		editing.edits.redo();
		editing.edits.redo();
		expect([editing.moves, editing.text, editing.edits.canRedo]).toEqual(['', '', false]);
		// A refused string comes back as typed, the board as it stood; so does the AI's side.
		editing.text = '44538';
		editing.endTyping();
		editing.ai = 'O';
		editing.edits.undo();
		expect([editing.moves, editing.text, editing.ai]).toEqual(['', '44538', 'X']);
		editing.edits.undo();
		expect([editing.moves, editing.text]).toEqual(['', '']);
	});

	it('refuses a disc in a full column with the reason, the board unchanged', () => {
		editing.text = '444444';
		editing.drop(3);
		expect(editing.moves).toBe('444444');
		expect(editing.dropRefusal?.(MESSAGES.en)).toBe(
			'Move 7 drops a disc in column 4, which is already full (6 discs).'
		);
		expect(editing.dropRefusal?.(MESSAGES.zh)).toBe(
			'第 7 步把棋子放进第 4 列，但这一列已经满了（6 个棋子）。'
		);
		// The next edit that plays clears the reason.
		editing.drop(0);
		expect(editing.moves).toBe('4444441');
		expect(editing.dropRefusal).toBeNull();
	});

	it('refuses a disc after four in a row, saying who won and when', () => {
		editing.text = '1212121';
		editing.drop(4);
		expect(editing.moves).toBe('1212121');
		expect(editing.dropRefusal?.(MESSAGES.en)).toBe(
			'Move 8 comes after the game is over: X made four in a row with move 7.'
		);
	});
});

describe('the move string', () => {
	it('becomes the board as soon as it plays, read as the engine reads it', () => {
		editing.text = ' 4453 ';
		expect(editing.moves).toBe('4453');
		expect(editing.text).toBe(' 4453 ');
		editing.text = '４４５';
		expect(editing.moves).toBe('445');
		expect(editing.check.ok).toBe(true);
	});

	it.each([
		[
			'44538',
			'Move 5 is "8"; each move is a column from 1 to 7 (1 is the leftmost).',
			'第 5 步是“8”；每一步都是 1 到 7 的列号（1 是最左边一列）。'
		],
		[
			'4444444',
			'Move 7 drops a disc in column 4, which is already full (6 discs).',
			'第 7 步把棋子放进第 4 列，但这一列已经满了（6 个棋子）。'
		],
		[
			'12121213',
			'Move 8 comes after the game is over: X made four in a row with move 7.',
			'第 8 步是在棋局结束之后走的：X 在第 7 步已经连成四子。'
		],
		[
			'1'.repeat(43),
			'The move string is 43 characters long, but a game has at most 42 moves (one per cell).',
			'这串走法有 43 个字符，但一局最多只有 42 步（每格一步）。'
		]
	])('refuses %s with its reason and keeps the board it showed', (text, english, chinese) => {
		editing.text = '4453';
		editing.text = text;
		expect(en(editing.textCheck)).toBe(english);
		expect(zh(editing.textCheck)).toBe(chinese);
		expect(en(editing.check)).toBe(english);
		expect(editing.moves).toBe('4453');
		expect(editing.source).toEqual({ kind: 'connect4', moves: '4453', ai: 'X' });
		// A drop goes on the board shown, and the text box takes the board's string again.
		editing.drop(0);
		expect([editing.moves, editing.text, editing.check.ok]).toEqual(['44531', '44531', true]);
	});

	it('starts from the position given, with its AI', () => {
		const start = new Connect4Editing(
			{ kind: 'connect4', moves: '4453', ai: 'O' },
			{ estimator: engineEstimator().estimator }
		);
		expect([start.moves, start.text, start.ai]).toEqual(['4453', '4453', 'O']);
		expect(start.source).toEqual({ kind: 'connect4', moves: '4453', ai: 'O' });
		start.stop();
	});
});

describe('the depth limit', () => {
	it('takes 1 to 12 (4 to start with) and refuses anything else with its reason', () => {
		expect([editing.depthText, editing.depthLimit, editing.deepest]).toEqual(['4', 4, 12]);
		editing.depthText = '12';
		expect(editing.depthLimit).toBe(12);
		editing.depthText = '13';
		expect(editing.depthLimit).toBeNull();
		expect(en(editing.check)).toBe(
			'A depth limit of 13 is too deep for the page: it looks at most 12 moves ahead here (the command-line tool goes deeper).'
		);
		expect(zh(editing.check)).toBe(
			'深度限制 13 对本页来说太深了：这里最多向前看 12 步（命令行工具可以看得更深）。'
		);
		for (const typed of ['0', 'x', '2.5', '']) {
			editing.depthText = typed;
			expect(en(editing.depthCheck)).toBe(
				`The depth limit "${typed}" is not a whole number from 1 to 12.`
			);
		}
	});

	it('reports the move string before the depth when both are refused', () => {
		editing.depthText = '40';
		editing.text = '8';
		expect(en(editing.check)).toMatch(/^Move 1 is "8"/);
		expect(en(editing.depthCheck)).toMatch(/^A depth limit of 40 is too deep/);
	});
});

describe('the call estimate', () => {
	it('counts the position once typing pauses, exact where it is counted', async () => {
		editing.text = '4';
		editing.text = '44';
		expect(editing.estimates).toBeNull();
		await vi.advanceTimersByTimeAsync(249);
		expect(asked).toEqual([]);
		await vi.advanceTimersByTimeAsync(1);
		// Only the position typing paused on was counted.
		expect(asked).toEqual([{ source: { kind: 'connect4', moves: '44', ai: 'X' }, depthLimit: 4 }]);
		const game = connect4Game('44');
		const search = (algorithm: 'minimax' | 'alphabeta') =>
			countSearch(game, { algorithm, depthLimit: 4, symmetry: false }).calls;
		expect(editing.estimates).toEqual({
			minimax: { calls: search('minimax'), exact: true },
			alphabeta: { calls: search('alphabeta'), exact: true }
		});
		expect(editing.estimates?.minimax.calls).toBe(2801);
		expect(
			MESSAGES.en.editors.connect4Estimate(
				editing.estimates!.minimax,
				editing.estimates!.alphabeta,
				4
			)
		).toBe(
			`Looking 4 moves ahead, minimax makes 2,801 calls here, alpha-beta ${search('alphabeta').toLocaleString('en-US')} calls.`
		);
	});

	it('says "about" for a count grown past its budget, to two figures', async () => {
		editing.depthText = '12';
		await vi.advanceTimersByTimeAsync(250);
		const estimates = editing.estimates!;
		expect(estimates.minimax.exact).toBe(false);
		expect(estimates.minimax.calls).toBeGreaterThan(1e10);
		const words = MESSAGES.en.editors.connect4Estimate(estimates.minimax, estimates.alphabeta, 12);
		expect(words).toMatch(
			/^Looking 12 moves ahead, minimax makes about \d\d,000,000,000 calls here, alpha-beta about \d\d,000,000 calls\.$/
		);
		expect(
			MESSAGES.zh.editors.connect4Estimate(estimates.minimax, estimates.alphabeta, 12)
		).toMatch(
			/^向前看 12 步，极小化极大在这里需要约 \d\d,000,000,000 次调用，α-β 剪枝需要约 \d\d,000,000 次调用。$/
		);
		expect(
			MESSAGES.en.editors.connect4Estimate(
				{ calls: 2801, exact: true },
				{ calls: 7, exact: true },
				1
			)
		).toBe('Looking 1 move ahead, minimax makes 2,801 calls here, alpha-beta 7 calls.');
	});

	it('is not asked for while the position or the depth is refused', async () => {
		editing.text = '9';
		await vi.advanceTimersByTimeAsync(1000);
		editing.text = '';
		editing.depthText = '99';
		await vi.advanceTimersByTimeAsync(1000);
		expect(asked).toEqual([]);
		expect(editing.estimates).toBeNull();
	});

	it('drops an answer that comes after the position changed', async () => {
		const pending: ((estimates: SearchEstimates) => void)[] = [];
		const slow = new Connect4Editing(EMPTY, {
			estimator: () => new Promise((resolve) => pending.push(resolve)),
			delay: 0
		});
		await vi.advanceTimersByTimeAsync(0);
		slow.drop(3);
		await vi.advanceTimersByTimeAsync(0);
		expect(pending).toHaveLength(2);
		const answer = (calls: number): SearchEstimates => ({
			minimax: { calls, exact: true },
			alphabeta: { calls, exact: true }
		});
		pending[0]!(answer(2801));
		await vi.advanceTimersByTimeAsync(0);
		expect(slow.estimates).toBeNull();
		pending[1]!(answer(2800));
		await vi.advanceTimersByTimeAsync(0);
		expect(slow.estimates?.minimax.calls).toBe(2800);
		slow.stop();
	});
});

describe('the estimate worker', () => {
	useFakeWorkers();

	it('keeps one worker between requests and stops one overtaken, answering it null', async () => {
		const worker = new EstimateWorker();
		const first = worker.estimate({ source: EMPTY, depthLimit: 4 });
		const running = FakeWorker.last;
		const second = worker.estimate({ source: EMPTY, depthLimit: 5 });
		expect(await first).toBeNull();
		expect(running.terminated).toBe(true);
		const answer = estimateSearches({ source: EMPTY, depthLimit: 5 });
		FakeWorker.last.reply({ kind: 'estimate', estimates: answer });
		expect(await second).toEqual(answer);
		expect(FakeWorker.started).toHaveLength(2);
		// Idle, the worker is kept for the next request.
		const third = worker.estimate({ source: EMPTY, depthLimit: 1 });
		expect(FakeWorker.started).toHaveLength(2);
		FakeWorker.last.crash('out of memory');
		expect(await third).toBeNull();
		expect(FakeWorker.last.terminated).toBe(true);
		worker.stop();
	});
});
