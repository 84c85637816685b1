import { formatCount as count } from '$lib/engine';
import { catalog } from '$lib/i18n/catalog';
import { listZh, openingZh, startsZh, zh } from '$lib/i18n/narration/chinese';
import { listEn, whereEn } from '$lib/i18n/narration/english';
import type { Listed } from '$lib/i18n/narration/words';
import { openingEn, type OpeningWindow } from '$lib/i18n/narration/opening';

/**
 * Connect Four on the step-through page: columns as people count them (1-7), its boards read
 * aloud, the header, the big board's captions and the narration's sentences. Columns arrive
 * counted from 1; values arrive formatted ("+104", "≈ -3").
 */

/** A cell as people name it: column and row, both counted from 1 (rows from the bottom). */
export interface CellName {
	readonly column: number;
	readonly row: number;
}

const en = {
	column: (column: number) => `column ${column}`,
	columns: (columns: Listed) =>
		`column${columns.items.length + columns.hidden === 1 ? '' : 's'} ${listEn(columns)}`,
	/** A node's accessible name, in parts. */
	afterColumn: (mark: string, column: number) => `after ${mark} in column ${column}`,
	moveString: (moves: string) => (moves === '' ? 'empty board' : `moves ${moves}`),
	boardAfterColumn: (column: number) => `Board after column ${column}`,
	/** The header: the position, who moves, the AI, the depth limit and the calls. */
	summary: (p: { moves: string; toMove: string; ai: string; calls: number }) =>
		`Connect Four ${p.moves === '' ? '(empty board)' : p.moves} · ${p.toMove} to move, AI ${p.ai} maximises · ${count(p.calls)} ${p.calls === 1 ? 'call' : 'calls'}`,
	// The big board.
	boardName: (toMove: string) => `Connect Four board, ${toMove} to move`,
	/** One column read from the bottom up: "column 4: X, O" or "column 1: empty". */
	columnContents: (column: number, discs: readonly string[]) =>
		`column ${column}: ${discs.length === 0 ? 'empty' : discs.join(', ')}`,
	/** The ordered search's tries, numbered where each disc would land. */
	orderNote: (columns: readonly number[]) =>
		`; the small numbers give the order of the tries: columns ${columns.join(', ')}`,
	tries: (call: number, mark: string, column: number) =>
		`FC${call}: ${mark} tries column ${column}`,
	got: (call: number, value: string, column: number) =>
		`FC${call} got ${value} from column ${column}`,
	plays: (mark: string, column: number, value: string) =>
		`${mark} plays column ${column} (${value})`,
	/** The key under the big board: how the discs differ without colour. */
	legend: 'X: solid red · O: yellow, ringed',

	// The narration.
	startBoard: (p: { player: string; ai: string; human: string; windowed: OpeningWindow | null }) =>
		`The search is about to start on this Connect Four board, ${p.player} to move. ${p.ai} is the AI and maximises: a win for ${p.ai} scores 100 or more, quicker wins more. ${p.human} minimises: a win for ${p.human} scores −100 or less. A full board is 0, and a position at the depth limit gets an estimate between −90 and +90.${openingEn(p.windowed)}`,
	/** Step 0 told briefly, for a phone's box: who moves, who maximises (the scale is the whole telling's). */
	startBrief: (p: { player: string; ai: string; human: string }) =>
		`The search is about to start on this Connect Four board, ${p.player} to move: ${p.ai} (the AI) maximises, ${p.human} minimises.`,
	/** Expectimax's rule told briefly at step 0. */
	chanceBrief: (p: { human: string }) =>
		`Expectimax: ${p.human} plays at random, so the values of its moves are averaged.`,
	start: (p: {
		name: string;
		depth: number;
		moves: number | null;
		root: boolean;
		mark: string | null;
		column: number;
	}) =>
		`${p.name} ${whereEn(p, 'starts')}${p.root ? ' on the starting position' : p.mark ? `${p.moves === null ? '' : ','} after ${p.mark} dropped a disc in column ${p.column}` : ''}`,
	tryColumn: (p: { parent: string; player: string; column: number; child: string }) =>
		`${p.parent} drops ${p.player}'s disc in column ${p.column} and calls ${p.child} to find out what that move is worth.`,
	fullBoard: 'the board is full and nobody has four in a row. A draw',
	fourInRowVerdict: (p: { side: string; from: CellName; to: CellName; mark: string }) =>
		`${p.side} has four in a row from column ${p.from.column}, row ${p.from.row} to column ${p.to.column}, row ${p.to.row}. ${p.mark} wins`,
	boardOver: (p: {
		name: string;
		mark: string | null;
		column: number;
		verdict: string;
		score: string;
	}) =>
		`${p.name} looks at the board${p.mark ? ` after ${p.mark} dropped a disc in column ${p.column}` : ''}: ${p.verdict}, so ${p.name} returns ${p.score}.`,
	finishBoard: (p: {
		player: string;
		aim: string;
		column: number;
		score: string;
		outcome: string;
	}) =>
		`${p.player} ${p.aim}, so ${p.player} plays column ${p.column}, score ${p.score}: ${p.outcome}.`,
	// `held`: the difference passed ±90 and was held there (every win scores beyond it).
	evaluation: (p: {
		ai: string;
		aiSum: number;
		other: string;
		otherSum: number;
		value: string;
		held: boolean;
	}) =>
		`Open lines of four score 1, 3 or 9 by their discs: ${p.ai} ${p.aiSum}, ${p.other} ${p.otherSum}, so ${p.aiSum} − ${p.otherSum} ${p.held ? 'is held at' : '='} ${p.value}.`,
	centreFirst: 'centre first, then outwards (columns 4, 3, 5, 2, 6, 1, 7)',

	/** The note beside the tree: how Connect Four scores. */
	noteButton: 'How Connect Four scores',
	noteTitle: 'Connect Four: scores and the estimate',

	/** The big board at an estimate: the open lines the evaluation counts, drawn over it. */
	linesCaption: (p: { x: number; o: number }) =>
		`Open lines the estimate counts: X ${p.x} (solid lines), O ${p.o} (dashed lines)`,
	linesDescription: (p: { xLines: number; x: number; oLines: number; o: number }) =>
		`; drawn over it, the open lines the estimate counts: ${p.xLines} for X worth ${p.x}, ${p.oLines} for O worth ${p.o}`,
	linesLegend: 'Each open line of four is worth 1, 3 or 9 by its discs; thicker lines hold more.',

	/** The note on depth limits: the threat example at depth 3 and depth 4, side by side. */
	horizonHeading: 'Depth 3 against depth 4 on one board',
	horizonIntro:
		'The example "depth 4 sees a threat": O holds columns 3 and 4 of the bottom row and X moves. Looking 3 moves ahead, the estimate likes stacking on column 3; at depth 4 the search sees O answer with an open three that wins, and blocks in column 5.'
};

export const connect4View = catalog(en, {
	column: (column) => `第 ${column} 列`,
	columns: (columns) =>
		columns.hidden > 0
			? zh`第 ${columns.items.join('、')} 列等 ${columns.items.length + columns.hidden} 列`
			: zh`第 ${listZh(columns)} 列`,
	afterColumn: (mark, column) => zh`${mark} 下在第 ${column} 列后`,
	moveString: (moves) => (moves === '' ? '空棋盘' : zh`着法 ${moves}`),
	boardAfterColumn: (column) => zh`第 ${column} 列落子后的棋盘`,
	summary: (p) =>
		`四子棋 ${p.moves === '' ? '（空棋盘）' : p.moves} · 轮到 ${p.toMove} 走，AI ${p.ai} 取极大 · ${count(p.calls)} 次调用`,
	boardName: (toMove) => zh`四子棋棋盘，轮到 ${toMove} 走`,
	columnContents: (column, discs) =>
		zh`第 ${column} 列：${discs.length === 0 ? '空' : discs.join('、')}`,
	orderNote: (columns) => `；小数字是尝试的先后：第 ${columns.join('、')} 列`,
	tries: (call, mark, column) => zh`FC${call}：${mark} 尝试第 ${column} 列`,
	got: (call, value, column) => zh`FC${call} 从第 ${column} 列得到 ${value}`,
	plays: (mark, column, value) => zh`${mark} 下在第 ${column} 列（${value}）`,
	legend: 'X：实心红色 · O：黄色带圆环',

	startBoard: (p) =>
		zh`搜索即将在这个四子棋棋盘上开始，轮到 ${p.player} 走棋。${p.ai} 是 AI，取极大：${p.ai} 获胜记 100 分以上，赢得越快分越高。${p.human} 取极小：${p.human} 获胜记 −100 分以下。棋盘下满为 0，到达深度限制的局面得到 −90 到 +90 之间的估计值。${openingZh(p.windowed)}`,
	startBrief: (p) =>
		zh`搜索即将在这个四子棋棋盘上开始，轮到 ${p.player} 走棋：${p.ai}（AI）取极大，${p.human} 取极小。`,
	chanceBrief: (p) => zh`期望极大搜索：${p.human} 随机走棋，所以它各走法的值取平均。`,
	start: (p) =>
		p.root
			? zh`${p.name} 从初始局面开始执行，${startsZh(p)}`
			: zh`${p.mark ? zh`${p.mark} 在第 ${p.column} 列落子后，` : ''}${p.name} 开始执行，${startsZh(p)}`,
	tryColumn: (p) =>
		zh`${p.parent} 让 ${p.player} 在第 ${p.column} 列落子，调用 ${p.child} 求出这步棋的值。`,
	fullBoard: '棋盘已满且无人连成四子，是平局',
	fourInRowVerdict: (p) =>
		zh`${p.side}从第 ${p.from.column} 列第 ${p.from.row} 行到第 ${p.to.column} 列第 ${p.to.row} 行连成四子，${p.mark} 获胜`,
	boardOver: (p) =>
		zh`${p.mark ? zh`${p.mark} 在第 ${p.column} 列落子后，` : ''}${p.name} 查看棋盘：${p.verdict}，所以 ${p.name} 返回 ${p.score}。`,
	finishBoard: (p) =>
		zh`${p.player} ${p.aim}，所以 ${p.player} 下在第 ${p.column} 列，分值为 ${p.score}：${p.outcome}。`,
	evaluation: (p) =>
		zh`四格开放线按子数计 1、3、9 分：${p.ai} ${p.aiSum} 分，${p.other} ${p.otherSum} 分，所以 ${p.aiSum} − ${p.otherSum} ${p.held ? '限制为' : '='} ${p.value}。`,
	centreFirst: '先中间，再向两边（第 4、3、5、2、6、1、7 列）',

	noteButton: '四子棋怎样计分',
	noteTitle: '四子棋：分值与估计',

	linesCaption: (p) => zh`估计计入的开放线：X ${p.x} 分（实线），O ${p.o} 分（虚线）`,
	linesDescription: (p) =>
		zh`；棋盘上画出估计计入的开放线：X ${p.xLines} 条共 ${p.x} 分，O ${p.oLines} 条共 ${p.o} 分`,
	linesLegend: '每条四格开放线按子数计 1、3、9 分；子越多，线越粗。',

	horizonHeading: '同一棋盘：深度 3 对比深度 4',
	horizonIntro:
		'示例“深度 4 才见的威胁”：O 占着最底行的第 3、4 列，轮到 X 走。只看 3 步时，估计值偏爱叠在第 3 列；深度 4 的搜索看到 O 接着走出两端开放的三子并获胜，于是在第 5 列堵住。'
});
