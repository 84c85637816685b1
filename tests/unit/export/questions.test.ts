import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
	questionKinds,
	questionFile,
	questionSet,
	type QuestionKind,
	type QuestionSetSpec
} from '../../../src/lib/export/questions/index';
import { csvKey } from '../../../src/lib/export/questions/csv';
import { moodleXml } from '../../../src/lib/export/questions/moodle';
import { drawQuestions } from '../../../src/lib/export/questions/html';
import { letters } from '../../../src/lib/export/questions/set';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../cli-run';

/**
 * Question sets (issue 47): answers pinned on fixed seeds, seeds reproducing a set, and every
 * export read back (XML parsed, zips listed) with each answer recomputed from the tree the
 * question's own text gives, by a reference written here from the textbook definitions.
 */

const spec = (kind: QuestionKind, more: Partial<QuestionSetSpec> = {}): QuestionSetSpec => ({
	kind,
	count: 2,
	seed: 1,
	depth: 3,
	branching: [2, 3],
	min: 0,
	max: 20,
	algorithm: 'alphabeta',
	cut: 'ge',
	lang: 'en',
	...more
});

function parseXml(text: string): Document {
	const errors: string[] = [];
	const document = new DOMParser({
		onError: (level, message) => errors.push(`${level}: ${message}`)
	}).parseFromString(text, 'text/xml');
	expect(errors).toEqual([]);
	return document;
}

const elements = (node: Document | Element, name: string): Element[] =>
	Array.from(node.getElementsByTagName(name));

/** The reference: a tree's nodes in level order, searched by the textbook alpha-beta (fail-soft) or expectimax. */
interface RefNode {
	number: number;
	children: RefNode[];
	leaf: number | null;
	value?: number;
	window?: [number, number];
	cutTop?: boolean;
	visited?: boolean;
}

function refTree(tree: unknown): RefNode[] {
	const build = (item: unknown): RefNode =>
		typeof item === 'number'
			? { number: 0, children: [], leaf: item }
			: { number: 0, children: (item as unknown[]).map(build), leaf: null };
	const root = build(tree);
	const order: RefNode[] = [];
	for (const queue = [root]; queue.length > 0;) {
		const node = queue.shift()!;
		node.number = order.push(node);
		queue.push(...node.children);
	}
	return order;
}

/** The chance nodes under expectimax: the inner nodes of the min levels (odd depths). */
const chanceNodes = (node: RefNode, depth = 0): RefNode[] => [
	...(depth % 2 === 1 && node.leaf === null ? [node] : []),
	...node.children.flatMap((child) => chanceNodes(child, depth + 1))
];

function refAlphaBeta(nodes: RefNode[], gt: boolean): { calls: number; preorder: RefNode[] } {
	const preorder: RefNode[] = [];
	const search = (node: RefNode, max: boolean, alpha: number, beta: number): number => {
		node.visited = true;
		node.window = [alpha, beta];
		preorder.push(node);
		if (node.leaf !== null) return (node.value = node.leaf);
		let best = max ? -Infinity : Infinity;
		for (const [at, child] of node.children.entries()) {
			const value = search(child, !max, alpha, beta);
			if (max) alpha = Math.max(alpha, (best = Math.max(best, value)));
			else beta = Math.min(beta, (best = Math.min(best, value)));
			if (gt ? alpha > beta : alpha >= beta) {
				for (const cut of node.children.slice(at + 1)) cut.cutTop = true;
				break;
			}
		}
		return (node.value = best);
	};
	search(nodes[0]!, true, -Infinity, Infinity);
	return { calls: preorder.length, preorder };
}

function refExpectimax(node: RefNode, max = true): number {
	if (node.leaf !== null) return (node.value = node.leaf);
	const values = node.children.map((child) => refExpectimax(child, !max));
	node.value = max ? Math.max(...values) : values.reduce((a, b) => a + b, 0) / values.length;
	return node.value;
}

/** A Cloze blank as Moodle reads it: its label before it, and its answer. */
function clozeBlanks(
	html: string
): { label: string; answer: number; tolerance: number; options: string[]; right: number[] }[] {
	return [
		...html.matchAll(/<p>([^<{]*?)(?: =|:)? ?\{1:(NUMERICAL|MULTICHOICE):([^}]*)\}<\/p>/g)
	].map(([, label = '', type, body = '']) => {
		if (type === 'NUMERICAL') {
			const [answer = '', tolerance = ''] = body.replace(/^=/, '').split(':');
			return {
				label: label.trim(),
				answer: Number(answer),
				tolerance: Number(tolerance),
				options: [],
				right: []
			};
		}
		const options = body.split('~');
		const right = options.flatMap((option, at) => (option.startsWith('=') ? [at] : []));
		return {
			label: label.trim(),
			answer: NaN,
			tolerance: NaN,
			options: options.map((o) => o.replace(/^=/, '')),
			right
		};
	});
}

/** Every answer of a Moodle question recomputed from the nested list in its text. */
function checkQuestion(kind: QuestionKind, html: string, gt: boolean): number {
	const tree = JSON.parse(/<code>([^<]*)<\/code>/.exec(html)?.[1] ?? 'null') as unknown;
	const nodes = refTree(tree);
	const byLetters = new Map(nodes.map((node) => [letters(node.number), node]));
	const blanks = clozeBlanks(html);
	if (kind === 'chance') {
		refExpectimax(nodes[0]!);
		const node = byLetters.get(/chance node (\w+)\?/.exec(html)?.[1] ?? '')!;
		expect(node).toBe(nodes[0]!.children.at(-1));
		const [blank] = blanks;
		const exact = node.value!;
		expect(blank?.answer).toBe(Number.isInteger(exact) ? exact : Math.round(exact * 100) / 100);
		expect(Math.abs(blank!.answer - exact)).toBeLessThanOrEqual(blank!.tolerance);
		return blanks.length;
	}
	if (kind === 'mcts') {
		const iterations = Number(/After (\d+) iterations/.exec(html)?.[1]);
		const counts = [...html.matchAll(/(\w+): N = (\d+), W = (\d+(?:\.\d+)?)/g)].map(
			([, node, n, w]) => ({
				node,
				n: Number(n),
				w: Number(w)
			})
		);
		expect(counts.map((c) => c.node)).toEqual(
			nodes[0]!.children.map((child) => letters(child.number))
		);
		expect(counts.reduce((sum, c) => sum + c.n, 0)).toBe(iterations);
		const ucb = counts.map((c) => c.w / c.n + Math.SQRT2 * Math.sqrt(Math.log(iterations) / c.n));
		const best = ucb.indexOf(Math.max(...ucb));
		expect(blanks[0]?.right).toEqual([best]);
		expect(blanks[0]?.options).toEqual(counts.map((c) => c.node));
		return 1;
	}
	const { calls, preorder } = refAlphaBeta(nodes, gt);
	if (kind === 'calls') expect(blanks.map((b) => b.answer)).toEqual([calls]);
	if (kind === 'root')
		expect(blanks.map((b) => [b.label, b.answer])).toEqual([['A', nodes[0]!.value]]);
	if (kind === 'values')
		expect(blanks.map((b) => [b.label, b.answer])).toEqual(
			preorder.filter((n) => n.leaf === null).map((n) => [letters(n.number), n.value])
		);
	if (kind === 'window') {
		const node = byLetters.get(/enters node (\w+)\?/.exec(html)?.[1] ?? '')!;
		expect(blanks.map((b) => [b.label, b.answer])).toEqual([
			['α', node.window![0]],
			['β', node.window![1]]
		]);
		// The last node the search enters with both bounds finite.
		expect(preorder.filter((n) => n.number > 1 && n.window!.every(Number.isFinite)).at(-1)).toBe(
			node
		);
	}
	if (kind === 'cuts') {
		const edges = preorder.flatMap((parent) =>
			parent.children.map((child) => [parent, child] as const)
		);
		expect(blanks.map((b) => b.label)).toEqual(
			edges.map(([p, c]) => `${letters(p.number)}–${letters(c.number)}`)
		);
		expect(blanks.map((b) => b.options[b.right[0]!])).toEqual(
			edges.map(([, c]) => (c.cutTop ? 'cut' : 'searched'))
		);
	}
	return blanks.length;
}

describe('question sets', () => {
	it('pins the answers of seeds 1 and 2 (depth 3, branching 2-3, leaves 0-20)', () => {
		const answers = (kind: QuestionKind, more: Partial<QuestionSetSpec> = {}) =>
			questionSet(spec(kind, more)).questions.map((q) =>
				q.blanks
					.map((b) =>
						b.kind === 'number'
							? `${b.node}=${b.text}`
							: b.options.filter((_, at) => b.right[at]).join(' ')
					)
					.join(', ')
			);
		expect(answers('root')).toEqual(['A=20', 'A=16']);
		expect(answers('calls')).toEqual(['A=18', 'A=25']);
		expect(answers('values')).toEqual([
			'A=20, B=20, E=20, F=20, C=8, G=8, D=16, I=16',
			'A=16, B=16, E=18, F=16, C=14, G=17, H=14, D=4, I=19, J=4'
		]);
		expect(answers('cuts')).toEqual(['C–H D–J', 'D–K']);
		expect(answers('window')).toEqual(['α=15, β=20', 'α=16, β=19']);
		expect(answers('chance')).toEqual(['D=12', 'D=43/3 ≈ 14.33']);
		expect(answers('mcts')).toEqual(['B', 'B']);
		expect(questionSet(spec('root')).questions[0]?.tree).toBe(
			'[[[20,20,5],[15,8,20]],[[2,8],[3,10]],[[16,6],[0,8]]]'
		);
		expect(questionSet(spec('root')).link).toBe(
			'practice?seed=1&branching=2-3&depth=3&min=0&max=20&sheet=2'
		);
	});

	it('states the cut rule and reproduces a set from its seed, question i the tree of seed S + i', () => {
		const set = questionSet(spec('cuts', { cut: 'gt', count: 3, seed: 40 }));
		expect(set.questions[0]?.intro).toContain('Alpha-beta cuts the remaining children once α > β.');
		expect(JSON.stringify(questionSet(spec('cuts', { cut: 'gt', count: 3, seed: 40 })))).toBe(
			JSON.stringify(set)
		);
		expect(questionSet(spec('cuts', { cut: 'gt', count: 1, seed: 42 })).questions[0]).toEqual(
			set.questions[2]
		);
		expect(set.questions.map((q) => q.seed)).toEqual([40, 41, 42]);
		const zh = questionSet(spec('chance', { lang: 'zh' }));
		expect(zh.questions[1]?.ask).toBe('机会节点 D 的期望值是多少？保留两位小数。');
	});

	it('every answer of 200 questions of each kind agrees with the tree in its Moodle text', async () => {
		for (const kind of questionKinds()) {
			for (const cut of kind === 'cuts' || kind === 'window'
				? (['ge', 'gt'] as const)
				: (['ge'] as const)) {
				const set = questionSet(spec(kind, { count: 200, seed: 1000, cut }));
				// The figures are read in the next test: here every question's text and blanks.
				const xml = moodleXml(
					set,
					set.questions.map(() => ({ svg: '<svg/>', solvedSvg: '<svg/>' }))
				);
				const questions = elements(parseXml(xml), 'question').filter(
					(q) => q.getAttribute('type') === 'cloze'
				);
				expect(questions).toHaveLength(200);
				let blanks = 0;
				for (const question of questions) {
					const text =
						elements(elements(question, 'questiontext')[0]!, 'text')[0]!.textContent ?? '';
					blanks += checkQuestion(kind, text, cut === 'gt');
				}
				expect(blanks, kind).toBeGreaterThanOrEqual(200);
			}
		}
	});

	it('draws every letter and leaf and no value to find; the worked solution its figure', async () => {
		for (const kind of ['values', 'chance', 'window'] as const) {
			const set = questionSet(spec(kind, { count: 5 }));
			const images = await drawQuestions(set);
			set.questions.forEach((question, at) => {
				const svg = parseXml(images[at]!.svg);
				const texts = elements(svg, 'text')
					.map((t) => t.textContent)
					.sort();
				const nodes = refTree(JSON.parse(question.tree));
				const expected = [
					...nodes.map((n) => letters(n.number)),
					...nodes.flatMap((n) => (n.leaf === null ? [] : [String(n.leaf)])),
					// Given too: each chance node's edges carry their probability (the min levels).
					...(kind === 'chance'
						? chanceNodes(nodes[0]!).flatMap((n) => n.children.map(() => `1/${n.children.length}`))
						: [])
				];
				expect(texts).toEqual(expected.sort());
				expect(elements(parseXml(images[at]!.solvedSvg), 'text').length).toBeGreaterThan(
					texts.length
				);
			});
		}
	});

	it('writes a Moodle quiz laid out as Moodle’s fixtures, with its files and feedback', async () => {
		const { name, bytes } = await questionFile(
			questionSet(spec('values', { count: 5 })),
			'moodle',
			async () => new Uint8Array([137, 80, 78, 71])
		);
		expect(name).toBe('minimax-lab-values-1-moodle.xml');
		const quiz = parseXml(strFromU8(bytes)).documentElement!;
		expect(quiz.tagName).toBe('quiz');
		const [category, ...questions] = elements(quiz, 'question');
		expect(category?.getAttribute('type')).toBe('category');
		expect(questions).toHaveLength(5);
		const first = questions[0]!;
		expect(
			Array.from(first.childNodes)
				.filter((n) => n.nodeType === 1)
				.map((n) => (n as Element).tagName)
		).toEqual(['name', 'questiontext', 'generalfeedback', 'penalty', 'hidden', 'idnumber']);
		const files = (part: string) =>
			elements(elements(first, part)[0]!, 'file').map((f) => [
				f.getAttribute('name'),
				f.getAttribute('encoding')
			]);
		expect(files('questiontext')).toEqual([
			['q01.svg', 'base64'],
			['q01.png', 'base64']
		]);
		expect(files('generalfeedback')).toEqual([
			['q01-solved.svg', 'base64'],
			['q01-solved.png', 'base64']
		]);
		const feedback = elements(elements(first, 'generalfeedback')[0]!, 'text')[0]!.textContent ?? '';
		expect(feedback).toContain('A = 20');
		expect(feedback).toContain('@@PLUGINFILE@@/q01-solved.svg');
	});

	it('writes a Canvas QTI package and PrairieLearn questions that parse, with the same answers', async () => {
		const set = questionSet(spec('cuts', { count: 3 }));
		const canvas = unzipSync((await questionFile(set, 'canvas')).bytes);
		const id = 'minimax_lab_cuts_1';
		expect(Object.keys(canvas).sort()).toEqual(
			[
				'imsmanifest.xml',
				...['q01', 'q02', 'q03'].flatMap((q) => [`images/${q}-solved.svg`, `images/${q}.svg`]),
				`${id}/${id}.xml`
			].sort()
		);
		const manifest = parseXml(strFromU8(canvas['imsmanifest.xml']!));
		expect(elements(manifest, 'resource').map((r) => r.getAttribute('type'))).toEqual([
			'imsqti_xmlv1p2',
			...Array(6).fill('webcontent')
		]);
		const qti = parseXml(strFromU8(canvas[`${id}/${id}.xml`]!));
		const items = elements(qti, 'item');
		expect(items.map((item) => elements(item, 'fieldentry')[0]?.textContent)).toEqual(
			Array(3).fill('multiple_answers_question')
		);
		set.questions.forEach((question, at) => {
			const [blank] = question.blanks;
			const ticked = elements(elements(items[at]!, 'and')[0]!, 'varequal')
				.filter((v) => v.parentNode?.nodeName === 'and')
				.map((v) => Number(v.textContent?.split('_').at(-1)));
			expect(ticked).toEqual(
				blank?.kind === 'pick' ? blank.right.flatMap((r, i) => (r ? [i] : [])) : null
			);
		});
		const chance = unzipSync((await questionFile(questionSet(spec('chance')), 'canvas')).bytes);
		const numbers = elements(
			parseXml(strFromU8(chance['minimax_lab_chance_1/minimax_lab_chance_1.xml']!)),
			'varequal'
		);
		expect(numbers.map((n) => n.textContent)).toEqual(['12', '14.33']);

		const pl = unzipSync((await questionFile(set, 'prairielearn')).bytes);
		const folder = 'questions/MinimaxLab/cuts-seed1/q01';
		expect(
			Object.keys(pl)
				.filter((path) => path.startsWith(folder))
				.sort()
		).toEqual([
			`${folder}/clientFilesQuestion/q01-solved.svg`,
			`${folder}/clientFilesQuestion/q01.svg`,
			`${folder}/info.json`,
			`${folder}/question.html`
		]);
		const info = JSON.parse(strFromU8(pl[`${folder}/info.json`]!)) as Record<string, unknown>;
		expect(Object.keys(info)).toEqual(['uuid', 'type', 'title', 'topic', 'tags', 'singleVariant']);
		expect(info.uuid).toMatch(
			/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
		);
		expect(info.type).toBe('v3');
		const html = parseXml(
			`<root>${strFromU8(pl[`${folder}/question.html`]!).replace(/<(img|br)([^>]*)>/g, '<$1$2/>')}</root>`
		);
		const right = elements(elements(html, 'pl-checkbox')[0]!, 'pl-answer').map(
			(a) => a.getAttribute('correct') === 'true'
		);
		expect(right).toEqual(
			set.questions[0]?.blanks[0]?.kind === 'pick' ? set.questions[0].blanks[0].right : null
		);
		const csv = csvKey(questionSet(spec('window')));
		expect(csv.split('\r\n').slice(0, 3)).toEqual([
			'question,seed,node,answer,tree',
			'1,1,α,15,"[[[20,20,5],[15,8,20]],[[2,8],[3,10]],[[16,6],[0,8]]]"',
			'1,1,β,20,"[[[20,20,5],[15,8,20]],[[2,8],[3,10]],[[16,6],[0,8]]]"'
		]);
	});

	it('writes a set from the command line, the same as the page’s, and says what is wrong in the asked language', async () => {
		const folder = await mkdtemp(join(tmpdir(), 'questions-'));
		try {
			const out = join(folder, 'set.csv');
			const argv = [
				'--questions',
				'csv',
				'--kind',
				'window',
				'--count',
				'2',
				'--seed',
				'1',
				'--depth',
				'3',
				'--branching',
				'2-3',
				'--cut',
				'ge',
				'--out',
				out
			];
			const run = await runCli(argv);
			expect(run).toEqual({
				status: 0,
				out: `${out}: 2 questions, The window at a node (alpha-beta)\npractice?seed=1&branching=2-3&depth=3&min=0&max=20&windows=on&sheet=2\n`,
				err: []
			});
			expect(await readFile(out, 'utf8')).toBe(csvKey(questionSet(spec('window'))));
			// Moodle from the command line: each figure's PNG beside its SVG, as the page writes.
			const quiz = join(folder, 'set.xml');
			expect((await runCli(['--questions', 'moodle', '--count', '1', '--out', quiz])).status).toBe(
				0
			);
			const files = new Map(
				[
					...(await readFile(quiz, 'utf8')).matchAll(/<file name="([^"]+)"[^>]*>([^<]*)<\/file>/g)
				].map(([, name = '', data = '']) => [name, Buffer.from(data, 'base64')])
			);
			expect([...files.keys()].sort()).toEqual([
				'q01-solved.png',
				'q01-solved.svg',
				'q01.png',
				'q01.svg'
			]);
			for (const name of ['q01.png', 'q01-solved.png'])
				expect([...(files.get(name) ?? Buffer.alloc(0)).subarray(0, 8)]).toEqual([
					137, 80, 78, 71, 13, 10, 26, 10
				]);
			expect(await runCli(['--questions', 'csv', '--count', '0', '--lang', 'zh'])).toEqual({
				status: 2,
				out: '',
				err: ['trace: --count 必须是 1 到 500 之间的整数，而不是 "0"。']
			});
			expect(
				(await runCli(['--questions', 'csv', '--kind', 'window', '--depth', '1', '--count', '3']))
					.err
			).toEqual([
				'trace: None of 130 trees of this recipe has a question of this kind to ask: try a greater depth or more children.'
			]);
			expect((await runCli(['--questions', 'pdf'])).err).toEqual([
				'trace: --questions must be moodle or canvas or prairielearn or csv, not "pdf".'
			]);
		} finally {
			await rm(folder, { recursive: true });
		}
	});
});
