import type { SearchId, GameSource } from '$lib/engine';
import type { TreeGame } from '$lib/games/tree/rules';
import { boundText, withMinus } from '$lib/engine/format';
import type { Localized, Messages } from '$lib/i18n';
import {
	answersFrom,
	checkAnswers,
	Exercise,
	LEGIBLE_SCALE,
	PAPER_ROOM,
	paperScale,
	practiceLayout,
	type Answers,
	type CheckResult,
	type PracticeLayout,
	type PracticeQuery
} from '$lib/practice';
import type { PracticeSheet } from '$lib/practice/forms';
import { treeTraits } from '../traits';

/** The Svelte parts that draw a sheet, handed in by the form (practice.ts) that imports them. */
export type SheetParts = Pick<PracticeSheet, 'Answer' | 'Verdict' | 'Worksheet'>;

/**
 * A tree exercise and the student's answers: a value box per inner node (text by node number),
 * a cut mark per edge, and the α and β boxes when windows are asked.
 */
export class TreeSheet implements PracticeSheet {
	readonly exercise: Exercise;
	/** Where each node sits: the step-through page's layout for this search. */
	readonly layout: PracticeLayout;
	readonly algorithm: SearchId;
	/** The position as the link names it, for the links to the step-through page. */
	readonly source: GameSource;
	readonly graded: boolean;
	values = $state<Record<number, string>>({});
	cuts = $state<Record<number, boolean>>({});
	alphas = $state<Record<number, string>>({});
	betas = $state<Record<number, string>>({});
	result = $state.raw<CheckResult | null>(null);
	note = $state.raw<Localized | null>(null);
	readonly Answer: SheetParts['Answer'];
	readonly Verdict: SheetParts['Verdict'];
	readonly Worksheet: SheetParts['Worksheet'];

	constructor(game: TreeGame, query: PracticeQuery, parts: SheetParts) {
		({ Answer: this.Answer, Verdict: this.Verdict, Worksheet: this.Worksheet } = parts);
		this.algorithm = query.algorithm;
		this.source = query.source;
		this.graded = query.mode === 'graded';
		const { algorithm, windows, cut } = query;
		this.exercise = new Exercise({ game, algorithm, windows, ...(cut ? { cut } : {}) });
		this.layout = treeLayout(this.exercise);
	}

	get offersWindows(): boolean {
		return this.exercise.windowed;
	}

	get answers(): Answers {
		return answersFrom(this);
	}

	task(t: Messages): string {
		return treeTask(this.exercise, t);
	}

	printNote(t: Messages): string | null {
		const scale = paperScale(this.layout, PAPER_ROOM.exercise);
		if (scale >= LEGIBLE_SCALE) return null;
		const leaves = this.exercise.order.filter((n) => this.exercise.node(n).leaf !== null).length;
		return t.practice.tooWideToPrint(leaves, Math.round(scale * 100));
	}

	fromLink(t: Messages): string {
		return t.practice.linkTree;
	}

	/** A tree's root always has children to search: practice refuses a lone leaf. */
	gameOver(): null {
		return null;
	}

	positionInPlay(query: PracticeQuery): PracticeQuery {
		return query;
	}

	check(): CheckResult {
		this.result = checkAnswers(this.exercise, this.answers);
		this.note = null;
		return this.result;
	}

	hint(): void {
		if (this.graded) return;
		const first = checkAnswers(this.exercise, this.answers).errors[0];
		if (!first) {
			this.note = (t) => t.practice.nothingToHint;
			return;
		}
		this.#fill(first.node);
		// A verdict already on screen follows the hint; none is shown for a hint alone.
		if (this.result) this.result = checkAnswers(this.exercise, this.answers);
		const label = this.exercise.label(first.node);
		this.note = (t) => t.practice.hinted(label);
	}

	solve(): void {
		this.clear();
		for (const number of this.exercise.order) this.#fill(number);
		this.result = checkAnswers(this.exercise, this.answers);
		this.note = (t) => t.practice.solutionShown;
	}

	clear(): void {
		this.values = {};
		this.cuts = {};
		this.alphas = {};
		this.betas = {};
		this.result = null;
		this.note = null;
	}

	/** One node's answers made right: its value, window and the mark on the edge into it. */
	#fill(number: number): void {
		const exercise = this.exercise;
		const node = exercise.node(number);
		if (node.parent !== null && exercise.windowed) this.cuts[number] = exercise.isCutTop(number);
		if (node.leaf !== null) return;
		// A value the search averaged is filled in exactly, as a fraction ("23/3").
		const value = node.exact ?? node.value;
		this.values[number] = value === null ? '' : String(value);
		if (exercise.windows) {
			this.alphas[number] = node.window ? bound(node.window.alpha) : '';
			this.betas[number] = node.window ? bound(node.window.beta) : '';
		}
	}
}

/** The task for a tree exercise: the values, and under alpha-beta the cuts (and windows). */
export function treeTask(exercise: Exercise, t: Messages): string {
	if (exercise.averages) return t.practice.taskExpectimax;
	if (!exercise.windowed) return t.practice.taskMinimax;
	const rule = t.practice.cutRuleTask(exercise.cut === 'gt');
	return `${t.practice.taskAlphabeta} ${rule}${exercise.windows ? ` ${t.practice.taskWindows}` : ''}`;
}

/** The task as printed: on paper a pruned branch's edge is crossed out, not toggled. */
export function printedTask(exercise: Exercise, t: Messages): string {
	if (exercise.averages) return t.practice.taskExpectimax;
	if (!exercise.windowed) return t.practice.taskMinimax;
	const { sheetTaskWindows } = t.practice;
	const sheetTaskAlphabeta = `${t.practice.sheetTaskAlphabeta} ${t.practice.cutRuleTask(exercise.cut === 'gt')}`;
	return exercise.windows ? `${sheetTaskAlphabeta} ${sheetTaskWindows}` : sheetTaskAlphabeta;
}

/** A tree exercise's layout: the step-through page's spacing for its search's trace. */
export function treeLayout(exercise: Exercise): PracticeLayout {
	const { game, windowed, windows } = exercise;
	return practiceLayout(game, treeTraits.spacing(windowed), windows);
}

/** A bound as a box shows it. */
function bound(value: number): string {
	return boundText(value, (finite) => withMinus(String(finite)));
}

/** The sheet as a TreeSheet: a part is only ever handed the sheet that carries it. */
export function treeSheet(sheet: PracticeSheet): TreeSheet {
	if (sheet instanceof TreeSheet) return sheet;
	throw new TypeError('A practice part was handed another kind of sheet.');
}
