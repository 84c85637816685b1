import { describe, expect, it } from 'vitest';
import { gameFor, type GameSource } from '../../../src/lib/engine/index';
import { MESSAGES, type Lang } from '../../../src/lib/i18n/index';
import {
	practiceStart,
	readPracticeQuery,
	shownNode,
	writePracticeQuery,
	type PracticeError,
	type PracticeMode
} from '../../../src/lib/practice/index';
import { practiceFor } from '../../../src/lib/practice/forms';
import '../practice-forms';
import { treeSheet } from '../../../src/lib/games/tree/view/sheet.svelte';
import { boardSheet } from '../../../src/lib/games/tictactoe/view/sheet.svelte';

/**
 * Graded work (issue 29): checking names each wrong answer and why in general terms, never the
 * right value; a missing cut is named by the node its branch lies under, not by its edge.
 */

const LANGS: readonly Lang[] = ['en', 'zh'];

const open = (source: GameSource, mode: PracticeMode, windows = false) => {
	const game = gameFor(source);
	return practiceFor(game).open(game, { source, algorithm: 'alphabeta', windows, sheet: 1, mode });
};

/** Whether `text` holds `value` as a number of its own (not a digit of another: 2 in 12, n2). */
function names(text: string, value: number): boolean {
	const written = String(Math.abs(value));
	const sign = value < 0 ? '[-−]' : '(?<![-−])';
	return new RegExp(`${sign}(?<![\\w.])${written.replace('.', '\\.')}(?![\\d.])`).test(text);
}

describe('graded work', () => {
	it('reads graded=on and graded=key, writes them back, and reports another value', () => {
		const read = (text: string) => readPracticeQuery(new URLSearchParams(text));
		expect(read('').query.mode).toBe('practice');
		for (const [text, mode] of [
			['graded=on', 'graded'],
			['graded=1', 'graded'],
			['graded=key', 'key'],
			['graded=off', 'practice']
		] as const) {
			const { query, problems } = read(text);
			expect(query.mode, text).toBe(mode);
			expect(problems).toEqual([]);
			expect(read(writePracticeQuery(query).slice(1)).query, text).toEqual(query);
		}
		expect(writePracticeQuery({ ...read('seed=4').query, mode: 'graded' })).toMatch(
			/^\?seed=4&.*&graded=on$/
		);
		const { query, problems } = read('graded=maybe');
		expect(query.mode).toBe('practice');
		expect(problems.map((problem) => problem(MESSAGES.en))).toEqual([
			'The link\'s graded="maybe" is not a setting practice knows (on for graded work, key for the answer key): this is ordinary practice.'
		]);
	});

	it("article 004's tree: one wrong value and one missing cut are each named, without the right answer", () => {
		const sheet = treeSheet(open(practiceStart(), 'graded'));
		expect(sheet.graded).toBe(true);
		sheet.solve();
		sheet.values[9] = '12';
		sheet.cuts[18] = false;
		const errors = sheet.check().errors;
		expect(errors.map((error) => [error.kind, error.node])).toEqual([
			['value', 9],
			['missingCut', 18]
		]);
		const [value, cut] = errors as [PracticeError, PracticeError];
		// The missing cut is shown on n9, the node its branch lies under, not on the edge to n18.
		expect([shownNode(value, true), shownNode(cut, true)]).toEqual([9, 9]);
		expect(shownNode(cut, false)).toBe(18);
		for (const lang of LANGS) {
			const t = MESSAGES[lang].mistakes;
			const [valueText, cutText] = [t.gradedReason(value), t.gradedReason(cut)];
			expect(valueText, lang).toContain('n9');
			expect(valueText, lang).toContain('12');
			// n9 returns 2: the graded reason never says so; the ordinary one does.
			expect(names(valueText, 2), `${lang}: ${valueText}`).toBe(false);
			expect(names(t.reason(value), 2), lang).toBe(true);
			expect(cutText, lang).toContain('n9');
			expect(cutText, lang).not.toContain('n18');
			// Nor the window that closed it (α 3 ≥ β 2), which the ordinary reason gives.
			expect(names(cutText, 3) || names(cutText, 2), `${lang}: ${cutText}`).toBe(false);
			expect(t.reason(cut), lang).toContain('n18');
		}
		// No hint on graded work: nothing is filled in.
		sheet.clear();
		sheet.hint();
		expect(sheet.values).toEqual({});
		expect(sheet.note).toBeNull();
	});

	it('no graded reason gives the right value, window or edge away, in either language', () => {
		const sheet = treeSheet(open(practiceStart(), 'graded', true));
		const exercise = sheet.exercise;
		// Every mistake at once: each visited node's value off by 7, its window's α emptied, each
		// cut unmarked, an extra cut on n6 and a box filled on n7 (never visited).
		sheet.solve();
		for (const number of exercise.innerNodes) {
			const node = exercise.node(number);
			if (node.value !== null) sheet.values[number] = String(node.value + 7);
			sheet.alphas[number] = '';
		}
		for (const cut of exercise.cuts) sheet.cuts[cut.top] = false;
		sheet.cuts[6] = true;
		sheet.values[7] = '3';
		const errors = sheet.check().errors;
		expect(new Set(errors.map((error) => error.kind))).toEqual(
			new Set(['value', 'window', 'missingCut', 'extraCut', 'notVisited'])
		);
		for (const lang of LANGS)
			for (const error of errors) {
				const text = MESSAGES[lang].mistakes.gradedReason(error);
				if (error.kind === 'value') expect(names(text, error.expected), text).toBe(false);
				if (error.kind === 'window')
					expect(names(text, error.expected.alpha), `${lang}: ${text}`).toBe(false);
				// A missing cut names the node its branch lies under, never the edge; a node never
				// visited, neither where nor why it was cut off.
				if (error.kind === 'missingCut') expect(text).not.toContain(`n${error.node}`);
				if (error.kind === 'missingCut' || error.kind === 'notVisited')
					expect(text).not.toMatch(/[αβ]/);
				if (error.kind === 'notVisited') expect(text).not.toContain(`n${error.parent}`);
			}
	});

	it('a graded board names the wrong score and the move cut short, never the right score or move', () => {
		const source: GameSource = {
			kind: 'board',
			board: 'O.XX.X.OO',
			toMove: null,
			ai: 'X',
			scoring: 'article'
		};
		const sheet = boardSheet(open(source, 'graded'));
		sheet.solve();
		// Cell 6 returns +10 under alpha-beta, cut short; minimax plays cell 4.
		sheet.scores[6] = '-10';
		sheet.cuts[6] = false;
		sheet.pick = 1;
		const errors = sheet.check().errors;
		expect(errors.map((error) => error.kind)).toEqual(['moveMissingCut', 'moveScore', 'pick']);
		for (const lang of LANGS) {
			const t = MESSAGES[lang].mistakes;
			const texts = errors.map((error) => t.gradedBoardReason(error));
			expect(texts.join(' '), lang).not.toMatch(/\+10|(?<![-−])\b10\b/);
			expect(texts[2], lang).not.toMatch(/\b4\b/);
			expect(texts[0], lang).toContain('6');
		}
	});

	it('the answer key opens with every answer filled in and right', () => {
		const sheet = treeSheet(open(practiceStart(), 'key'));
		expect(sheet.graded).toBe(false);
		sheet.solve();
		expect(sheet.check().errors).toEqual([]);
	});
});
