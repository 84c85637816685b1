import { describe, expect, it } from 'vitest';
import { MISTAKE_KINDS, type Finding } from '../../../src/lib/diagnosis/kinds';
import { sentence } from '../../../src/lib/diagnosis/messages';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { parseTree } from '../../../src/lib/games/tree/rules';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../../articles';
import { HAN, strayLatin } from '../../latin';
import { runCli } from '../cli-run';
import { studentTrace } from './student-search';

const tree = parseTree(ARTICLE_TREE);

describe('--check FILE --explain on a student trace', () => {
	it('names the first mistake in one line, then the details, and exits 1', async () => {
		const input = studentTrace(tree, 'alphabeta', { stale: true });
		const run = await runCli(['--check', '-', '--explain'], { input });
		expect(run).toEqual({
			status: 1,
			out:
				'first mistake: window-not-passed at call 6: call 6 is given the window [−∞, ∞], but its caller held [−∞, 3] by then: pass alpha and beta on as they stand after each child returns, not the window the caller started with.\n' +
				'  our call: 6\n',
			err: []
		});
		// Without --explain, the line alone; in Chinese, the sentence.
		expect((await runCli(['--check', '-'], { input })).out.split('\n')).toHaveLength(2);
		const zh = await runCli(['--check', '-', '--explain', '--lang', 'zh'], { input });
		expect(zh.out).toMatch(
			/^first mistake: window-not-passed at call 6: FC6 得到的窗口是 \[−∞, ∞\]/
		);
	});

	it('passes a correct search with the ok line, and a convention alone with its line, exit 0', async () => {
		const board = boardGame(ARTICLE_BOARD);
		const ok = await runCli(['--check', '-', '--explain'], {
			input: studentTrace(board, 'alphabeta')
		});
		expect(ok).toEqual({
			status: 0,
			out: 'ok: alphabeta on board O.XX.X.OO, 8 calls, score 10, move 4, no mistake against ours\n',
			err: []
		});
		const unit = studentTrace(board, 'alphabeta', { scale: (score) => score / 10, stale: true });
		const both = await runCli(['--check', '-', '--explain'], { input: unit });
		expect(both.status).toBe(1);
		expect(both.out.split('\n').map((line) => line.slice(0, 50))).toEqual([
			'first mistake: window-not-passed at call 4: call 4',
			'  our call: 4',
			'  also (scale, call 3): your values are on another',
			''
		]);
		const tie = await runCli(['--check', '-'], {
			input: studentTrace(board, 'alphabeta', { lastTie: true })
		});
		expect([tie.status, tie.out.slice(0, 36)]).toEqual([0, 'convention: tie-at-root at call 1: t']);
	});

	it('says every kind in both languages', () => {
		const facts = {
			found: 3,
			expected: 2,
			window: [2, 5] as const,
			expectedWindow: [2, 3] as const,
			move: 1,
			expectedMove: 0,
			depth: 2,
			limit: 3,
			earlier: 4,
			scoring: 'unit'
		};
		for (const kind of MISTAKE_KINDS) {
			const finding: Finding = { kind, call: 7, referenceCall: 7, facts };
			expect(sentence(finding, 'en')).toMatch(/call 7|the root/);
			const chinese = sentence(finding, 'zh');
			expect(chinese).toMatch(HAN);
			expect(strayLatin(chinese.replace(/alpha|beta|minimax|FC\d+/g, ' '))).toEqual([]);
		}
	});
});
