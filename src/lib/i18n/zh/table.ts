import { formatCount as count } from '$lib/engine/format';
import { zh } from '../narration/chinese';
import type { TableMessages } from '../table';

/** table.ts's messages in Chinese, loaded when the page first speaks Chinese. */
export const table: TableMessages = {
	hitTag: (origin) => `⇠ FC${origin}`,
	goToOrigin: (call, origin, value, symmetry, settled) =>
		zh`FC${call} 直接从表中取得 ${value}${settled === null ? '' : zh`，${settled}`}；跳转到 FC${origin}，它已算过${symmetry === null ? '这个局面' : zh`这个局面${symmetry}后的样子`}`,
	hitLabel: (description, origin) => zh`${description}；来自表，由 FC${origin} 算出`,
	settledBy: { lower: '由下界直接判定', upper: '由上界直接判定' },
	settledMark: { lower: '≥', upper: '≤' },
	stackHit: (origin) => zh`来自表（FC${origin}）`,
	memoRule: '再次遇到的局面直接查表',
	tableSize: (positions) => zh`表中 ${count(positions)} 个局面`,
	symmetries: [
		'不变',
		'顺时针旋转 90°',
		'旋转 180°',
		'顺时针旋转 270°',
		'左右翻转',
		'上下翻转',
		'沿主对角线翻转',
		'沿副对角线翻转'
	],
	symmetryShort: ['相同', '↻ 90°', '↻ 180°', '↻ 270°', '⇆', '⇅', '⤡', '⤢']
};
