// Relative paths, not $lib: the CLI (run by tsx, without SvelteKit's aliases) imports this file.
import type { InputErrorMessages, SearchErrorDetails, SmallerSearchShown } from '../engine/errors';
import { formatCount as count } from '../engine/format';
import { searchesTakingSetting, searchName } from '../engine/search-catalog';
import { optionLabel } from '../engine/options';
import { choices } from './english';
import { choices as choicesZh } from './chinese';
import type { ErrorMessages } from './languages';

/** Search settings refused before a search starts (engine/search.ts, ceiling.ts), in both languages. */

type Messages = InputErrorMessages<keyof SearchErrorDetails>;

const about = (search: SmallerSearchShown): string => (search.exact ? '' : 'about ');

function smallerSearches(
	lower: SmallerSearchShown | null,
	other: SmallerSearchShown | null
): string {
	const offers = [
		lower && `a depth limit of ${lower.depth} (${about(lower)}${count(lower.calls)} calls)`,
		other && `${searchName(other.algorithm, 'en')} (${about(other)}${count(other.calls)} calls)`
	].filter((offer) => offer !== null);
	return offers.length === 0 ? 'Try a smaller search.' : `Try ${offers.join(', or ')}.`;
}

const english: Messages = {
	depthRange: (p) =>
		`The depth limit ${p.value} is not a whole number from 1 to ${p.max}: limits count moves, up to ${p.max} in this game.`,
	searchTooBig: (p) =>
		`This search would make ${p.atLeast ? 'more than ' : p.exact ? '' : 'about '}${count(p.calls)} calls, more than the ${count(p.ceiling)} a recorded trace may hold, so it was not started. ${smallerSearches(p.lowerDepth, p.otherSearch)}`,
	symmetryNoBoard: () =>
		'Symmetry applies to boards only: a tree has no rotations or reflections to share positions through.',
	symmetryNoTable: (p) =>
		`Symmetry keys a table of positions, and "${p.algorithm}" keeps none: choose ${choices(searchesTakingSetting('symmetry'))}.`,
	orderOwnOrder: (p) =>
		`"${p.algorithm}" tries moves in an order of its own, a guess made before searching; the ${p.order}-first order would replace the very guess it shows. Choose plain alpha-beta with order=${p.order}.`,
	cutNoWindow: (p) =>
		`The cut rule applies to searches with a window [α, β], and "${p.algorithm}" has none: choose ${choices(searchesTakingSetting('cut'))}.`,
	chanceNeedsAverages: (p) =>
		`This tree has chance nodes, which take the average of their children, and "${p.algorithm}" only takes the highest or the lowest: choose ${choices(p.averaging)}.`,
	boundsUnstated: (p) =>
		`"${p.algorithm}" cuts a chance node once the values still to come cannot change the choice above it, which needs the least and greatest value any node can have, and this tree states none. Give its root "bounds": [least, greatest] (as {"bounds": [-10, 10], "children": [...]}), or choose ${choices(p.unbounded)}.`,
	iterationOptionRange: (p) =>
		`${optionLabel(p.algorithm, p.option, 'en')} ${p.value} is not ${p.integer ? 'a whole number' : 'a number'} from ${count(p.min)} to ${count(p.max)}.`
};

const aboutZh = (search: SmallerSearchShown): string => (search.exact ? '' : '约 ');

function smallerZh(lower: SmallerSearchShown | null, other: SmallerSearchShown | null): string {
	const offers = [
		lower && `深度限制 ${lower.depth}（${aboutZh(lower)}${count(lower.calls)} 次调用）`,
		other && `${searchName(other.algorithm, 'zh')}（${aboutZh(other)}${count(other.calls)} 次调用）`
	].filter((offer) => offer !== null);
	return offers.length === 0 ? '请换一个更小的搜索。' : `可以试试${offers.join('，或')}。`;
}

const chinese: Messages = {
	depthRange: (p) =>
		`深度限制 ${p.value} 不是 1 到 ${p.max} 之间的整数：深度限制按步数计，在这个游戏中最大为 ${p.max}。`,
	searchTooBig: (p) =>
		`这次搜索将进行${p.atLeast ? '超过 ' : p.exact ? ' ' : '大约 '}${count(p.calls)} 次调用，超过一条搜索记录最多能容纳的 ${count(p.ceiling)} 次，所以没有开始。${smallerZh(p.lowerDepth, p.otherSearch)}`,
	symmetryNoBoard: () => '对称只适用于棋盘：树没有可以旋转或翻转的局面。',
	symmetryNoTable: (p) =>
		`对称用于局面表的键，而 "${p.algorithm}" 不用局面表：请选择 ${choicesZh(searchesTakingSetting('symmetry'))}。`,
	orderOwnOrder: (p) =>
		`"${p.algorithm}" 按自己的顺序尝试走法（搜索之前的猜测）；${p.order === 'best' ? '最好优先' : '最差优先'}的顺序会取代它要展示的猜测。请选择普通的 α-β 剪枝，再选${p.order === 'best' ? '最好' : '最差'}优先的顺序。`,
	cutNoWindow: (p) =>
		`剪枝规则只适用于带窗口 [α, β] 的搜索，而 "${p.algorithm}" 没有窗口：请选择 ${choicesZh(searchesTakingSetting('cut'))}。`,
	chanceNeedsAverages: (p) =>
		`这棵树有机会节点，它们取子节点的平均值，而 "${p.algorithm}" 只取最高值或最低值：请选择 ${choicesZh(p.averaging)}。`,
	boundsUnstated: (p) =>
		`"${p.algorithm}" 在后面的结果已无法改变上一层的选择时剪掉机会节点的其余分支，这需要知道任何节点可能取到的最小值和最大值，而这棵树没有给出。请在根节点写上 "bounds": [最小值, 最大值]（例如 {"bounds": [-10, 10], "children": [...]}），或选择 ${choicesZh(p.unbounded)}。`,
	iterationOptionRange: (p) =>
		`${optionLabel(p.algorithm, p.option, 'zh')} ${p.value} 不是 ${count(p.min)} 到 ${count(p.max)} 之间的${p.integer ? '整数' : '数'}。`
};

export const SEARCH_ERRORS: ErrorMessages<keyof SearchErrorDetails> = { en: english, zh: chinese };
