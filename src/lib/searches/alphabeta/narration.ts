import type { Trace, WindowRule } from '$lib/engine';
import { enterIndex, eventAt, receiveRule, windowAt } from '$lib/engine/events';
import { searchName, searchRule, takesSetting } from '$lib/engine/search-catalog';
import { windows } from '$lib/i18n/narration/windows';
import { Speaker, type NarrationOptions } from '$lib/player/narration/speaker';
import type { WindowTelling } from '$lib/player/narration/tellings';

/**
 * Alpha-beta told: each value that comes back is weighed against its caller's window, and every
 * cut says which bound came from which ancestor, why play never comes there and what it saves.
 * The same rule in symbols is the line above the tree (`ruleAt`). Every search with a window
 * brings it with its words (`WINDOW_TELLING`).
 */

/** The value against the window: "2 is below beta +∞, so beta falls to 2". */
function changeText(speaker: Speaker, rule: WindowRule): string {
	const { before, after } = rule;
	const maximizing = speaker.trace.isMaximizing(rule.caller);
	const bound =
		rule.change === 'raise-alpha'
			? before.alpha
			: rule.change === 'lower-beta'
				? before.beta
				: maximizing
					? after.alpha
					: after.beta;
	return windows[speaker.lang].change({
		change: rule.change,
		maximizing,
		value: speaker.value(rule.value),
		bound: speaker.boundValue(bound)
	});
}

/**
 * The nearest ancestor of `call` on the given side that already holds `bound` as its best
 * so far: where the bound in the window came from. Null when none does (the opening ±∞, or a
 * driver's window: its calls before are passes at the same position, not moves it chose from;
 * MTD(f)'s pass 2 on Figure 5.2 named its driver FC1 four rows up, issue 43).
 */
function holder(trace: Trace, call: number, maximizing: boolean, bound: number): number | null {
	for (let child = call, up = trace.parent(call); up !== null; child = up, up = trace.parent(up)) {
		if (trace.isMaximizing(up) !== maximizing || trace.via(child) === null) continue;
		// What `up` held before it called `child`: the best up to the sibling before it.
		const list = trace.childList(up);
		const before = list.indexOf(child) - 1;
		if (before >= 0 && trace.score(list.bestUpTo(before)) === bound) return up;
	}
	return null;
}

/**
 * ", saving 3 calls (minimax's FC9)" from the drawn tree's count; empty without one. `brief` (a
 * phone's box): without minimax's calls.
 */
function savings(speaker: Speaker, caller: number, brief = false): string {
	// The cut is every move the caller left unsearched: all of its branches.
	const cuts = speaker.drawn?.cutsOf(caller) ?? null;
	if (cuts === null) return '';
	const first = cuts.count === 1 && !brief ? cuts.first : null;
	return windows[speaker.lang].savings({ saved: cuts.saved, first });
}

/**
 * Alpha met beta: which bound came from which ancestor, why play never comes here, and
 * what the cut saves (with minimax's call number when one branch is cut); `short`: the cut and
 * what it saves alone; `briefly`: and that without minimax's call numbers.
 */
function cutText(speaker: Speaker, rule: WindowRule, short = false, briefly = false): string {
	const { trace, gameNarration } = speaker;
	const { caller, after, cut } = rule;
	const maximizing = trace.isMaximizing(caller);
	const bound = maximizing ? after.beta : after.alpha;
	const held = holder(trace, caller, !maximizing, bound);
	const t = windows[speaker.lang];
	const moves = speaker.moveList(caller, cut);
	// Under the ordered alpha-beta, a cut the order made early is told briefly, then why: the
	// narration box holds about 400 characters.
	const order = orderText(speaker, rule);
	if (order !== null || short) {
		const told = t.cutShort({
			after: speaker.bounds(after),
			moves,
			count: cut.length,
			savings: savings(speaker, caller, briefly)
		});
		return order === null || short ? told : speaker.sentences([told, order]);
	}
	return t.cut({
		after: speaker.bounds(after),
		maximizing,
		maxSide: gameNarration.sideName(speaker, true),
		minSide: gameNarration.sideName(speaker, false),
		bound: speaker.boundValue(bound),
		holder: held === null ? null : speaker.name(held),
		here: speaker.name(caller),
		moves,
		count: cut.length,
		savings: savings(speaker, caller)
	});
}

/**
 * Under the ordered alpha-beta, a cut that plain alpha-beta (the game's own order, the same
 * window) would make later or never: where the deciding move came in the order, how many moves
 * the cut skipped, and what the game's order does there. Null for any other cut.
 */
function orderText(speaker: Speaker, rule: WindowRule): string | null {
	const { trace } = speaker;
	const gameOrderAt = searchRule(trace.algorithm).gameOrderAt;
	if (gameOrderAt === undefined) return null;
	const { caller, cut } = rule;
	const tried = trace.childList(caller).count;
	const plain = gameOrderAt(trace, caller);
	if (plain.tried <= tried) return null;
	const last = trace.childList(caller).at(tried - 1);
	return windows[speaker.lang].orderMattered({
		decider: speaker.moveName(caller, trace.via(last) ?? 0),
		tried,
		moves: plain.moves,
		skipped: cut.length,
		plainTried: plain.tried
	});
}

/**
 * A trace with windows and no table, of a search that takes the order it is given (none of its
 * own): the rule line tells all it does.
 */
function isPlainAlphaBeta(trace: Trace): boolean {
	return trace.windowed && !trace.tabled && takesSetting(trace.algorithm, 'order');
}

/**
 * The alpha-beta rule at event `index`, in symbols for the line above the tree: the window a
 * call starts with, a value on its way back ("FC8 returns 2 to FC7"), or that value weighed against its
 * caller's window as the caller receives it ("2 < β → β = 2 · α 3 ≥ β 2: cut G"). Null for
 * minimax, before the start and at the root's return. `brief`: the shorter form a narrow line
 * shows (no window before; a stop told by its caller's closed window: "FC7: α 3 ≥ β 2: cut G").
 */
function ruleAt(
	trace: Trace,
	index: number,
	options: NarrationOptions,
	brief = false
): string | null {
	if (!isPlainAlphaBeta(trace) || index < 0) return null;
	const speaker = new Speaker(trace, options);
	const t = windows[speaker.lang];
	const event = eventAt(trace, index);
	if (event.kind === 'enter' || event.kind === 'try') {
		const window = windowAt(trace, event.call, enterIndex(trace, event.call));
		if (window === null) return null;
		const name = speaker.name(event.call, true);
		const span = speaker.span(window);
		if (brief && event.kind === 'enter') return t.ruleWindowBrief({ name, window: span });
		return t.ruleWindow({ name, enter: event.kind === 'enter', window: span });
	}
	const rule = receiveRule(trace, event.call);
	// A chance node weighs a value by its bounds, not its window: its note tells the arithmetic.
	if (rule === null || trace.isChance(rule.caller)) return null;
	const value = speaker.value(rule.value);
	const [name, caller] = [`FC${event.call}`, `FC${rule.caller}`];
	if (event.kind === 'return') return t.ruleReturn({ name, value, caller });
	const head = `${name} ⇒ ${caller}`;
	// The window before is shown in full, so each comparison names only the bound it tests.
	const change = t.ruleChange({
		change: rule.change,
		maximizing: trace.isMaximizing(rule.caller),
		value
	});
	const cut = rule.cut.length === 0 ? null : speaker.moveList(rule.caller, rule.cut);
	const after = speaker.bounds(rule.after);
	const equal = !rule.stops && rule.after.alpha === rule.after.beta;
	if (brief && rule.stops) return t.ruleStopBrief({ ...after, caller, cut });
	if (brief && equal) return t.ruleEqualBrief({ ...after, caller });
	if (brief) return t.ruleBrief({ head, change });
	const stop = rule.stops ? t.ruleStop({ ...after, cut }) : equal ? t.ruleEqual(after) : '';
	return t.rule({ head, window: speaker.span(rule.before), change, stop });
}

/** Alpha-beta's window told, as every search with a window brings it. */
export const WINDOW_TELLING: WindowTelling = {
	window: (speaker, window) => windows[speaker.lang].window(speaker.bounds(window)),
	receive(speaker, rule, opening, short, brief = false) {
		const w = windows[speaker.lang];
		const changed = w.changed(changeText(speaker, rule));
		if (rule.stops && rule.cut.length > 0)
			return speaker.sentences([...opening, changed, cutText(speaker, rule, short, brief)]);
		// Briefly, the bound that moved (or that none did) is all: the card draws the window.
		if (brief && !rule.stops) return speaker.sentences([...opening, changed]);
		const window = w.window(speaker.bounds(rule.after));
		return speaker.sentences([
			...opening,
			changed,
			rule.stops
				? w.nothingLeft({ window, name: speaker.name(rule.caller, true) })
				: w.windowNow(window)
		]);
	},
	pruned: (speaker, cuts, saved, total) =>
		windows[speaker.lang].prunedTotal({
			name: searchName(speaker.trace.algorithm, speaker.lang),
			cuts,
			saved,
			total
		}),
	rule: ruleAt
};
