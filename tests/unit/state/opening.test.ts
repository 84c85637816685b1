import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/lib/engine';
import { IMPORT_LIMITS, readTraceJson } from '../../../src/lib/engine/import';
import { MESSAGES, explain, type Localized } from '../../../src/lib/i18n';
import { SearchStopped } from '../../../src/lib/state/loader.svelte';
import {
	MAX_TRACE_FILE_BYTES,
	importProblem,
	searchProblem,
	tooBig
} from '../../../src/lib/state/opening';

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

describe('why a trace file did not open', () => {
	it('is refused with its name and the reason, saying the tree stayed', () => {
		const text = '{"algorithm": "minimax", "calls": 3}';
		const error = (() => {
			try {
				readTraceJson(text);
			} catch (caught) {
				if (caught instanceof InputError) return caught;
			}
			throw new Error('The text was accepted.');
		})();
		const [en, zh] = refusal(text);
		expect(inBoth(importProblem('notes.json', { kind: 'refused', error }))).toEqual([
			`notes.json: ${en} The tree shown is unchanged.`,
			`“notes.json”：${zh}当前显示的树保持不变。`
		]);
	});

	it('says a cancel or a failed worker left the tree, the browser words in English only', () => {
		expect(inBoth(importProblem('full.json', { kind: 'cancelled' }))).toEqual([
			'Opening full.json was cancelled; the tree shown is unchanged.',
			'已取消打开“full.json”；当前显示的树保持不变。'
		]);
		expect(
			inBoth(importProblem('full.json', { kind: 'stopped', reason: 'Out of memory' }))
		).toEqual([
			'Opening full.json stopped: Out of memory The tree shown is unchanged.',
			'打开“full.json”时出错，已中止。当前显示的树保持不变。'
		]);
		expect(inBoth(importProblem('full.json', { kind: 'stopped', reason: '' }))).toEqual([
			'Opening full.json stopped: out of memory? The tree shown is unchanged.',
			'打开“full.json”中止了，可能是内存不足。当前显示的树保持不变。'
		]);
	});

	it('is refused unread past 120 MB, with its size and the limit', () => {
		expect(MAX_TRACE_FILE_BYTES).toBe(120_000_000);
		expect(MAX_TRACE_FILE_BYTES).toBe(IMPORT_LIMITS.maxBytes);
		expect(tooBig({ name: 'full.json', size: 72_602_824 } as File)).toBeNull();
		expect(tooBig({ name: 'edge.json', size: MAX_TRACE_FILE_BYTES } as File)).toBeNull();
		const problem = tooBig({ name: 'huge.json', size: 130_400_000 } as File);
		if (problem === null) throw new Error('The file was accepted.');
		expect(inBoth(problem)).toEqual([
			'huge.json is 130 MB; trace files up to 120 MB open here. The tree shown is unchanged.',
			'“huge.json”有 130 MB；这里只能打开不超过 120 MB 的搜索记录文件。当前显示的树保持不变。'
		]);
	});
});
