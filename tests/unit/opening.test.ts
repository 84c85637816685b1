import { describe, expect, it } from 'vitest';
import { InputError, alphaBeta, boardGame, parseTree, readTraceJson } from '../../src/lib/engine';
import { traceBlob, traceFileName } from '../../src/lib/export/trace';
import { MESSAGES, explain, type Localized } from '../../src/lib/i18n';
import { SearchStopped } from '../../src/lib/state/loader.svelte';
import { MAX_TRACE_FILE_BYTES, readTraceFile, searchProblem } from '../../src/lib/state/opening';
import { ARTICLE_TREE } from '../articles';

const inBoth = (problem: Localized) => [problem(MESSAGES.en), problem(MESSAGES.zh)];

/** Why `readTraceJson` refuses `text`, in both languages. */
function refusal(text: string): string[] {
	try {
		readTraceJson(text);
	} catch (error) {
		return inBoth(explain(error));
	}
	throw new Error('The text was accepted.');
}

describe('why a search did not open', () => {
	it('names bad input alone: the tree shown was never touched', () => {
		const error = new InputError('boardMarkCounts', { xs: 4, os: 0 });
		expect(inBoth(searchProblem(error))).toEqual(inBoth(explain(error)));
	});

	it("says a stopped search left the tree, with the browser's words in English only", () => {
		expect(inBoth(searchProblem(new SearchStopped('Out of memory')))).toEqual([
			'The search stopped: Out of memory The tree shown is unchanged.',
			'搜索出错，已中止。当前显示的树保持不变。'
		]);
		expect(inBoth(searchProblem(new SearchStopped('')))).toEqual([
			'The search stopped: out of memory? The tree shown is unchanged.',
			'搜索中止了，可能是内存不足。当前显示的树保持不变。'
		]);
		expect(inBoth(searchProblem(new RangeError('Array buffer allocation failed')))).toEqual([
			'Array buffer allocation failed The tree shown is unchanged.',
			'Array buffer allocation failed 当前显示的树保持不变。'
		]);
	});

	it('throws anything that is not an error again', () => {
		expect(() => searchProblem('a string')).toThrow('a string');
	});
});

describe('a trace file', () => {
	const trace = alphaBeta(boardGame('O.XX.X.OO'));

	it('opens as a session when it is exactly the search the page makes', async () => {
		expect(traceFileName(trace)).toBe('minimax-lab-alphabeta-trace.json');
		const read = await readTraceFile(new File([traceBlob(trace)], 'saved.json'));
		if (!('session' in read)) throw new Error('The file was refused.');
		const { session } = read;
		expect(session.source).toEqual({
			kind: 'board',
			board: 'O.XX.X.OO',
			toMove: null,
			ai: 'X',
			scoring: 'article'
		});
		expect([session.trace.algorithm, session.trace.calls, session.trace.rootScore]).toEqual([
			'alphabeta',
			8,
			10
		]);
	});

	it("keeps a tree's source as the file wrote it", async () => {
		const tree = await readTraceFile(
			new File([traceBlob(alphaBeta(parseTree(ARTICLE_TREE)))], 'tree.json')
		);
		if (!('session' in tree)) throw new Error('The file was refused.');
		expect(tree.session.source).toEqual({
			kind: 'tree',
			tree: JSON.stringify(JSON.parse(ARTICLE_TREE)),
			root: 'max'
		});
		expect(tree.session.trace.calls).toBe(17);
	});

	it('is refused with its name and the reason, saying the tree stayed', async () => {
		const text = '{"algorithm": "minimax", "calls": 3}';
		const read = await readTraceFile(new File([text], 'notes.json'));
		if (!('problem' in read)) throw new Error('The file was accepted.');
		const [en, zh] = refusal(text);
		expect(inBoth(read.problem)).toEqual([
			`notes.json: ${en} The tree shown is unchanged.`,
			`“notes.json”：${zh}当前显示的树保持不变。`
		]);
	});

	it('is refused unread past 120 MB', async () => {
		expect(MAX_TRACE_FILE_BYTES).toBe(120_000_000);
		const huge = { name: 'huge.json', size: 130_400_000 } as File;
		const read = await readTraceFile(huge);
		if (!('problem' in read)) throw new Error('The file was accepted.');
		expect(inBoth(read.problem)).toEqual([
			'huge.json is 130 MB; trace files up to 120 MB open here. The tree shown is unchanged.',
			'“huge.json”有 130 MB；这里只能打开不超过 120 MB 的搜索记录文件。当前显示的树保持不变。'
		]);
	});
});
