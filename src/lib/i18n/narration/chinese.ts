import type { Listed, OpeningWindow } from './opening-en';

/** Wording helpers the Chinese narration shares across its catalogs: spacing, lists, ordinals. */

const CJK = /[\u3400-\u9fff]/;
const LATIN = /[A-Za-z0-9αβ∞+\-−[\]≤≥≈]/;
const FULL_WIDTH = /[\u3000-\u303f\uff00-\uffef“”]/;

/**
 * Joins two pieces of a Chinese sentence: one space where a Han character meets Latin text or
 * a number, none next to full-width punctuation or between Han characters.
 */
export function glue(left: string, right: string): string {
	const head = left.trimEnd();
	const tail = right.trimStart();
	const a = head.at(-1) ?? '';
	const b = tail[0] ?? '';
	if (a === '' || b === '') return left + right;
	if (FULL_WIDTH.test(a) || FULL_WIDTH.test(b)) return head + tail;
	if ((CJK.test(a) && LATIN.test(b)) || (LATIN.test(a) && CJK.test(b))) return `${head} ${tail}`;
	if (CJK.test(a) && CJK.test(b)) return head + tail;
	return head.length < left.length || tail.length < right.length ? `${head} ${tail}` : head + tail;
}

/**
 * A Chinese sentence from a template: a space goes in wherever an inserted value meets a Han
 * character ("调用 FC3", "9 次调用"), none next to full-width punctuation ("（n4）").
 */
export function zh(strings: TemplateStringsArray, ...values: readonly (string | number)[]): string {
	return values.reduce<string>(
		(text, value, index) => glue(glue(text, String(value)), strings[index + 1] ?? ''),
		strings[0] ?? ''
	);
}

/**
 * A whole Chinese sentence spaced by `glue`'s rule, however its pieces were joined: one space
 * where Han text meets Latin text or a number ("n11 的值为"), none next to full-width
 * punctuation ("FC5（D）距根") or between Han characters ("对第二个").
 */
export function spacedZh(text: string): string {
	const han = CJK.source;
	const latin = LATIN.source;
	const full = FULL_WIDTH.source;
	return text
		.replace(new RegExp(`(?<=${full}) +| +(?=${full})`, 'g'), '')
		.replace(new RegExp(`(?<=${han}) +(?=${han})`, 'g'), '')
		.replace(new RegExp(`(?<=${han})(?=${latin})|(?<=${latin})(?=${han})`, 'g'), ' ');
}

/** english.ts's `whereEn` where a call starts: a call's depth, or under a driver its moves from the root and its level. */
export const startsZh = (p: { depth: number; moves: number | null }) =>
	p.moves === null
		? `深度 ${p.depth}`
		: `${p.moves === 0 ? '在根局面' : `距根 ${p.moves} 步`}，在第 ${p.depth} 层（第 0 层是驱动调用）`;

export const DIGITS = '一二三四五六七八九十';

/** "第二个", "第 11 个": the child a move leads to, counted from one. */
export const ordinalZh = (move: number) =>
	move < DIGITS.length ? `第${DIGITS[move]}个` : zh`第 ${move + 1} 个`;

/** "A", "F 和 G", "FC2、FC6 和 FC9", "…和其余 2 个". */
export function listZh({ items, hidden }: Listed): string {
	const shown = hidden > 0 ? [...items, zh`其余 ${hidden} 个`] : items;
	if (shown.length < 2) return shown.join('');
	return zh`${shown.slice(0, -1).join('、')}和${shown.at(-1) ?? ''}`;
}

/** 极大 or 极小: a node's or a side's role. */
export const maxMin = (maximizing: boolean) => (maximizing ? '极大' : '极小');

/** 最高 or 最低: the value a side keeps. */
export const highLow = (maximizing: boolean) => (maximizing ? '最高' : '最低');

/** A windowed search's first window, named by the search. */
export const openingZh = (windowed: OpeningWindow | null) =>
	windowed === null
		? ''
		: zh`${windowed.name}的初始窗口为 α = ${windowed.alpha}，β = ${windowed.beta}。`;
