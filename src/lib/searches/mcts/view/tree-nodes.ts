import type { GamePresenter } from '$lib/games/presenter';
import type { Lang } from '$lib/i18n/lang';
import type { MctsTrace } from '../trace';
import { MCTS_VIEW, type NodeMarks } from './labels';
import type { MctsLayout } from './tree-layout';
import { meanText, ucbText, type MctsTreeStep } from './tree-step';

/**
 * What each drawn node of the MCTS tree shows at a step, worded by the game's presenter and the
 * view's words, so the components only draw: the nodes made by then with their counts and the
 * phase's marks.
 */

/** What one drawn node shows at a step, worded: the component only draws it. */
export interface MctsNodeView {
	readonly node: number;
	readonly x: number;
	readonly y: number;
	/** The move into it, short ("X→4", "#2"), or the root's name. */
	readonly text: string;
	readonly visits: number;
	/** W/N, two decimals. */
	readonly mean: string;
	/** Its chooser (the side to move at its parent) maximises; null at the root. */
	readonly chooserMax: boolean | null;
	readonly marks: NodeMarks;
	readonly label: string;
}

/** The drawn nodes made by the step, each with its counts and marks, level by level. */
export function nodeViews(
	trace: MctsTrace,
	marks: MctsTreeStep,
	layout: MctsLayout,
	presenter: GamePresenter,
	lang: Lang
): MctsNodeView[] {
	const words = MCTS_VIEW[lang];
	const onPath = new Set(marks.path);
	const ucbs = new Map<number, { ucb: number; chosen: boolean }>();
	for (const choice of marks.choices)
		for (const option of choice.options)
			ucbs.set(option.node, { ucb: option.ucb, chosen: option.node === choice.chosen });
	const views: MctsNodeView[] = [];
	for (const node of layout.drawn) {
		const visits = trace.visits(node, marks.counts);
		const mean = meanText(trace.wins(node, marks.counts), visits);
		const weighed = ucbs.get(node);
		const nodeMarks: NodeMarks = {
			onPath: onPath.has(node),
			isNew: node === marks.newNode,
			playoutFrom: node === marks.playoutFrom,
			ucb: weighed === undefined ? null : ucbText(weighed.ucb),
			chosen: weighed?.chosen ?? false
		};
		const names = moveNames(trace, node, presenter, lang);
		const parent = trace.parent(node);
		views.push({
			node,
			x: layout.x[node] ?? 0,
			y: layout.y[node] ?? 0,
			text: names?.short ?? words.root,
			visits,
			mean,
			chooserMax: parent === null ? null : trace.game.isMaximizing(trace.position(parent)),
			marks: nodeMarks,
			label: words.nodeName(names?.long ?? words.root, visits, mean, nodeMarks)
		});
	}
	return views;
}

/**
 * The move into a node, short as a link shows it ("X→4" on boards, "#2" in trees) and long as a
 * sentence names it ("X, cell 4"); null at the root.
 */
export function moveNames(
	trace: MctsTrace,
	node: number,
	presenter: GamePresenter,
	lang: Lang
): { short: string; long: string } | null {
	const move = trace.move(node);
	const parent = trace.parent(node);
	if (move === null || parent === null) return null;
	const long = presenter.moveName(move, lang);
	const player = trace.game.player(trace.position(parent));
	return {
		short: shortMove(presenter, player, move),
		long: presenter.labelsLinks ? `${player} ${long}` : long
	};
}

/** A move short, as a link shows it: with its side where the game labels links ("X→4"), else "#2". */
export function shortMove(presenter: GamePresenter, player: string, move: number): string {
	const list = presenter.moveList([move]);
	return presenter.labelsLinks ? `${player}→${list}` : list;
}
