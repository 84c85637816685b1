import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameFor, type Trace } from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import type { Figure, FigureOptions } from '../../../src/lib/export/figure';
import { figureAtStep, figureSourceOf, lastStep } from '../../../src/lib/export/figure-file';
import { figureTikz } from '../../../src/lib/export/figure-tikz';
import { ARTICLE_TREE } from '../../articles';

/**
 * The figure's LaTeX compiled by pdflatex and read back with pdftotext (issue 31): `npm test`'s
 * set-up installs both (`node .ci/setup.mjs --latex`: Debian's texlive-latex-base,
 * texlive-pictures and poppler-utils) when they are missing.
 */

const run = promisify(execFile);
let folder = '';

beforeAll(async () => {
	folder = await mkdtemp(join(tmpdir(), 'minimax-lab-figure-'));
	for (const tool of ['pdflatex', 'pdftotext'])
		await run('sh', ['-c', `command -v ${tool}`]).catch(() => {
			throw new Error(`${tool} is missing: run \`node .ci/setup.mjs --latex\` (npm test does).`);
		});
});

afterAll(async () => {
	if (folder !== '') await rm(folder, { recursive: true, force: true });
});

/** The figure's document compiled (no shell escape), and the PDF's text. */
async function compiled(name: string, figure: Figure): Promise<string> {
	await writeFile(join(folder, `${name}.tex`), figureTikz(figure));
	await run(
		'pdflatex',
		['-interaction=nonstopmode', '-halt-on-error', '-no-shell-escape', `${name}.tex`],
		{ cwd: folder }
	).catch(async (error: unknown) => {
		const log = await readFile(join(folder, `${name}.log`), 'utf8').catch(() => '');
		throw new Error(`pdflatex failed: ${String(error)}\n${log.split('\n').slice(-30).join('\n')}`);
	});
	const { stdout } = await run('pdftotext', [join(folder, `${name}.pdf`), '-']);
	return stdout;
}

const figureOf = (algorithm: string, options: FigureOptions): { trace: Trace; figure: Figure } => {
	const game = gameFor({ kind: 'tree', tree: ARTICLE_TREE, root: 'max' });
	const trace = search(game, { algorithm, depthLimit: null, symmetry: false });
	const source = figureSourceOf(trace);
	if (source === null) throw new Error('no layout');
	return { trace, figure: figureAtStep(source, lastStep(trace), options) };
};

/** The numbers a PDF's text holds, sorted (a typeset minus read back as a minus). */
const numbersIn = (text: string): number[] =>
	[...text.replaceAll('\u2212', '-').matchAll(/-?\d+/g)]
		.map(([number]) => Number(number))
		.sort((a, b) => a - b);

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);

describe("article 004's tree as a figure, compiled with pdflatex", () => {
	it("holds each node's value", async () => {
		const { figure } = figureOf('minimax', { answerBoxes: false, labels: 'none' });
		const text = await compiled('values', figure);
		const values = figure.nodes.map((node) => node.value?.value ?? NaN);
		// Every one of the tree's 26 nodes has its value (minimax visits them all).
		expect(values).toHaveLength(26);
		expect(values.every(Number.isFinite)).toBe(true);
		expect(numbersIn(text)).toEqual(sorted(values));
	});

	it('with answer boxes, holds the leaves and none of the inner values', async () => {
		const { trace, figure } = figureOf('alphabeta', { answerBoxes: true, labels: 'none' });
		const text = await compiled('boxes', figure);
		const leaves = figure.nodes.filter((node) => node.leaf);
		expect(numbersIn(text)).toEqual(sorted(leaves.map((node) => node.value?.value ?? NaN)));
		// The inner values were there to hide: the root's 3 among them.
		expect(trace.score(1)).toBe(3);
		expect(text).not.toMatch(/∞|\[/);
	});
});
