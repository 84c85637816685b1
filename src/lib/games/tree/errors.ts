// Relative paths, not $lib: the CLI (run by tsx, without SvelteKit's aliases) imports this file.
import type { FieldTypeDetails, InputErrorMessages, ShownValue } from '../../engine/errors';
import { formatCount as count } from '../../engine/format';
import { fieldTypeEnglish, parsePlace, shown, where } from '../../messages/english';
import { at, fieldTypeChinese, is, parseWhere } from '../../messages/chinese';
import type { ErrorMessages } from '../../messages/languages';
import type { ChanceProblem, NameProblem } from './names';

/** A tree's input errors (rules.ts, random.ts): its codes, their details, both languages. */

/**
 * A node named by its path of child indexes ('' for the root) and, once the tree's shape is read,
 * its number as the tree draws it (rules.ts, `numbered`).
 */
interface Placed {
	path: string;
	node?: number;
}

export interface TreeErrorDetails {
	// Trees (rules.ts). `path` is a path of child indexes, '' for the root.
	treeNotArray: [];
	/** `reason` is the JSON parser's own words: read for where it gave up, never shown. */
	treeNotJson: [{ reason: string }];
	treeTooManyNodes: [{ limit: number }];
	treeBadLeaf: [Placed & { value: ShownValue }];
	treeEmptyList: [Placed];
	treeTooDeep: [Placed & { limit: number }];
	// Node objects and their names (names.ts). `key` and `name` are quoted already.
	treeNodeKey: [Placed & { key: string }];
	treeNodeForm: [Placed & { problem: 'both' | 'neither' | 'children' | 'rootLeaf' }];
	/** `name` is null when it is not text. */
	treeBadName: [Placed & { problem: NameProblem; name: string | null; limit: number }];
	/** Both places by path and, once the tree's shape is read, their numbers as drawn. */
	treeDuplicateName: [
		{ name: string; first: string; second: string; firstNode?: number; secondNode?: number }
	];
	/**
	 * A node's kind or a chance node's weights (names.ts); `value` is the kind quoted, the weight
	 * or the sum; `weights` and `children` the counts that differ.
	 */
	treeChance: [
		Placed & {
			problem: ChanceProblem;
			value: string | null;
			weights?: number;
			children?: number;
		}
	];
	/**
	 * The root's stated value bounds (names.ts, rules.ts): on a node that is not the root, not two
	 * finite numbers least first (`value` as written, quoted), or a leaf outside them (`value`).
	 */
	treeBounds: [Placed & { problem: 'notRoot' | 'form' | 'outside'; value: string | null }];

	// Random trees (random.ts).
	randomBranching: [{ min: number; max: number }];
	randomDepth: [{ min: number; max: number }];
	randomLeafRange: [{ which: 'smallest' | 'largest'; limit: number }];
	randomLeafWhole: [{ which: 'smallest' | 'largest' }];
	randomMinAboveMax: [{ min: number; max: number }];
	/** Distinct leaves asked of a range with fewer whole values than the tree has leaves. */
	randomDistinctRange: [{ leaves: number; values: number }];
	randomSeed: [{ max: number }];
	/** `low` equals `high` for a fixed branching. */
	randomTooBig: [{ low: number; high: number; depth: number; nodes: number; limit: number }];
	/** A call record's place that is not one (a trace file's records, engine/rebuild.ts). */
	fileCallPath: [FieldTypeDetails];
}

declare module '../../engine/errors' {
	// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the tree's codes
	interface InputErrorDetails extends TreeErrorDetails {}
}

type Messages = InputErrorMessages<keyof TreeErrorDetails>;

const english: Messages = {
	fileCallPath: (p) => fieldTypeEnglish(p, 'child indexes joined by "." ("" at the root)'),
	treeNotArray: () => 'A tree must be a nested array such as [[3, 17], [2, 12]].',
	treeNotJson: (p) =>
		`The tree is not a valid nested array: it is not well-formed JSON${parsePlace(p.reason)}. Write a tree such as [[3, 17], [2, 12]].`,
	treeTooManyNodes: (p) => `The tree has more than the limit of ${count(p.limit)} nodes.`,
	treeBadLeaf: (p) =>
		`The leaf at ${where(p.path, p.node)} is ${shown(p.value)}; leaves must be finite numbers.`,
	treeEmptyList: (p) =>
		`The list at ${where(p.path, p.node)} is empty; every inner node needs a child.`,
	treeTooDeep: (p) =>
		`The tree goes deeper than the limit of ${p.limit} levels (at ${where(p.path, p.node)}).`,
	treeNodeKey: (p) =>
		`The node at ${where(p.path, p.node)} has the key ${p.key}; a node object takes "name" and either "children" or "value" (and, for chance nodes, "kind" and "weights").`,
	treeChance: (p) => chanceEnglish(p, where(p.path, p.node)),
	treeBounds: (p) =>
		p.problem === 'notRoot'
			? `The node at ${where(p.path, p.node)} states "bounds": only the root states the least and greatest value of the whole tree.`
			: p.problem === 'form'
				? `The root's "bounds" ${p.value ?? ''} must be two finite numbers, the least value first: "bounds": [-10, 10].`
				: `The leaf at ${where(p.path, p.node)} is ${p.value ?? ''}, outside the tree's stated "bounds": every value must lie within them.`,
	treeNodeForm: (p) => nodeFormEnglish[p.problem](where(p.path, p.node)),
	treeBadName: (p) => {
		const name =
			p.name === null
				? `The name at ${where(p.path, p.node)}`
				: `The name ${p.name} at ${where(p.path, p.node)}`;
		return `${name} ${nameRuleEnglish(p.problem, p.limit)}.`;
	},
	treeDuplicateName: (p) =>
		`The name ${p.name} is given twice, at ${where(p.first, p.firstNode)} and at ${where(p.second, p.secondNode)}; each node needs a name of its own.`,

	randomBranching: (p) =>
		`The branching must be a whole number from ${p.min} to ${p.max} (or a range of them, smaller first).`,
	randomDepth: (p) => `The depth must be a whole number from ${p.min} to ${p.max}.`,
	randomLeafRange: (p) =>
		`The ${p.which} leaf value must be a finite number from -${count(p.limit)} to ${count(p.limit)}.`,
	randomLeafWhole: (p) =>
		`The ${p.which} leaf value must be a whole number when leaves are whole numbers.`,
	randomMinAboveMax: (p) =>
		`The smallest leaf value (${p.min}) is above the largest (${p.max}); swap them.`,
	randomDistinctRange: (p) =>
		`Distinct leaves need at least as many whole values as leaves: this tree can have ${count(p.leaves)} leaves, and the range holds ${count(p.values)}. Widen the range.`,
	randomSeed: (p) => `The seed must be a whole number from 0 to ${count(p.max)}.`,
	randomTooBig: (p) =>
		`A tree with ${
			p.low === p.high
				? `branching ${p.high} and depth ${p.depth} has`
				: `branching ${p.low} to ${p.high} and depth ${p.depth} can have up to`
		} ${count(p.nodes)} nodes; the limit is ${count(p.limit)}.`
};

type NodeForm = TreeErrorDetails['treeNodeForm'][0]['problem'];
type ChanceDetails = TreeErrorDetails['treeChance'][0];

function chanceEnglish(p: ChanceDetails, place: string): string {
	switch (p.problem) {
		case 'kind':
			return `The node at ${place} has the kind ${p.value ?? 'given not as text'}; a kind is "max", "min" or "chance".`;
		case 'leafKind':
			return `The leaf at ${place} has a "kind"; only a node with children is max, min or chance.`;
		case 'chanceLeaf':
			return `The chance node at ${place} has no children; a chance node needs "children", one per outcome.`;
		case 'weightsNotChance':
			return `The node at ${place} has "weights" but is not a chance node; add "kind": "chance".`;
		case 'weightsList':
			return `The "weights" of the chance node at ${place} are not a list of numbers or fractions such as [0.5, "1/4", 0.25].`;
		case 'weightsCount':
			return `The chance node at ${place} has ${p.weights ?? 0} weights for ${p.children ?? 0} children; give one weight per child.`;
		case 'weightNotPositive':
			return `The chance node at ${place} has the weight ${p.value ?? ''}; every weight must be above 0.`;
		case 'weightsSum':
			return `The weights of the chance node at ${place} add up to ${p.value ?? ''}, not 1.`;
	}
}

function chanceChinese(p: ChanceDetails, place: string): string {
	switch (p.problem) {
		case 'kind':
			return `${place}的节点的类型是 ${p.value ?? '非文本'}；类型只能是 "max"、"min" 或 "chance"。`;
		case 'leafKind':
			return `${place}的叶节点有 "kind"；只有带子节点的节点才能是极大、极小或机会节点。`;
		case 'chanceLeaf':
			return `${place}的机会节点没有子节点；机会节点需要 "children"，每个结果一个。`;
		case 'weightsNotChance':
			return `${place}的节点有 "weights"，但它不是机会节点；请加上 "kind": "chance"。`;
		case 'weightsList':
			return `${place}机会节点的 "weights" 不是由数或分数组成的列表（例如 [0.5, "1/4", 0.25]）。`;
		case 'weightsCount':
			return `${place}的机会节点有 ${p.weights ?? 0} 个权重、${p.children ?? 0} 个子节点；每个子节点需要一个权重。`;
		case 'weightNotPositive':
			return `${place}的机会节点有权重 ${p.value ?? ''}；每个权重都必须大于 0。`;
		case 'weightsSum':
			return `${place}机会节点的权重之和是 ${p.value ?? ''}，不是 1。`;
	}
}

const nodeFormEnglish: Record<NodeForm, (place: string) => string> = {
	both: (place) =>
		`The node at ${place} has both "children" and "value"; an inner node has children, a leaf a value.`,
	neither: (place) =>
		`The node at ${place} has neither "children" nor "value"; an inner node needs "children" (a list), a leaf "value" (a number).`,
	children: (place) => `The "children" of the node at ${place} are not a list such as [3, 17].`,
	rootLeaf: () => `The root has a "value"; a tree's root needs "children".`
};

function nameRuleEnglish(problem: NameProblem, limit: number): string {
	switch (problem) {
		case 'type':
			return 'is not text; write it in quotes, as in "name": "B"';
		case 'length':
			return `must be 1 to ${limit} characters long`;
		case 'characters':
			return "may hold only letters, digits and _ ' ′ * + -, and must start with a letter or digit";
		case 'numberLike':
			return 'looks like the number the drawing gives a node (n4); choose another';
	}
}

const nodeFormChinese: Record<NodeForm, (place: string) => string> = {
	both: (place) => `${place}的节点同时有 "children" 和 "value"；内部节点有子节点，叶节点有值。`,
	neither: (place) =>
		`${place}的节点既没有 "children" 也没有 "value"；内部节点需要 "children"（列表），叶节点需要 "value"（数）。`,
	children: (place) => `${place}节点的 "children" 不是列表（例如 [3, 17]）。`,
	rootLeaf: () => '根节点有 "value"；树的根节点需要 "children"。'
};

function nameRuleChinese(problem: NameProblem, limit: number): string {
	switch (problem) {
		case 'type':
			return '不是文本；请加引号，例如 "name": "B"';
		case 'length':
			return `长度必须是 1 到 ${limit} 个字符`;
		case 'characters':
			return "只能包含字母、数字和 _ ' ′ * + -，并以字母或数字开头";
		case 'numberLike':
			return '看起来像图中给节点的编号（n4）；请换一个';
	}
}

const leaf = (which: 'smallest' | 'largest'): string => (which === 'smallest' ? '最小' : '最大');

const chinese: Messages = {
	fileCallPath: (p) => fieldTypeChinese(p, '用 "." 连接的子节点下标（根节点为 ""）'),
	treeNotArray: () => '树必须是嵌套数组，例如 [[3, 17], [2, 12]]。',
	// The parser's own words are English: only the place they name is kept.
	treeNotJson: (p) =>
		`树不是有效的嵌套数组：JSON 解析失败${parseWhere(p.reason)}。请写成像 [[3, 17], [2, 12]] 这样由方括号、逗号和数字组成的树。`,
	treeTooManyNodes: (p) => `树的节点数超过了 ${count(p.limit)} 个的上限。`,
	treeBadLeaf: (p) => `${at(p.path, p.node)}的叶节点${is(p.value)}；叶节点必须是有限的数。`,
	treeEmptyList: (p) => `${at(p.path, p.node)}的列表为空；每个内部节点至少要有一个子节点。`,
	treeTooDeep: (p) => `树的深度超过了 ${p.limit} 层的上限（在${at(p.path, p.node)}）。`,
	treeNodeKey: (p) =>
		`${at(p.path, p.node)}的节点有键 ${p.key}；节点对象只接受 "name"，以及 "children" 或 "value" 二者之一（机会节点另有 "kind" 和 "weights"）。`,
	treeChance: (p) => chanceChinese(p, at(p.path, p.node)),
	treeBounds: (p) =>
		p.problem === 'notRoot'
			? `${at(p.path, p.node)}的节点写了 "bounds"：只有根节点能给出整棵树的最小值和最大值。`
			: p.problem === 'form'
				? `根节点的 "bounds" ${p.value ?? ''} 必须是两个有限的数，最小值在前："bounds": [-10, 10]。`
				: `${at(p.path, p.node)}的叶节点值为 ${p.value ?? ''}，超出了树给出的 "bounds"：每个值都必须在其范围内。`,
	treeNodeForm: (p) => nodeFormChinese[p.problem](at(p.path, p.node)),
	treeBadName: (p) =>
		`${at(p.path, p.node)}的名称${p.name === null ? '' : ` ${p.name} `}${nameRuleChinese(p.problem, p.limit)}。`,
	treeDuplicateName: (p) =>
		`名称 ${p.name} 用了两次（${at(p.first, p.firstNode)}和${at(p.second, p.secondNode)}）；每个节点的名称必须各不相同。`,

	randomBranching: (p) =>
		`分支数必须是 ${p.min} 到 ${p.max} 之间的整数（或这样的一个范围，小的在前）。`,
	randomDepth: (p) => `深度必须是 ${p.min} 到 ${p.max} 之间的整数。`,
	randomLeafRange: (p) =>
		`${leaf(p.which)}叶节点值必须是 -${count(p.limit)} 到 ${count(p.limit)} 之间的有限数。`,
	randomLeafWhole: (p) => `叶节点取整数时，${leaf(p.which)}叶节点值也必须是整数。`,
	randomMinAboveMax: (p) => `最小叶节点值（${p.min}）大于最大叶节点值（${p.max}）；请把两者交换。`,
	randomDistinctRange: (p) =>
		`叶节点值互不相同时，取值范围内的整数个数不能少于叶节点数：这棵树最多有 ${count(p.leaves)} 个叶节点，而范围内只有 ${count(p.values)} 个整数。请放宽范围。`,
	randomSeed: (p) => `随机种子必须是 0 到 ${count(p.max)} 之间的整数。`,
	randomTooBig: (p) =>
		p.low === p.high
			? `分支数为 ${p.high}、深度为 ${p.depth} 的树有 ${count(p.nodes)} 个节点；上限是 ${count(p.limit)} 个。`
			: `分支数为 ${p.low} 到 ${p.high}、深度为 ${p.depth} 的树最多可有 ${count(p.nodes)} 个节点；上限是 ${count(p.limit)} 个。`
};

export default { en: english, zh: chinese } satisfies ErrorMessages<keyof TreeErrorDetails>;
