import { formatCount as count } from '$lib/engine/format';
import { catalog } from './catalog';

/**
 * Why a reordering search made more calls than the search it reorders (the note under the
 * compare table): both languages here, in the chunk of the note that reads them (the page loads
 * it only once a search reports such a loss).
 */

/** Where a reordering search lost to the search it reorders, as `orderLoss` words it. */
export interface OrderLossWords {
	/** The two rows' names: the reordering search's, and the one it reorders. */
	readonly ordered: string;
	readonly plain: string;
	readonly orderedCalls: number;
	readonly plainCalls: number;
	/** The move the reordering search chose, as a sentence names it ("cell 7"); null: none. */
	readonly chosen: string | null;
	/** Where each tried it (1 for first). */
	readonly orderedAt: number;
	readonly plainAt: number;
	/** The root's moves in each one's order, named short ("6"), with the calls under each. */
	readonly orderedSplit: readonly RootSplit[];
	readonly plainSplit: readonly RootSplit[];
}

/** A root move named short ("6", "#2") and the calls its subtree took. */
export interface RootSplit {
	readonly move: string;
	readonly calls: number;
}

const moves = (split: readonly RootSplit[], comma: string) =>
	split.map(({ move }) => move).join(comma);
const callsUnder = (split: readonly RootSplit[], colon: string, comma: string) =>
	split.map(({ move, calls }) => `${move}${colon}${count(calls)}`).join(comma);

/** 1st, 2nd, 3rd, 4th, … 11th, 12th, 13th, 21st. */
const ordinal = (n: number): string => {
	const teen = n % 100 >= 11 && n % 100 <= 13;
	const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
	return `${n}${suffix}`;
};

/**
 * Why a reordering search made more calls than the search it reorders: its order is guessed
 * before searching, and the move that mattered came later in it (or the replies below did).
 */
const en = (w: OrderLossWords): string => {
	const head = `Why "${w.ordered}" made more calls here: ${count(w.orderedCalls)} against ${w.plain}'s ${count(w.plainCalls)}. Its order is a guess made before searching, and here the guess is wrong.`;
	const where =
		w.chosen === null
			? ''
			: w.orderedAt > w.plainAt
				? ` The move it chooses, ${w.chosen}, comes ${ordinal(w.orderedAt)} of ${w.orderedSplit.length} in its order (${moves(w.orderedSplit, ', ')}) but ${ordinal(w.plainAt)} in the game's own (${moves(w.plainSplit, ', ')}); alpha-beta cuts only against the best value found so far, so a good move tried late leaves more to search.`
				: ` It reaches the move it chooses, ${w.chosen}, no later (${moves(w.orderedSplit, ', ')}, against ${moves(w.plainSplit, ', ')}), but the same guess orders the replies below worse.`;
	return `${head}${where} Calls under each first move: ${callsUnder(w.orderedSplit, ': ', ', ')}; ${w.plain}: ${callsUnder(w.plainSplit, ': ', ', ')}.`;
};

const zh = (w: OrderLossWords): string => {
	const head = `为什么“${w.ordered}”在这里调用更多：${count(w.orderedCalls)} 次，而${w.plain}只用 ${count(w.plainCalls)} 次。它的顺序是搜索之前做出的猜测，而这里猜错了。`;
	const where =
		w.chosen === null
			? ''
			: w.orderedAt > w.plainAt
				? `它最终选择的${w.chosen}，在它的顺序里排第 ${w.orderedAt}（共 ${w.orderedSplit.length} 步：${moves(w.orderedSplit, '、')}），在游戏本来的顺序里排第 ${w.plainAt}（${moves(w.plainSplit, '、')}）；α-β 剪枝只能依据目前找到的最好值来剪枝，好的走法试得越晚，要搜索的就越多。`
				: `它最终选择的${w.chosen}并没有更晚试到（${moves(w.orderedSplit, '、')}，对比 ${moves(w.plainSplit, '、')}），但同样的猜测把下面各层的应对排得更差。`;
	return `${head}${where}第一步每种走法之下的调用次数：${callsUnder(w.orderedSplit, '：', '，')}；${w.plain}：${callsUnder(w.plainSplit, '：', '，')}。`;
};

export const orderLoss = catalog(en, zh);
