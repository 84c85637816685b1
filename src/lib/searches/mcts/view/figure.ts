import { moduleOf } from '$lib/engine/game-catalog';
import type { Figure, FigureNode, FigureOptions } from '$lib/engine/figure';
import { drawnNodeName } from '$lib/games/node-names';
import type { GamePresenter } from '$lib/games/presenter';
import type { MctsStep } from '../steps';
import type { MctsTrace } from '../trace';
import { layoutMcts } from './tree-layout';
import { meanText, mctsTreeStep } from './tree-step';

/**
 * The MCTS tree at a step as a figure for paper, in the plain data the TikZ and SVG writers draw
 * (export/figure.ts): the nodes the page draws at that step, at its layout, shaped by the side
 * to move, each with its mean W/N inside as the page writes it, "0.40" (an inner node's as an
 * answer box on request) and, as its label, its visits ("N 128") or its name (a tree's "B", else
 * the move into it).
 */
export function mctsFigure(
	trace: MctsTrace,
	step: MctsStep,
	presenter: GamePresenter,
	options: FigureOptions
): Figure {
	const marks = mctsTreeStep(trace, step);
	const layout = layoutMcts(trace, marks.path, marks.made);
	const { game } = trace;
	const shapeOf = moduleOf(game).figure?.shape;
	const parents = new Set(layout.drawn.map((node) => trace.parent(node)));
	const across = layout.drawn.map((node) => layout.x[node] ?? 0);
	const left = Math.min(...across);
	const nodes = layout.drawn.map((node): FigureNode => {
		const position = trace.position(node);
		const visits = trace.visits(node, marks.counts);
		const move = trace.move(node);
		const leaf = !parents.has(node);
		const valueBox = options.answerBoxes && !leaf;
		// As the page writes it: the number alone prints 0.4.
		const mean = meanText(trace.wins(node, marks.counts), visits);
		const label = {
			none: null,
			calls: `N ${visits}`,
			names:
				drawnNodeName(presenter, game, position) ??
				(move === null ? null : presenter.moveList([move]))
		};
		return {
			id: node,
			parent: trace.parent(node),
			x: (layout.x[node] ?? 0) - left,
			y: layout.y[node] ?? 0,
			shape: shapeOf?.(game, position) ?? (game.isMaximizing(position) ? 'max' : 'min'),
			leaf,
			pruned: false,
			cut: false,
			value:
				valueBox || visits === 0 ? null : { value: Number(mean), estimated: false, fraction: mean },
			valueBox,
			window: null,
			windowBox: false,
			label: label[options.labels],
			probability: null
		};
	});
	const { nodeWidth, levelHeight } = layout.options;
	const [width, height] = [Math.max(...across) - left, layout.height];
	return { nodes, width, height, nodeWidth, levelHeight, signed: false, windows: false };
}
