import { formatCount } from '$lib/engine/format';
import { lazyCatalog } from '../catalog';
import { chineseOf } from '../languages';
import { ORDINALS, count, upper } from './english';

/**
 * Alpha-beta in words: windows, the value weighed against its caller's window, cuts with who
 * holds the bound and what they save, and the rule line above the tree in symbols.
 */

/** A bound pair, formatted: alpha and beta as the values read. */
export interface Bounds {
	readonly alpha: string;
	readonly beta: string;
	/** How a closed window compares them: "≥" (the default rule) or ">" (`cut=gt`). */
	readonly closed?: '≥' | '>';
}

/** How a value changed its caller's window (`keep` split by the caller's side). */
export type WindowChange = 'raise-alpha' | 'lower-beta' | 'keep';

interface ChangeParams {
	readonly change: WindowChange;
	readonly maximizing: boolean;
	readonly value: string;
	/** The bound the value was weighed against. */
	readonly bound: string;
}

interface OrderParams {
	/** The move whose value made alpha meet beta, named. */
	readonly decider: string;
	/** Moves tried before the cut, that one included, and the position's moves in all. */
	readonly tried: number;
	readonly moves: number;
	readonly skipped: number;
	/** Moves plain alpha-beta tries at the same call, with the same window. */
	readonly plainTried: number;
}

/** "first" to "eighth", then "number 9": the place of a move tried (1-based). */
const ordinalEn = (n: number): string => ORDINALS[n - 1] ?? `number ${n}`;

interface CutParams {
	readonly after: Bounds;
	/** The caller maximises: the bound that stops it is beta, held by the min side. */
	readonly maximizing: boolean;
	readonly maxSide: string;
	readonly minSide: string;
	/** The other side's bound, and the call that holds it (null: the opening ±∞). */
	readonly bound: string;
	readonly holder: string | null;
	readonly here: string;
	readonly moves: string;
	readonly count: number;
	readonly savings: string;
}

function changeEn({ change, maximizing, value, bound }: ChangeParams): string {
	if (change === 'raise-alpha')
		return `${value} is above alpha ${bound}, so alpha rises to ${value}`;
	if (change === 'lower-beta') return `${value} is below beta ${bound}, so beta falls to ${value}`;
	return maximizing
		? `${value} is not above alpha ${bound}, so the window stays`
		: `${value} is not below beta ${bound}, so the window stays`;
}

const en = {
	window: (w: Bounds) => `alpha = ${w.alpha}, beta = ${w.beta}`,
	/** The value against the window: "2 is below beta +∞, so beta falls to 2". */
	change: changeEn,
	changed: (change: string) => `${upper(change)}.`,
	windowNow: (window: string) => `Window now: ${window}.`,
	/** Alpha met beta after the caller's last child: no cut, and the sentence says so (V23 N2). */
	nothingLeft: (p: { window: string; name: string }) =>
		`Window now: ${p.window}. Alpha ≥ beta, but ${p.name} has no child left to cut.`,
	/** Alpha met beta: which bound came from where, why play never comes here, what is cut. */
	cut: (p: CutParams) => {
		const at = p.holder === null ? 'higher up' : `at ${p.holder}`;
		const here = `here at ${p.here}`;
		const why = p.maximizing
			? `${p.minSide} can already hold the score to ${p.bound} ${at}, and ${here} ${p.maxSide} gets at least ${p.after.alpha}, so ${p.minSide} gains nothing by letting play come here`
			: `${p.maxSide} can already get ${p.bound} ${at}, and ${here} ${p.minSide} can hold it to ${p.after.beta} or less, so ${p.maxSide} gains nothing by coming here`;
		const what = `${p.moves} ${p.count === 1 ? 'is' : 'are'} pruned`;
		return `Now alpha ${p.after.alpha} ${p.after.closed ?? '≥'} beta ${p.after.beta}: ${why}. So ${what}${p.savings}.`;
	},
	/** What a cut saved; `first` is minimax's first call cut, named when one branch is cut. */
	savings: (p: { saved: number; first: number | null }) => {
		const fc =
			p.first === null
				? ''
				: p.saved === 1
					? ` (minimax's FC${p.first})`
					: ` (minimax's FC${p.first}–FC${p.first + p.saved - 1})`;
		return `, saving ${count(p.saved, 'call')}${fc}`;
	},
	/** A cut told briefly, when the order's sentence follows it and the box has room for little else. */
	cutShort: (p: { after: Bounds; moves: string; count: number; savings: string }) =>
		`Now alpha ${p.after.alpha} ${p.after.closed ?? '≥'} beta ${p.after.beta}: ${p.moves} ${p.count === 1 ? 'is' : 'are'} pruned${p.savings}.`,
	/**
	 * A cut under the ordered alpha-beta that came sooner than the game's own order gives it:
	 * where the deciding move came, what was skipped, and what plain alpha-beta does there.
	 */
	orderMattered: (p: OrderParams) =>
		`Order made this cut early: ${p.decider} came ${ordinalEn(p.tried)} of ${p.moves}, skipping ${formatCount(p.skipped)}; the game's own order, same window, ${p.plainTried >= p.moves ? `tries all ${p.moves} here and cuts none` : `tries ${p.plainTried} here before it stops`}.`,
	/** What alpha-beta saved over the whole search; `saved` 0 when the drawn tree is unknown. */
	prunedTotal: (p: { name: string; cuts: number; saved: number; total: number }) =>
		`${upper(p.name)} pruned ${count(p.cuts, 'branch', 'branches')}${p.saved > 0 ? `, saving ${formatCount(p.saved)} of minimax's ${formatCount(p.total)} calls` : ''}.`,

	// The rule line above the tree, in symbols.
	ruleWindow: (p: { name: string; enter: boolean; window: string }) =>
		`${p.name} ${p.enter ? 'starts with' : 'will get'} window ${p.window}`,
	ruleChange: (p: { change: WindowChange; maximizing: boolean; value: string }) =>
		p.change === 'raise-alpha'
			? `${p.value} > α → α = ${p.value}`
			: p.change === 'lower-beta'
				? `${p.value} < β → β = ${p.value}`
				: p.maximizing
					? `${p.value} ≤ α → no change`
					: `${p.value} ≥ β → no change`,
	ruleStop: (p: Bounds & { cut: string | null }) =>
		` · α ${p.alpha} ${p.closed ?? '≥'} β ${p.beta}: ${p.cut === null ? 'nothing left' : `cut ${p.cut}`}`,
	/** Under `cut=gt`, a window that would close under the default rule: no cut on equality. */
	ruleEqual: (p: Bounds) => ` · α ${p.alpha} = β ${p.beta}: no cut (only α > β cuts)`,
	rule: (p: { head: string; window: string; change: string; stop: string }) =>
		`${p.head} ${p.window}: ${p.change}${p.stop}`,
	/** A value on its way back: the caller weighs it at the next event, not this one. */
	ruleReturn: (p: { name: string; value: string; caller: string }) =>
		`${p.name} returns ${p.value} to ${p.caller}`,
	// The rule line shorter, where it does not fit its room whole (a laptop's column beside the
	// tally): no window before; at a stop, the caller's closed window and what it cuts alone.
	ruleWindowBrief: (p: { name: string; window: string }) => `${p.name}: window ${p.window}`,
	ruleBrief: (p: { head: string; change: string }) => `${p.head}: ${p.change}`,
	ruleStopBrief: (p: Bounds & { caller: string; cut: string | null }) =>
		`${p.caller}: α ${p.alpha} ${p.closed ?? '≥'} β ${p.beta}: ${p.cut === null ? 'nothing left' : `cut ${p.cut}`}`,
	ruleEqualBrief: (p: Bounds & { caller: string }) =>
		`${p.caller}: α ${p.alpha} = β ${p.beta}: no cut (only α > β cuts)`
};

export type WindowsMessages = typeof en;

export const windows = lazyCatalog(en, () => chineseOf('windows'));
