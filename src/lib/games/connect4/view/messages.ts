// Relative paths, not $lib: the CLI (run by tsx, without SvelteKit's aliases) may import this file.
import { EVALUATION_LIMIT, WIN_BASE, WINDOW_WEIGHTS } from '../eval';
import type { Mark } from '../../../engine';
import { catalog } from '../../../i18n/catalog';

/** Connect Four's own texts: its name, how it scores and estimates, a finished board's caption. */

const [, one, two, three] = WINDOW_WEIGHTS;

const en = {
	name: 'Connect Four',
	/** How a finished game scores. */
	scoringNote: `A win scores ${WIN_BASE} plus the cells still empty, so a quicker win scores more; a loss scores the same below zero, and a full board with no four in a row scores 0.`,
	/** The evaluation at the depth limit (eval.ts), in a few sentences. */
	evaluationNote: `At the depth limit the game is not over, so the search estimates instead. It looks at all 69 lines of four cells. A line is open for a side when the other side has no disc in it, and an open line is worth ${one} with one disc in it, ${two} with two and ${three} with three. The estimate is the AI's open lines minus the opponent's, kept between −${EVALUATION_LIMIT} and ${EVALUATION_LIMIT}, so any win outscores it.`,
	won: (winner: Mark) =>
		`${winner} has four in a row: the game is over, so a search here makes one call.`,
	full: 'The board is full with no four in a row: a draw, so a search here makes one call.'
};

export const connect4 = catalog(en, {
	name: '四子棋',
	scoringNote: `获胜记 ${WIN_BASE} 分再加上棋盘上仍空着的格数，所以赢得越快分越高；失败记同样多的负分；棋盘下满而无人连成四子记 0 分。`,
	evaluationNote: `到达深度上限时棋局还没有结束，搜索只能估计局面。它查看棋盘上全部 69 条由四个相连格子组成的线。一条线上没有对方的棋子，这条线对己方就是开放的；开放的线里有一个棋子值 ${one} 分，两个值 ${two} 分，三个值 ${three} 分。估值等于 AI 的开放线分数减去对手的，并限制在 −${EVALUATION_LIMIT} 到 ${EVALUATION_LIMIT} 之间，所以任何获胜的分数都高于它。`,
	won: (winner) => `${winner} 已连成四子，棋局结束，所以在这里搜索只有一次调用。`,
	full: '棋盘已下满且无人连成四子：平局，所以在这里搜索只有一次调用。'
});
