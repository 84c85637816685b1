import { describe, expect, it } from 'vitest';
import { runCli } from '../cli-run';
import { ARTICLE_BOARD } from '../traces';

/** MCTS from the command line: `--algorithm mcts` with its own options, as docs/cli.md documents it. */

interface MctsOutput {
	format: string;
	iterations: number;
	seed: number;
	exploration: number;
	nodes: number;
	move: number | null;
	root: { move: number; visits: number; wins: number }[];
	trace?: { iteration: number; path: number[]; playout: number[]; reward: number }[];
}

const mcts = async (...argv: string[]): Promise<{ text: string; output: MctsOutput }> => {
	const run = await runCli(['--board', ARTICLE_BOARD, '--algorithm', 'mcts', ...argv]);
	expect(run.err).toEqual([]);
	expect(run.status).toBe(0);
	return { text: run.out, output: JSON.parse(run.out) as MctsOutput };
};

describe('the CLI runs MCTS', () => {
	it('gives the same run byte for byte for a seed, and another run for another seed', async () => {
		const first = await mcts('--iterations', '300', '--seed', '7');
		const again = await mcts('--iterations', '300', '--seed', '7');
		const other = await mcts('--iterations', '300', '--seed', '8');
		expect(again.text).toBe(first.text);
		expect(other.text).not.toBe(first.text);
		expect(first.output.trace).toHaveLength(300);
		expect(first.output.seed).toBe(7);
	});

	it('plays cell 4 on the article board, its visits summing to the iterations', async () => {
		const { output } = await mcts('--iterations', '500', '--summary');
		expect(output.format).toBe('minimax-lab-mcts');
		expect(output.trace).toBeUndefined();
		expect(output.move).toBe(4);
		expect(output.root.map((entry) => entry.move)).toEqual([1, 4, 6]);
		expect(output.root.reduce((sum, entry) => sum + entry.visits, 0)).toBe(500);
		// Cell 4 wins at once: every playout through it is a win for X.
		const four = output.root.find((entry) => entry.move === 4);
		expect(four?.wins).toBe(four?.visits);
	});

	it('takes C and writes it', async () => {
		const { output } = await mcts('--iterations', '50', '--exploration', '0.5', '--summary');
		expect(output.exploration).toBe(0.5);
		expect(output.iterations).toBe(50);
	});

	it('writes Connect Four moves as columns 1-7', async () => {
		const run = await runCli(['--game', 'connect4', '--algorithm', 'mcts', '--iterations', '200']);
		const output = JSON.parse(run.out) as MctsOutput;
		expect(output.root.map((entry) => entry.move)).toEqual([1, 2, 3, 4, 5, 6, 7]);
		// One record an iteration, each with its moves: the check below reads every one.
		expect(output.trace).toHaveLength(200);
		const moves = (output.trace ?? []).flatMap((record) => [...record.path, ...record.playout]);
		expect(moves.length).toBeGreaterThan(200);
		for (const move of moves) {
			expect(move).toBeGreaterThanOrEqual(1);
			expect(move).toBeLessThanOrEqual(7);
		}
	});

	it('refuses bad options with the reason, and call-search options with MCTS', async () => {
		const bad = async (argv: string[], reason: RegExp) => {
			const run = await runCli(argv);
			expect(run.status).toBe(2);
			expect(run.out).toBe('');
			expect(run.err.join('\n')).toMatch(reason);
		};
		const board = ['--board', ARTICLE_BOARD];
		await bad([...board, '--algorithm', 'mcts', '--iterations', '100001'], /from 1 to 100,000/);
		await bad([...board, '--algorithm', 'mcts', '--iterations', '2.5'], /whole number/);
		await bad([...board, '--algorithm', 'mcts', '--seed', '-1'], /Seed "-1"/);
		await bad([...board, '--algorithm', 'mcts', '--exploration', '11'], /from 0 to 10/);
		await bad([...board, '--algorithm', 'mcts', '--order', 'best'], /--order is for the searches/);
		await bad(
			[...board, '--iterations', '10'],
			/--iterations is for the searches that go by iterations/
		);
	});
});
