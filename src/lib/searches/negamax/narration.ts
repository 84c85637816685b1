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
	/** A call's choice on a by-call step's way back, before "to FC1": the value for the side to move. */
	chose(p: { best: string; card: string }): string;
	received(p: {
		caller: string;
		value: string;
		from: string;
		negated: string;
		best: string;
		bestFrom: string;
	}): string;
}

const list = (items: readonly string[], and: string, comma: string) =>
	items.length < 2 ? items.join('') : `${items.slice(0, -1).join(comma)}${and}${items.at(-1)}`;

const WORDS: Readonly<Record<string, NarrationWords>> = {
	en: {
		returned: (p) =>
			`${p.name} has its children's values, each for the side to move there: ${p.values}. Negamax negates them, ${p.negated}, and returns the largest, ${p.best}, from ${p.from}${p.tie ? ' (ties keep the first)' : ''}: ${p.name}'s value for ${p.side}, who moves there.`,
		chose: (p) =>
			`negated its children's values and returned the largest, ${p.best} (minimax's ${p.card})`,
		received: (p) =>
			`${p.caller} gets ${p.value} back from ${p.from} and negates it: ${p.negated}. Best so far: ${p.best}, from ${p.bestFrom}.`
	},
	zh: {
		returned: (p) =>
			`${p.name} 收到各子节点的值（各自对该处走棋一方而言）：${p.values}。负极大值把它们取反，得到 ${p.negated}，返回其中最大的 ${p.best}，来自${p.from}${p.tie ? '（相同时保留第一个）' : ''}：这是 ${p.name} 对在此走棋的 ${p.side} 而言的值。`,
		chose: (p) => `把各子节点的值取反，将其中最大的 ${p.best}（极小化极大记作 ${p.card}）`,
		received: (p) =>
			`${p.caller} 从${p.from}收到 ${p.value}，取反得 ${p.negated}。目前最好的是 ${p.best}，来自${p.bestFrom}。`
	}
};

const negate = (value: number): number => (value === 0 ? 0 : -value);

/** The value `call` returns in negamax: for the side to move at it (the trace keeps max's). */
export function ownValue(context: StepNoteContext, call: number): number {
	const value = context.trace.score(call);
	return context.trace.isMaximizing(call) ? value : negate(value);
}

/** Negamax's sentence for a searched call's return or a receive; null: the shared one. */
export function negamaxNarration(context: StepNoteContext): string | null {
	const words = WORDS[context.lang] ?? WORDS.en;
	if (words === undefined) return null;
	const { trace, kind, call } = context;
	const [and, comma] = context.lang === 'zh' ? ['和', '、'] : [' and ', ', '];
	const named = (caller: number, child: number) => context.move(caller, trace.via(child) ?? 0);
	if (kind === 'return') {
		if (trace.lastDescendant(call) === call) return null;
		const children = trace.children(call);
		const own = children.map((child) => ownValue(context, child));
		const best = ownValue(context, call);
		const from = trace.childList(call).bestUpTo(children.length - 1);
		return words.returned({
			name: context.name(call),
			values: list(
				children.map((child, at) => `${context.value(own[at] ?? 0)} (${context.name(child)})`),
				and,
				comma
			),
			negated: list(
				own.map((value) => context.value(negate(value))),
				and,
				comma
			),
			best: context.value(best),
			from: named(call, from),
			side: context.side(call),
			tie: own.filter((value) => negate(value) === best).length > 1
		});
	}
	const caller = trace.parent(call);
	if (kind !== 'receive' || caller === null) return null;
	const list_ = trace.childList(caller);
	const kept = list_.bestUpTo(list_.indexOf(call));
	const value = ownValue(context, call);
	return words.received({
		caller: context.name(caller),
		value: context.value(value),
		from: named(caller, call),
		negated: context.value(negate(value)),
		best: context.value(negate(ownValue(context, kept))),
		bestFrom: named(caller, kept)
	});
}

/**
 * A by-call step's way back in negamax's terms: each value as the call returns it, for the side
 * to move there (the receive then negates it), and a call with children choosing the largest of
 * its children's values negated, with minimax's value its card shows.
 */
export function negamaxWayBack(
	context: StepNoteContext
): { score: string; chose: string | null } | null {
	const words = WORDS[context.lang] ?? WORDS.en;
	if (words === undefined) return null;
	const { trace, call } = context;
	const score = context.value(ownValue(context, call));
	if (trace.lastDescendant(call) === call) return { score, chose: null };
	return { score, chose: words.chose({ best: score, card: context.value(trace.score(call)) }) };
}
