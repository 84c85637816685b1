import { describe, expect, it } from 'vitest';
import { usage } from '../../../src/cli/command';
import { refusal, runCli } from '../cli-run';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../traces';

/** The trace command's figures for paper: `--format tikz|svg`, `--step`, `--answer-boxes`, `--labels`. */

const figure = async (...argv: string[]): Promise<string> => {
	const run = await runCli(argv);
	expect(run.err).toEqual([]);
	expect(run.status).toBe(0);
	return run.out;
};

describe('--format tikz and svg', () => {
	it("writes article 004's tree as a LaTeX document, a node per call and cut node", async () => {
		const tex = await figure(
			'--tree',
			ARTICLE_TREE,
			'--algorithm',
			'alphabeta',
			'--format',
			'tikz'
		);
		expect(tex).toMatch(/\\documentclass\{article\}[\s\S]*\\begin\{tikzpicture\}/);
		expect(tex.match(/\\node\[(max|min) node/g)).toHaveLength(26);
		expect(tex).toContain('\\draw[cut mark]');
	});

	it('writes the same tree as SVG, and the step asked for', async () => {
		const svg = await figure('--tree', ARTICLE_TREE, '--format', 'svg', '--step', '3');
		expect(svg).toMatch(/^<\?xml[^>]*>\n<svg /);
		expect(svg.match(/<(rect|circle) [^>]*stroke-width="0.045"/g)).toHaveLength(3);
		// Step 0, before the search: the question, every node drawn and only the 12 leaves valued.
		const start = await figure('--tree', ARTICLE_TREE, '--format', 'svg', '--step', '0');
		expect(start.match(/<(rect|circle) [^>]*stroke-width="0.045"/g)).toHaveLength(26);
		expect(start.match(/<text [^>]*>-?\d+<\/text>/g)).toHaveLength(12);
	});

	it('labels the calls of a board and leaves boxes for answers', async () => {
		const tex = await figure(
			'--board',
			ARTICLE_BOARD,
			'--format',
			'tikz',
			'--labels',
			'calls',
			'--answer-boxes'
		);
		for (let call = 1; call <= 9; call++) expect(tex).toContain(`{FC${call}}`);
		expect(tex).toContain('\\draw[answer box]');
		// The root's +10 is an answer: only the finished boards print theirs.
		expect(tex).not.toMatch(/\(n1\) at [^{]*\{\+10\}/);
	});

	it('refuses what a figure cannot take, naming it', async () => {
		expect(await refusal(['--tree', ARTICLE_TREE, '--labels', 'calls'])).toContain(
			'--labels goes with --format tikz or --format svg'
		);
		expect(await refusal(['--tree', ARTICLE_TREE, '--format', 'svg', '--summary'])).toContain(
			'--summary leaves out the records'
		);
		expect(await refusal(['--tree', ARTICLE_TREE, '--format', 'svg', '--step', '28'])).toContain(
			'--step must be a whole number from 0 to 27'
		);
		expect(await refusal(['--tree', ARTICLE_TREE, '--format', 'pdf'])).toContain(
			'--format must be json or tikz or svg'
		);
		expect(
			await refusal(['--board', '.........', '--algorithm', 'alphabeta', '--format', 'tikz'])
		).toContain('a figure for paper holds at most 500');
		// At step 0 the figure is the whole tree: an earlier step cannot help, a later one can.
		const start = await refusal(['--board', '.........', '--format', 'svg', '--step', '0']);
		expect(start).toContain('At --step 0 the figure is the whole tree the search will walk');
		expect(start).toContain('Try a later --step');
		expect(start).not.toContain('earlier');
	});

	it('are in --help', () => {
		for (const option of ['--format NAME', '--step N', '--answer-boxes', '--labels NAME'])
			expect(usage()).toContain(option);
	});
});
