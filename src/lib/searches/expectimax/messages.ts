/** The listing's title, by language. */
export const TITLES: Readonly<Record<string, string>> = {
	en: 'Expectimax, written for any game',
	zh: '期望极大搜索（适用于任何游戏）'
};

/** What the note says where minimax would choose another move at the root. */
interface NoteWords {
	differs(p: {
		minimax: string;
		mine: string;
		other: string;
		value: string;
		theirs: string;
	}): string;
}

export const NOTES: Readonly<Record<string, NoteWords>> = {
	en: {
		differs: (p) =>
			`Minimax would play ${p.minimax}: it assumes ${p.other} replies at its best, and against that no move does better. Against a random ${p.other}, ${p.mine} is worth ${p.value} on average, ${p.minimax} only ${p.theirs}: a move that gives the other side a chance to go wrong pays.`
	},
	zh: {
		differs: (p) =>
			`极小化极大在这里会走${p.minimax}：它假定 ${p.other} 总走最佳应对，而面对最佳应对，没有哪一步更好。面对随机走棋的 ${p.other}，${p.mine}的平均值是 ${p.value}，${p.minimax}只有 ${p.theirs}：给对方留下出错机会的走法，平均下来更划算。`
	}
};
