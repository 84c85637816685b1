import type { Game, Move, Position } from '$lib/engine';
import { drawnNodeName } from '$lib/games/node-names';
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
	/** Its name short: the tree's own ("B", "n6"), else the move into it ("X→4") or "root". */
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
		const names = nodeNames(trace, node, presenter, lang);
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
 * A node's names, short as its card shows it and long as a sentence names it: where the game's
 * drawings name their nodes (a tree's "B", "n6"), that name, the root's too; else the move into it
 * (`movedNames`), and null at the root.
 */
export function nodeNames(
	trace: MctsTrace,
	node: number,
	presenter: GamePresenter,
	lang: Lang
): { short: string; long: string } | null {
	const move = trace.move(node);
	const parent = trace.parent(node);
	if (move === null || parent === null) {
		const name = drawnNodeName(presenter, trace.game, trace.position(node));
		return name === null ? null : { short: name, long: name };
	}
	return movedNames(presenter, trace.game, trace.position(parent), move, lang);
}

/**
 * The node `move` leads to from `from`, named: by the game's drawings where they name nodes (a
 * tree's "B"), else by the move, short as a link shows it ("X→4") and long as a sentence names
 * it ("X cell 4").
 */
export function movedNames(
	presenter: GamePresenter,
	game: Game,
	from: Position,
	move: Move,
	lang: Lang
): { short: string; long: string } {
	const name = nameAfter(presenter, game, from, move);
	if (name !== null) return { short: name, long: name };
	const player = game.player(from);
	const list = presenter.moveList([move]);
	const long = presenter.moveName(move, lang);
	return {
		short: presenter.labelsLinks ? `${player}→${list}` : list,
		long: presenter.labelsLinks ? `${player} ${long}` : long
	};
}

/**
 * The node `move` reaches from `from` as the game's drawings name it (a tree's "B", "n6"); null
 * where the game names no nodes (boards: the move is not played, as a tree node costs nothing).
 */
export function nameAfter(
	presenter: GamePresenter,
	game: Game,
	from: Position,
	move: Move
): string | null {
	if (presenter.nodeName === undefined && presenter.nodeNumber === undefined) return null;
	return drawnNodeName(presenter, game, game.play(from, move));
}
