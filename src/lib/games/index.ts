import { kindOf, type Game, type GameKind } from '$lib/engine';
import { tictactoePresenter } from './tictactoe/presenter';
import { connect4Presenter } from './connect4/presenter';
import type { GameExample, GamePresenter } from './presenter';
import { treePresenter } from './tree/presenter';

/**
 * The games the page can show, each through its presenter. Adding a game is a new engine module
 * and a new folder here; nothing outside `engine/` and `games/` asks which game it holds.
 */
export const PRESENTERS: Readonly<Record<GameKind, GamePresenter>> = {
	board: tictactoePresenter,
	connect4: connect4Presenter,
	tree: treePresenter
};

/** Every kind's examples, in menu order. */
export const EXAMPLES: readonly GameExample[] = Object.values(PRESENTERS)
	.flatMap((presenter) => presenter.examples)
	.sort((a, b) => a.rank - b.rank);

/** The presenter for a game's kind. */
export function presenterFor(game: Game): GamePresenter {
	return PRESENTERS[kindOf(game)];
}

export type { EvaluationNote, GameExample, GamePresenter, NodeSize } from './presenter';
export type { GameNarration } from './narration';
export type { CodeLanguage, CodeLayout, Role } from './listing';
export { CODE_LANGUAGES } from './listing';
export { signedValue, plainValue } from './values';
export { ARTICLE_BOARD } from './tictactoe/presenter';
export { ARTICLE_TREE, articleLetter } from './tree/presenter';
export { treeSourceOf } from './tree/link';
