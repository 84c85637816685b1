/** The listing's title, by language. */
export const TITLES: Readonly<Record<string, string>> = {
	en: 'Principal variation search, for any game',
	zh: '主要变例搜索（适用于任何游戏）'
};

/**
 * What the notes beside the narration say (`[a, b]`: a window already written out). A probe fails
 * high or low against its own null window: at a max node [α, above(α)], the move that beats α
 * fails high; at a min node [below(β), β], the move that goes under β fails low.
 */
export interface NoteWords {
	/** A call searches its first move with the whole window it holds. */
	first(caller: string, move: string, window: string): string;
	/** A probe: the null window, and the question it answers. */
	probe(caller: string, move: string, window: string, maximizing: boolean, bound: string): string;
	/** The probe came back past its bound, inside the caller's window: the move is searched again. */
	again(caller: string, move: string, value: string, window: string, maximizing: boolean): string;
	/** The probe came back past its bound and closed the caller's window: a cut, no re-search. */
	beatCut(caller: string, move: string, value: string, maximizing: boolean): string;
	/** The probe came back on the near side of its bound: the move is settled without a re-search. */
	settled(caller: string, move: string, value: string, maximizing: boolean): string;
	/** The re-search's value came back: the move's value within the window. */
	researched(caller: string, move: string, value: string): string;
}

/** How a probe that beat its caller's bound failed, from the caller's side. */
const beat = (value: string, maximizing: boolean) =>
	maximizing ? `failed high (${value} beats α)` : `failed low (${value} goes under β)`;
const beatZh = (value: string, maximizing: boolean) =>
	maximizing ? `高出零窗口（${value} 高于 α）` : `低出零窗口（${value} 低于 β）`;

export const NOTES: Readonly<Record<string, NoteWords>> = {
	en: {
		first: (caller, move, window) =>
			`PVS: ${caller} searches its first move, ${move}, with its whole window ${window}.`,
		probe: (caller, move, window, maximizing, bound) =>
			`PVS: ${caller} probes ${move} with the null window ${window}: no score lies inside, so the answer only says whether ${move} ${maximizing ? 'beats' : 'goes under'} ${bound}.`,
		again: (caller, move, value, window, maximizing) =>
			`PVS: the probe ${beat(value, maximizing)}: ${caller} searches ${move} again, this time with ${window}, for its true value.`,
		beatCut: (caller, move, value, maximizing) =>
			`PVS: the probe of ${move} ${beat(value, maximizing)} and already closes ${caller}'s window: a cut, with no re-search.`,
		settled: (caller, move, value, maximizing) =>
			`PVS: the probe of ${move} ${maximizing ? `failed low (${value} ≤ α)` : `failed high (${value} ≥ β)`}: ${move} is no ${maximizing ? 'better' : 'lower'} than what ${caller} holds, settled without a re-search.`,
		researched: (caller, move, value) =>
			`PVS: the re-search gives ${caller} the value of ${move}: ${value}.`
	},
	zh: {
		first: (caller, move, window) => `PVS：${caller} 用它的完整窗口 ${window} 搜索第一步 ${move}。`,
		probe: (caller, move, window, maximizing, bound) =>
			`PVS：${caller} 用零窗口 ${window} 试探 ${move}：窗口内没有任何分值，结果只说明 ${move} 是否${maximizing ? '高于' : '低于'} ${bound}。`,
		again: (caller, move, value, window, maximizing) =>
			`PVS：试探${beatZh(value, maximizing)}：${caller} 这次用 ${window} 重新搜索 ${move}，求它的真实值。`,
		beatCut: (caller, move, value, maximizing) =>
			`PVS：对 ${move} 的试探${beatZh(value, maximizing)}，已使 ${caller} 的窗口闭合：直接剪枝，不再重新搜索。`,
		settled: (caller, move, value, maximizing) =>
			`PVS：对 ${move} 的试探${maximizing ? `低出零窗口（${value} ≤ α）` : `高出零窗口（${value} ≥ β）`}：${move} 不比 ${caller} 已有的${maximizing ? '更好' : '更低'}，不必重新搜索。`,
		researched: (caller, move, value) => `PVS：重新搜索得出 ${move} 对 ${caller} 的值：${value}。`
	}
};
