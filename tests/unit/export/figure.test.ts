import { describe, expect, it } from 'vitest';
import { gameFor, type Trace } from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import {
	figureAt,
	valueText,
	type Figure,
	type FigureOptions
} from '../../../src/lib/export/figure';
import {
	FIGURE_NODE_LIMIT,
	figureAtStep,
	figureSourceOf,
	lastStep
} from '../../../src/lib/export/figure-file';
import { figureSvg, xmlEscape } from '../../../src/lib/export/figure-svg';
import { figureTikz, texEscape } from '../../../src/lib/export/figure-tikz';
import { MESSAGES } from '../../../src/lib/i18n';
import { StepMap } from '../../../src/lib/player/steps';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../../articles';
import { LECTURE_CHANCE_TREE } from '../../trees';

const treeTrace = (tree: string, algorithm = 'minimax'): Trace =>
	search(gameFor({ kind: 'tree', tree, root: 'max' }), {
		algorithm,
		depthLimit: null,
		symmetry: false
	});

const sourceOf = (trace: Trace) => {
	const source = figureSourceOf(trace);
	if (source === null) throw new Error('no layout');
	return source;
};

const whole = (trace: Trace, options: FigureOptions = { answerBoxes: false, labels: 'none' }) =>
	figureAtStep(sourceOf(trace), lastStep(trace), options);

/** A figure with one node's label replaced: what a writer must escape, whatever a tree allows. */
const labelled = (figure: Figure, label: string): Figure => ({
	...figure,
	nodes: figure.nodes.map((node, at) => (at === 0 ? { ...node, label } : node))
});

describe('the figure for paper: what it holds', () => {
	it("draws every node of article 004's tree once the search is done, at the page's layout", () => {
		const trace = treeTrace(ARTICLE_TREE);
		const source = sourceOf(trace);
		const figure = whole(trace);
		expect(figure.nodes).toHaveLength(26);
		expect(figure.nodes.every((node) => node.value !== null)).toBe(true);
		// The page's own layout, moved to the figure's top left.
		const root = figure.nodes.find((node) => node.id === 1);
		expect(root?.x).toBe((source.layout.x[1] ?? 0) - source.layout.left);
		expect(root?.y).toBe(0);
		expect(figure.width).toBe(source.layout.right - source.layout.left);
		// Max at the root, min below it, alternating.
		for (const node of figure.nodes)
			expect(node.shape).toBe(trace.depth(node.id) % 2 === 0 ? 'max' : 'min');
		expect(figure.windows).toBe(false);
	});

	it('draws a chance node in its own shape, in SVG and TikZ alike', () => {
		const trace = treeTrace('[[3,12,8],[2,4,6],[14,5,2]]', 'expectimax');
		const figure = whole(trace);
		// The max root, its three chance nodes, their nine leaves (max to move there).
		expect(figure.nodes.map((node) => node.shape).sort()).toEqual(
			[...Array(3).fill('chance'), ...Array(10).fill('max')].sort()
		);
		// Two rings for each chance node, one circle for none else: max is a square.
		expect(figureSvg(figure).match(/<circle /g)).toHaveLength(6);
		expect(figureTikz(figure).match(/double distance/g)?.length).toBeGreaterThanOrEqual(1);
		const minimax = whole(treeTrace('[[3,12,8],[2,4,6],[14,5,2]]'));
		expect(minimax.nodes.filter((node) => node.shape === 'chance')).toEqual([]);
	});

	it('leaves out every node not yet visited, step by step', () => {
		const trace = treeTrace(ARTICLE_TREE);
		const source = sourceOf(trace);
		for (const step of [1, 5, 12, 26]) {
			const ids = figureAtStep(source, step, { answerBoxes: false, labels: 'none' }).nodes.map(
				(node) => node.id
			);
			// Minimax calls nodes in preorder: by call k, exactly calls 1..k are on paper.
			expect(ids.sort((a, b) => a - b)).toEqual(Array.from({ length: step }, (_, at) => at + 1));
		}
	});

	it('draws the question before the search: the whole tree, only the leaves valued, no cut', () => {
		for (const algorithm of ['minimax', 'alphabeta']) {
			const trace = treeTrace(ARTICLE_TREE, algorithm);
			const source = sourceOf(trace);
			for (const labels of ['none', 'calls'] as const) {
				const figure = figureAtStep(source, 0, { answerBoxes: false, labels });
				// Every node the page draws at step 0 (alpha-beta's cut ones too: none is cut yet).
				expect(figure.nodes).toHaveLength(source.drawn.size);
				expect(figure.nodes.filter((node) => node.leaf)).toHaveLength(12);
				for (const node of figure.nodes) {
					expect([node.pruned, node.cut, node.window, node.label]).toEqual([
						false,
						false,
						null,
						null
					]);
					expect(node.value === null).toBe(!node.leaf);
				}
				expect(figure.width).toBe(source.layout.right - source.layout.left);
				expect(figureSvg(figure)).not.toContain('#808080');
			}
			// With answer boxes it is the last step's question figure, the same nodes in the same place,
			// told as the question (what its too-big message says depends on it).
			const asked = figureAtStep(source, 0, { answerBoxes: true, labels: 'none' });
			expect(asked).toEqual({
				...whole(trace, { answerBoxes: true, labels: 'none' }),
				question: true
			});
		}
	});

	it('over its limit at step 0, says what helps there (stepping into the search), not "step back"', () => {
		// A uniform tree of 8 × 8 × 8 leaves: 585 nodes, all of them in the step-0 question.
		const leaves = (at: number) =>
			Array.from({ length: 8 }, (_, leaf) => ((at * 8 + leaf) % 17) - 8);
		const rows = Array.from({ length: 8 }, (_, a) =>
			Array.from({ length: 8 }, (_, b) => leaves(a * 8 + b))
		);
		const source = sourceOf(treeTrace(JSON.stringify(rows)));
		const options: FigureOptions = { answerBoxes: false, labels: 'none' };
		const start = figureAtStep(source, 0, options);
		expect(start.nodes.length).toBeGreaterThan(FIGURE_NODE_LIMIT);
		expect(start.question).toBe(true);
		expect(figureAtStep(source, 1, options).question).toBe(false);
		const said = (lang: 'en' | 'zh', question: boolean) =>
			MESSAGES[lang].share.figureTooBig(start.nodes.length, FIGURE_NODE_LIMIT, question);
		expect(said('en', true)).toContain('Step into the search');
		expect(said('en', true)).toContain('smaller tree');
		expect(said('en', true)).not.toContain('Step back');
		expect(said('zh', true)).toContain('走进搜索');
		expect(said('zh', true)).not.toContain('退回');
		// Past step 0 the figure draws what the search has reached: stepping back does help.
		expect(said('en', false)).toContain('Step back');
		expect(said('zh', false)).toContain('退回');
	});

	it('marks the cuts, draws the cut branches grey once cut, and not before', () => {
		const trace = treeTrace(ARTICLE_TREE, 'alphabeta');
		const source = sourceOf(trace);
		const figure = whole(trace);
		const cut = figure.nodes.filter((node) => node.cut);
		expect(cut.map((node) => node.id).sort((a, b) => a - b)).toEqual(
			source.drawn.branches.map((branch) => branch.top).sort((a, b) => a - b)
		);
		expect(cut.length).toBeGreaterThan(0);
		expect(cut.every((node) => node.pruned)).toBe(true);
		expect(figure.nodes.filter((node) => node.pruned).length).toBe(source.drawn.size - trace.calls);
		expect(figure.windows).toBe(true);
		expect(figure.nodes.filter((node) => !node.pruned).every((node) => node.window !== null)).toBe(
			true
		);
		// Before the first cut no pruned node is drawn.
		const steps = new StepMap(trace, 'call');
		const first = Math.min(...source.drawn.branches.map((branch) => branch.cutAt));
		const before = figureAt(source, first - 1, { answerBoxes: false, labels: 'none' });
		expect(before.nodes.some((node) => node.pruned || node.cut)).toBe(false);
		expect(steps.last).toBe(lastStep(trace));
	});

	it('leaves answer boxes for inner values and windows, keeping the leaves given, and draws no cut', () => {
		const trace = treeTrace(ARTICLE_TREE, 'alphabeta');
		const figure = whole(trace, { answerBoxes: true, labels: 'none' });
		// Every node of the tree, the cut ones drawn as any other: which are cut is the question.
		expect(figure.nodes).toHaveLength(26);
		expect(figure.nodes.filter((node) => node.leaf)).toHaveLength(12);
		for (const node of figure.nodes) {
			expect([node.pruned, node.cut]).toEqual([false, false]);
			expect(node.value === null).toBe(!node.leaf);
			expect(node.valueBox).toBe(!node.leaf);
			expect([node.window, node.windowBox]).toEqual([null, true]);
		}
		const tex = figureTikz(figure);
		expect(tex).not.toMatch(/\\draw\[cut mark\]|pruned node,|pruned edge\]/);
		expect(tex.match(/\\draw\[answer box\]/g)).toHaveLength(14 + 26);
		expect(figureSvg(figure)).not.toContain('#808080');
	});

	it('writes each probability on its edge under a chance node, in TikZ and SVG', () => {
		const trace = treeTrace(JSON.stringify(LECTURE_CHANCE_TREE), 'expectimax');
		for (const answerBoxes of [false, true]) {
			const figure = whole(trace, { answerBoxes, labels: 'none' });
			const written = figure.nodes.map((node) => node.probability).filter((p) => p !== null);
			// X1's 1/3 and 2/3, X2's 1/4 and 3/4, and 1/2 on each of the 8 even chance nodes' 2 edges.
			expect(written.sort()).toEqual([...Array(16).fill('1/2'), '1/3', '1/4', '2/3', '3/4']);
			const tex = figureTikz(figure);
			expect(
				tex.match(
					/\\node\[edge probability, anchor=(east|west)\] at \([\d.]+,-[\d.]+\) \{\d\/\d\};/g
				)
			).toHaveLength(20);
			expect(tex).toContain('{1/3};');
			expect(
				figureSvg(figure).match(/text-anchor="(start|end)" dy="0.09">\d\/\d<\/text>/g)
			).toHaveLength(20);
		}
		// None on a tree without chance nodes.
		expect(whole(treeTrace(ARTICLE_TREE)).nodes.every((node) => node.probability === null)).toBe(
			true
		);
	});

	it("labels nodes by FC number or by the tree's names, never a pruned node by a call", () => {
		const tree = '{"name":"A","children":[{"name":"B_1","children":[3,12]},{"children":[2,4]}]}';
		const trace = treeTrace(tree, 'alphabeta');
		const names = whole(trace, { answerBoxes: false, labels: 'names' });
		expect(names.nodes.map((node) => node.label)).toEqual([
			'A',
			'B_1',
			'n4',
			'n5',
			'n3',
			'n6',
			'n7'
		]);
		const calls = whole(trace, { answerBoxes: false, labels: 'calls' });
		// The same 7 nodes each time: counted, so the checks below read every one.
		expect(calls.nodes).toHaveLength(7);
		for (const node of calls.nodes) expect(node.label).toBe(node.pruned ? null : `FC${node.id}`);
		const none = whole(trace);
		expect(none.nodes).toHaveLength(7);
		expect(none.nodes.every((node) => node.label === null)).toBe(true);
	});

	it("prints a board's values signed, as its cards do; a tree's plain", () => {
		const board = search(
			gameFor({ kind: 'board', board: ARTICLE_BOARD, ai: 'X', scoring: 'article', toMove: null }),
			{
				algorithm: 'minimax',
				depthLimit: null,
				symmetry: false
			}
		);
		expect(whole(board).signed).toBe(true);
		expect(whole(treeTrace(ARTICLE_TREE)).signed).toBe(false);
		expect([10, -10, 0, Infinity, -Infinity].map((value) => valueText(value, true))).toEqual([
			'+10',
			'−10',
			'0',
			'+∞',
			'−∞'
		]);
		expect(valueText(3, false)).toBe('3');
	});
});

describe('the figure as LaTeX (TikZ)', () => {
	it('escapes every character TeX reads as a command', () => {
		expect(texEscape('_ & % $ # { } \\ ^ ~')).toBe(
			'\\_ \\& \\% \\$ \\# \\{ \\} \\textbackslash{} \\textasciicircum{} \\textasciitilde{}'
		);
		expect(texEscape('a\u0007b')).toBe('ab');
		const hostile = '}\\end{tikzpicture}\\input{/etc/passwd}%_&$#^~';
		const tex = figureTikz(labelled(whole(treeTrace(ARTICLE_TREE)), hostile));
		expect(tex).not.toContain('\\input{');
		expect(tex).not.toContain('\\end{tikzpicture}\\');
		expect(tex).toContain(
			'\\}\\textbackslash{}end\\{tikzpicture\\}\\textbackslash{}input\\{/etc/passwd\\}\\%\\_\\&\\$\\#\\textasciicircum{}\\textasciitilde{}'
		);
	});

	it("is a standalone document: one tikzpicture, a node a shape, the cut marks, the tree's names escaped", () => {
		const tree = '{"name":"A","children":[{"name":"B_1","children":[3,12]},{"children":[2,4]}]}';
		const tex = figureTikz(
			whole(treeTrace(tree, 'alphabeta'), { answerBoxes: false, labels: 'names' })
		);
		expect(tex).toMatch(/^% .*\n(?:%.*\n)*\\documentclass\{article\}/);
		expect(tex.match(/\\begin\{tikzpicture\}/g)).toHaveLength(1);
		expect(tex).toMatch(/\\end\{document\}\n$/);
		expect(tex.match(/\\node\[max node[^\]]*\] \(n\d+\)/g)).toHaveLength(5);
		expect(tex.match(/\\node\[min node[^\]]*\] \(n\d+\)/g)).toHaveLength(2);
		expect(tex.match(/\\draw\[cut mark\]/g)).toHaveLength(2);
		expect(tex).toContain('{B\\_1}');
		expect(tex).not.toMatch(/[^\\]_1/);
	});

	it('declares the characters pdflatex has no glyph for, so a Chinese name still compiles', () => {
		const tex = figureTikz(labelled(whole(treeTrace(ARTICLE_TREE)), '根'));
		expect(tex).toContain('\\DeclareUnicodeCharacter{6839}{\\textsf{U+6839}}');
	});
});

describe('the figure as SVG', () => {
	it('is plain SVG 1.1 with its size, no CSS, no foreignObject, fonts with fallbacks', () => {
		const svg = figureSvg(whole(treeTrace(ARTICLE_TREE, 'alphabeta')));
		expect(svg).toMatch(
			/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg" version="1.1" width="[\d.]+cm" height="[\d.]+cm" viewBox="0 0 [\d.]+ [\d.]+">/
		);
		expect(svg).not.toMatch(/<style|style=|var\(|foreignObject|class=/);
		for (const family of svg.matchAll(/font-family="([^"]*)"/g))
			expect(family[1]).toMatch(/, (serif|sans-serif)$/);
		expect(svg.match(/<rect [^>]*rx=/g)?.length).toBeGreaterThan(0);
		expect(svg.match(/<circle /g)?.length).toBeGreaterThan(0);
	});

	it('escapes < & " in names, so no markup gets in', () => {
		expect(xmlEscape(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
		const svg = figureSvg(labelled(whole(treeTrace(ARTICLE_TREE)), '<script>alert("&")</script>'));
		expect(svg).not.toContain('<script');
		expect(svg).toContain('&lt;script&gt;alert(&quot;&amp;&quot;)&lt;/script&gt;');
	});
});
