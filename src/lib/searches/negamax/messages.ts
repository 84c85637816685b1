import type { StepNoteContext } from '$lib/engine';

/** The listing's title, by language. */
export const TITLES: Readonly<Record<string, string>> = {
	en: 'Negamax, written for any game',
	zh: '负极大值搜索（适用于任何游戏）'
};

/** What a note says: a call's value for the side to move there, and its caller negating it. */
interface NoteWords {
	scored(call: string, side: string, value: string, maxView: string): string;
	negated(caller: string, side: string, child: string, value: string, negated: string): string;
}

/** Each language's notes; `zh` spaces a Chinese sentence's values (the context's `text`). */
const NOTES: Readonly<Record<string, (zh: StepNoteContext['text']) => NoteWords>> = {
	en: () => ({
		scored: (call, side, value, maxView) =>
			`Negamax: ${call} returns ${value}, its value for ${side}, the side to move there (minimax's ${maxView}).`,
		negated: (caller, side, child, value, negated) =>
			`Negamax: at ${caller}, where ${side} moves, ${child}'s ${value} is negated and weighed as ${negated}.`
	}),
	zh: (zh) => ({
		scored: (call, side, value, maxView) =>
			zh`负极大值：${call} 返回 ${value}，这是对该处轮到走棋的 ${side} 而言的值（极小化极大记作 ${maxView}）。`,
		negated: (caller, side, child, value, negated) =>
			zh`负极大值：在 ${caller}，轮到 ${side} 走棋，${child} 的 ${value} 取反后按 ${negated} 比较。`
	})
};

/** The value `call` returns, for the side to move at it (the trace keeps the maximiser's). */
function ownValue(context: StepNoteContext, call: number): number {
	const { trace } = context;
	const value = trace.score(call);
	return trace.isMaximizing(call) ? value : negate(value);
}

const negate = (value: number): number => (value === 0 ? 0 : -value);

/** At a return, the value for the side to move; at a receive, the caller negating it. */
export function negamaxNote(context: StepNoteContext): string | null {
	const words = (NOTES[context.lang] ?? NOTES.en)?.(context.text);
	if (words === undefined) return null;
	const { trace, kind, call } = context;
	const own = ownValue(context, call);
	if (kind === 'return')
		return words.scored(
			context.name(call),
			context.side(call),
			context.value(own),
			context.value(trace.score(call))
		);
	const caller = trace.parent(call);
	if (kind !== 'receive' || caller === null) return null;
	return words.negated(
		context.name(caller),
		context.side(caller),
		context.name(call),
		context.value(own),
		context.value(negate(own))
	);
}
