import { describe, expect, it } from 'vitest';
import { searchDescriptor, searchIds } from '../../../src/lib/engine/index';
import { exerciseSearchIds, practisedAs } from '../../../src/lib/engine/search-catalog';
import { MESSAGES } from '../../../src/lib/i18n/index';
import { readPracticeQuery, writePracticeQuery } from '../../../src/lib/practice/index';
import '../practice-forms';

/**
 * Issue 30, bug 5: a search without an exercise of its own is practised as the nearest search
 * that has one, with a message, and the link is rewritten to match; an unknown one as
 * practice's default, alpha-beta; `symmetry=on` names the search actually practised.
 */

const read = (link: string) => readPracticeQuery(new URLSearchParams(link));
const english = (link: string) => read(link).problems.map((problem) => problem(MESSAGES.en));
const chinese = (link: string) => read(link).problems.map((problem) => problem(MESSAGES.zh));

describe('practice sets each search an exercise it can grade', () => {
	for (const [asked, practised, name, practisedName] of [
		['memo', 'minimax', 'minimax with a table', 'minimax'],
		['negamax', 'minimax', 'negamax', 'minimax'],
		['expectimax-bounded', 'expectimax', 'expectimax with bounds', 'expectimax'],
		['alphabeta-ordered', 'alphabeta', 'ordered alpha-beta', 'alpha-beta'],
		['alphabeta-table', 'alphabeta', 'alpha-beta with a table', 'alpha-beta']
	] as const)
		it(`algo=${asked} is practised as ${practised}, said so, and the link follows`, () => {
			const { query, rewritten } = read(`algo=${asked}`);
			expect(query.algorithm).toBe(practised);
			expect(rewritten).toBe(true);
			expect(new URLSearchParams(writePracticeQuery(query)).get('algo')).toBe(
				practised === 'alphabeta' ? null : practised
			);
			const [message] = english(`algo=${asked}`);
			expect(message).toMatch(new RegExp(`^Practice has no exercise of its own for ${name}`, 'i'));
			expect(message).toContain(`the exercise is ${practisedName},`);
			expect(chinese(`algo=${asked}`)[0]).toContain('练习没有专为');
		});

	it('minimax, alpha-beta and expectimax are practised as themselves, without a word', () => {
		for (const algo of ['minimax', 'alphabeta', 'expectimax']) {
			expect(read(`algo=${algo}`)).toMatchObject({ problems: [], rewritten: false });
			expect(read(`algo=${algo}`).query.algorithm).toBe(algo);
		}
		expect(read('').query.algorithm).toBe('alphabeta');
		// The practice menu offers exactly these, in the registry's order.
		expect(exerciseSearchIds()).toEqual(['minimax', 'alphabeta', 'expectimax']);
		expect([practisedAs('pvs'), practisedAs('memo'), practisedAs('mcts')]).toEqual([
			'alphabeta',
			'minimax',
			null
		]);
	});

	it('every registered search by calls names an exercise that is its own', () => {
		for (const id of searchIds('calls')) {
			const practised = searchDescriptor(id).practisedAs;
			expect(practised, id).toBeDefined();
			expect(searchDescriptor(practised!).practisedAs, id).toBe(practised);
		}
		// A search by iterations has no call to work out by hand: practice refuses it.
		expect(searchIds('iterations').map((id) => searchDescriptor(id).practisedAs)).toEqual([
			undefined
		]);
	});

	it("an unknown algo= falls back to practice's default, alpha-beta, with a message", () => {
		const { query, rewritten } = read('algo=foo');
		expect(query.algorithm).toBe('alphabeta');
		expect(rewritten).toBe(true);
		expect(english('algo=foo')).toEqual([
			`The link's algo="foo" is not a search practice knows: the exercise is alpha-beta, practice's default.`
		]);
	});

	it('symmetry=on names the search actually practised', () => {
		expect(english('symmetry=on')).toEqual([
			"The link's symmetry=on needs a table of positions, and the exercise, alpha-beta, keeps none: it is practised without one."
		]);
		expect(english('symmetry=on&algo=memo').at(-1)).toContain('the exercise, minimax, keeps none');
		expect(english('symmetry=on').join(' ')).not.toMatch(/minimax/i);
	});
});
