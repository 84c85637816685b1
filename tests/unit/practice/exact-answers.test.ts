import { describe, expect, it } from 'vitest';
import { gameFor, type GameSource } from '../../../src/lib/engine/index';
import { MESSAGES } from '../../../src/lib/i18n/index';
import { checkAnswers, Exercise, readBox, type Answers } from '../../../src/lib/practice/index';
import { practiceFor } from '../../../src/lib/practice/forms';
import { explicitTree, parseTree } from '../../../src/lib/games/tree/rules';
import '../practice-forms';

/** Issue 30, bugs 6 and 7: answer boxes read numbers exactly as the engine writes them. */

const tree = (text: string): GameSource => ({ kind: 'tree', tree: text, root: 'max' });
const sheetOn = (source: GameSource, windows = false) => {
	const game = gameFor(source);
	return practiceFor(game).open(game, {
		source,
		algorithm: 'alphabeta',
		windows,
		sheet: 1,
		mode: 'practice'
	});
};

describe('"Show the solution" passes its own check', () => {
	for (const text of ['[[1e-7,2],[3,4]]', '[[1e21,2e-300],[-5e-324,4]]', '[[0.1,0.2],[1.5e+22,3]]'])
		it(`on ${text}`, () => {
			for (const windows of [false, true]) {
				const sheet = sheetOn(tree(text), windows);
				sheet.solve();
				expect(sheet.result?.errors).toEqual([]);
			}
		});
});

describe('a box reads exactly, or refuses with a reason', () => {
	it('reads what the engine writes, exponents included', () => {
		for (const value of [1e-7, 1e21, 1.5e-300, 5e-324, 0.1, -2.5, 123456789012345680000])
			expect(readBox(String(value))).toEqual({ kind: 'number', value });
		expect(readBox('0.0000001')).toEqual({ kind: 'number', value: 1e-7 });
		expect(readBox('1E-7')).toEqual({ kind: 'number', value: 1e-7 });
		expect(readBox('3.000')).toEqual({ kind: 'number', value: 3 });
		expect(readBox('-0')).toEqual({ kind: 'number', value: 0 });
	});

	it('never rounds a long number into a right answer', () => {
		const huge = `1${'0'.repeat(400)}`;
		expect(readBox(huge, true)).toEqual({ kind: 'inexact', rounded: Infinity });
		expect(readBox(`-${huge}`, true)).toEqual({ kind: 'inexact', rounded: -Infinity });
		expect(readBox('2.99999999999999999999')).toEqual({ kind: 'inexact', rounded: 3 });
		expect(readBox('3.0000000000000000001')).toEqual({ kind: 'inexact', rounded: 3 });
		expect(readBox('1e-400')).toEqual({ kind: 'inexact', rounded: 0 });
		expect(readBox('1e400', true)).toEqual({ kind: 'inexact', rounded: Infinity });
	});

	it('takes ±∞ only from the words or symbols for infinity', () => {
		expect(readBox('∞', true)).toEqual({ kind: 'number', value: Infinity });
		expect(readBox('-inf', true)).toEqual({ kind: 'number', value: -Infinity });
		expect(readBox('Infinity')).toEqual({ kind: 'text' });
	});

	const exercise = new Exercise({
		game: explicitTree(gameFor(tree('[[3,4],[2,5]]'))),
		algorithm: 'alphabeta',
		windows: true
	});
	const right = (): { values: Map<number, string>; alphas: Map<number, string> } => ({
		values: new Map([
			[1, '3'],
			[2, '3'],
			[3, '2']
		]),
		alphas: new Map()
	});
	const answers = (values: Map<number, string>, beta = '+∞'): Answers => ({
		values,
		cuts: new Set([7]),
		windows: new Map([
			[1, { alpha: '-∞', beta: '∞' }],
			[2, { alpha: '-inf', beta }],
			[3, { alpha: '3', beta: '∞' }]
		])
	});

	it('the right answers pass, and rounded ones are refused with what they would be read as', () => {
		expect(checkAnswers(exercise, answers(right().values)).errors).toEqual([]);
		const values = right().values.set(1, '3.0000000000000000001').set(3, '1.99999999999999999999');
		const { errors } = checkAnswers(exercise, answers(values, `1${'0'.repeat(400)}`));
		expect(errors.map((error) => error.kind)).toEqual(['unreadable', 'window', 'unreadable']);
		const en = errors.map((error) => MESSAGES.en.mistakes.reason(error));
		expect(en[0]).toBe(
			'n1: "3.0000000000000000001" cannot be held exactly (about 17 digits are kept): it would be read as 3.'
		);
		expect(en[1]).toMatch(
			/^n2 is entered with \[−∞, \+∞\], not \[-inf, 1000.*\]: ".*" is too large to hold: it would be read as \+∞, which only ∞ or inf means\.$/
		);
		expect(en[2]).toContain('it would be read as 2.');
		expect(MESSAGES.zh.mistakes.reason(errors[0]!)).toContain('会被读成 3');
	});
});

describe('a bound, as textbooks write a value (≤2)', () => {
	it('is read as a bound, never as its number', () => {
		for (const text of ['≤2', '≥ -3', '<=2', '>= 1.5', '<2', '≥∞', '=< 4'])
			expect(readBox(text), text).toEqual({ kind: 'text', bound: true });
		for (const text of ['2≤', 'x≤2', '≤', 'two'])
			expect(readBox(text), text).toEqual({ kind: 'text' });
	});

	it('is refused with why a number is wanted, not the number itself, in both languages', () => {
		const game = parseTree('[[3,12,8],[2,4,6],[14,5,2]]');
		const exercise = new Exercise({ game, algorithm: 'alphabeta', windows: false });
		const values = new Map([
			[1, '3'],
			[2, '3'],
			[3, '≤2'],
			[4, '2']
		]);
		const { errors } = checkAnswers(exercise, { values, cuts: new Set(), windows: new Map() });
		const bound = errors.find((error) => error.kind === 'unreadable');
		expect(bound).toEqual({ kind: 'unreadable', node: 3, text: '"≤2"', bound: true });
		expect(MESSAGES.en.mistakes.reason(bound!)).toBe(
			'n3: "≤2" is a bound, as textbooks write the value of a search stopped early; this box asks for the number the search returns there.'
		);
		expect(MESSAGES.zh.mistakes.reason(bound!)).toBe(
			'n3："≤2" 是一个界，教科书用它写提前停止的搜索的值；这里要填的是搜索在此处返回的那个数。'
		);
	});
});
