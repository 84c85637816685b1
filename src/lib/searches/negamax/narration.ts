import type { StepNoteContext } from '$lib/engine';

/**
 * Negamax's own sentences for what it computes differently from minimax: a call's return (the
 * negated child values, the largest of them) and a caller receiving a value (negated at once).
 * Each value is the one the listing holds: for the side to move at its call. The tree's cards
 * keep minimax's values (for max), so the lesson can set negamax beside the other searches; the
 * note beside this says how the two relate. Leaves, tries and starts keep the shared narration.
 */

interface NarrationWords {
	returned(p: {
		name: string;
		values: string;
		negated: string;
		best: string;
		from: string;
		side: string;
		tie: boolean;
	}): string;
	/** A value a call returns, for the side to move there, beside the card's (minimax's). */
	returns(p: { own: string; card: string }): string;
	/** A call's choice on a by-call step's way back, before "to FC1": the value for the side to move. */
	chose(p: { best: string; card: string }): string;
	received(p: { caller: string; value: string; from: string; negated: string }): string;
	/** The running best once a value is received (`weighs`): for the side to move, negated. */
	bestSoFar(p: { best: string; from: string }): string;
}

type Text = StepNoteContext['text'];

/** Its words in each language; `zh` spaces a Chinese sentence's values (the context's `text`). */
const WORDS: Readonly<Record<string, (zh: Text) => NarrationWords>> = {
	en: () => ({
		returned: (p) =>
			`${p.name} has its children's values in the order searched, each for the side to move there: ${p.values}. Negamax negates them, ${p.negated}, and returns the largest, ${p.best}, from ${p.from}${p.tie ? ' (ties keep the first)' : ''}: ${p.name}'s value for ${p.side}, who moves there.`,
		returns: (p) => `${p.own} (minimax's ${p.card})`,
		chose: (p) =>
			`negated its children's values and returned the largest, ${p.best} (minimax's ${p.card})`,
		received: (p) =>
			`${p.caller} gets ${p.value} back from ${p.from} and negates it: ${p.negated}.`,
		bestSoFar: (p) => `Best so far: ${p.best}, from ${p.from}.`
	}),
	zh: (zh) => ({
		returned: (p) =>
			zh`${p.name} 按搜索顺序收到各子节点的值（各自对该处走棋一方而言）：${p.values}。负极大值把它们取反，得到 ${p.negated}，返回其中最大的 ${p.best}，来自${p.from}${p.tie ? '（相同时保留第一个）' : ''}：这是 ${p.name} 对在此走棋的 ${p.side} 而言的值。`,
		returns: (p) => zh`${p.own}（极小化极大记作 ${p.card}）`,
		chose: (p) => zh`把各子节点的值取反，将其中最大的 ${p.best}（极小化极大记作 ${p.card}）`,
		received: (p) => zh`${p.caller} 从${p.from}收到 ${p.value}，取反得 ${p.negated}。`,
		bestSoFar: (p) => zh`目前最好的是 ${p.best}，来自${p.from}。`
	})
};

/** Negamax's words in the context's language; null where it has none. */
function wordsOf(context: StepNoteContext): NarrationWords | null {
	return (WORDS[context.lang] ?? WORDS.en)?.(context.text) ?? null;
}

const negate = (value: number): number => (value === 0 ? 0 : -value);

/** The value `call` returns in negamax: for the side to move at it (the trace keeps max's). */
export function ownValue(context: StepNoteContext, call: number): number {
	const value = context.trace.score(call);
	return context.trace.isMaximizing(call) ? value : negate(value);
}

/** Negamax's sentence for a searched call's return or a receive; null: the shared one. */
export function negamaxNarration(context: StepNoteContext): string | null {
	const words = wordsOf(context);
	if (words === null) return null;
	const { trace, kind, call } = context;
	const named = (caller: number, child: number) => context.move(caller, trace.via(child) ?? 0);
	if (kind === 'return') {
		if (trace.lastDescendant(call) === call) return null;
		const children = trace.children(call);
		const own = children.map((child) => ownValue(context, child));
		const best = ownValue(context, call);
		const from = trace.childList(call).bestUpTo(children.length - 1);
		return words.returned({
			name: context.name(call),
			// The values alone, as the cards stand left to right: the narration names no child, seven
			// on Connect Four lying wider than the desk's pane at the 12 px floor (issue 43).
			values: context.list(own.map((value) => context.value(value))),
			negated: context.list(own.map((value) => context.value(negate(value)))),
			best: context.value(best),
			from: named(call, from),
			side: context.side(call),
			tie: own.filter((value) => negate(value) === best).length > 1
		});
	}
	const caller = trace.parent(call);
	if (kind !== 'receive' || caller === null) return null;
	const value = ownValue(context, call);
	return words.received({
		caller: context.name(caller),
		value: context.value(value),
		from: named(caller, call),
		negated: context.value(negate(value))
	});
}

/**
 * The running best a receive's caller holds once it has the value (`SearchRule.weighs`), for the
 * side to move there: told after the receive, a part predict mode leaves out while that caller's
 * value is asked.
 */
export function negamaxWeighs(context: StepNoteContext): string | null {
	const words = wordsOf(context);
	const { trace, kind, call } = context;
	const caller = trace.parent(call);
	if (words === null || kind !== 'receive' || caller === null) return null;
	const list = trace.childList(caller);
	const kept = list.bestUpTo(list.indexOf(call));
	return words.bestSoFar({
		best: context.value(negate(ownValue(context, kept))),
		from: context.move(caller, trace.via(kept) ?? 0)
	});
}

/**
 * The value a finished position, a leaf or an estimate returns in negamax's terms where it differs
 * from the card's (min moves there): for the side to move, with minimax's beside it.
 */
export function negamaxReturned(
	context: StepNoteContext,
	shown: (value: number) => string
): string | null {
	const words = wordsOf(context);
	const own = ownValue(context, context.call);
	const card = context.trace.score(context.call);
	if (words === null || own === card) return null;
	return words.returns({ own: shown(own), card: shown(card) });
}

/**
 * A by-call step's way back in negamax's terms: each value as the call returns it, for the side
 * to move there (the receive then negates it), and a call with children choosing the largest of
 * its children's values negated, with minimax's value its card shows.
 */
export function negamaxWayBack(
	context: StepNoteContext
): { score: string; chose: string | null } | null {
	const words = wordsOf(context);
	if (words === null) return null;
	const { trace, call } = context;
	const score = context.value(ownValue(context, call));
	if (trace.lastDescendant(call) === call) return { score, chose: null };
	return { score, chose: words.chose({ best: score, card: context.value(trace.score(call)) }) };
}
