import type {
	CallState,
	Move,
	Position,
	ProbeRole,
	SearchWindow,
	Trace,
	TraceEvent
} from '$lib/engine';
import { callStateAt, returnIndex, windowAt } from '$lib/engine/events';
import { probeRole } from '$lib/engine/probes';
import { searchRule } from '$lib/engine/search-catalog';
import type { GamePresenter } from '$lib/games';
import type { Lang } from '$lib/i18n/lang';
import { table } from '$lib/i18n/table';
import { view } from '$lib/i18n/view';
import { depth } from '$lib/i18n/depth';
import { asBound, boundHook, cardValue, windowLabel } from './labels';
import type { Session } from './session';
import { hitView, type HitView } from './table';

/**
 * Everything the tree view draws for one node at one step, computed here so components only
 * render: the call's state, score, window and labels, read from the trace and worded by the
 * game's presenter. Each is O(log N + depth) (a window adds O(log branching)), so a step costs
 * the same on any trace length or width.
 */

/** Where the search stands at a step, as the tree view needs it for every node. */
export interface TreeStep {
	/** The last event done (-1 before the start). */
	readonly index: number;
	readonly event: TraceEvent | null;
	readonly active: number | null;
	/** The call being tried (its `try` event is the step), drawn as the running call. */
	readonly trying: number | null;
	/** The live call stack, root to the running call. */
	readonly stack: ReadonlySet<number>;
	/** The root's line of best play, once the search is done. */
	readonly chosen: ReadonlySet<number>;
	/** The call whose window changes at this event: the receiver, or a call just started. */
	readonly windowMoved: number | null;
	/** Article 004's A–G letters are shown. */
	readonly letters: boolean;
	readonly lang: Lang;
	/** The call whose value predict mode asks: its card shows "?" where the value will be. */
	readonly asked: number | null;
}

export interface CallView {
	readonly call: number;
	readonly state: CallState;
	readonly depth: number;
	readonly position: Position;
	readonly maximizing: boolean;
	/**
	 * Drawn as a chance node (expectimax): one, worth the average of its children, or a leaf
	 * where the side to move plays at random, drawn as its level's kind (the strip's "chance").
	 */
	readonly chance: boolean;
	/** The side to move as the game names it (`X`, `max`): the `data-player` hook. */
	readonly player: string;
	/** The move into the call; null at the root. */
	readonly via: Move | null;
	/** The returned score once the call has returned; null before. */
	readonly score: number | null;
	/** The score as the game prints it ("+10", "3"), or a tree leaf's value known from the start. */
	readonly value: string;
	/**
	 * `value` as its card prints it: marked "≤"/"≥" where fail-soft made it a bound (`asBound`);
	 * "?" while predict mode asks it (`asked`).
	 */
	readonly shown: string;
	/** Predict mode asks the value this call returns, not returned yet: its card shows "?". */
	readonly asked: boolean;
	/** The value is known before the search returns it (a tree's leaf). */
	readonly valueKnown: boolean;
	/** The call stopped at the depth limit: its value is the evaluation function's estimate. */
	readonly estimated: boolean;
	/** The line that ended the game, on a finished board. */
	readonly winningLine: readonly number[] | null;
	/** The marker in the card's corner: "X▲", "▼". */
	readonly marker: string;
	/** A tree node's heading: "n9", its own name ("B"), or "C · n9" with letters; null on boards. */
	readonly heading: string | null;
	/** The name shown: the node's own (the tree form's) or its walkthrough letter; null if none. */
	readonly letter: string | null;
	/** The window at this step (alpha-beta only, once started), and as drawn. */
	readonly bounds: SearchWindow | null;
	readonly windowText: string | null;
	readonly windowChanged: boolean;
	/** The window on entry as the test hooks write it; null for minimax. */
	readonly alphaHook: string | null;
	readonly betaHook: string | null;
	readonly onPath: boolean;
	readonly chosen: boolean;
	/** The accessible name. */
	readonly label: string;
	/** A call answered from the table, once started: where its value came from; null otherwise. */
	readonly hit: HitView | null;
	/** Under a probing search (PVS), once tried: a probe or a re-search, and its mark; else null. */
	readonly probe: { readonly role: ProbeRole; readonly mark: string } | null;
}

export interface PrunedView {
	readonly node: number;
	readonly position: Position;
	readonly via: Move | null;
	readonly maximizing: boolean;
	/** The cut has happened by this step (before it, the branch looks like any call not reached). */
	readonly cut: boolean;
	readonly heading: string | null;
	readonly letter: string | null;
	/** A tree leaf's value, shown (struck through once cut); null otherwise. */
	readonly value: string | null;
	readonly label: string;
}

export interface LinkView {
	/** The node the link leads to (from its parent). */
	readonly child: number;
	/** Drawn as its call's state; a cut branch's link is pending until the cut, pruned after. */
	readonly state: CallState | 'pruned';
	readonly onPath: boolean;
	readonly trying: boolean;
	readonly chosen: boolean;
	/** The move on the link ("X→4") once it has been tried, where the game labels its links. */
	readonly label: string | null;
	/** Under a chance node: the move's probability ("1/3"), known from the start; null otherwise. */
	readonly probability: string | null;
	/** The child is a probe or a re-search (PVS): its mark takes the card's top right. */
	readonly probe: boolean;
	/** Its tag ("probe", "again"), drawn in the row over the card where links carry moves. */
	readonly probeTag: { readonly role: ProbeRole; readonly mark: string } | null;
	/** The cut mark on the link into a cut branch's top node, once the cut is made. */
	readonly cut: {
		readonly hook: string;
		readonly label: string;
		/**
		 * What the whole cut saved ("2 saved"), on its first branch's mark only: one figure per cut,
		 * where several branches cut at once (AIMA's Figure 5.2) would print theirs on each other.
		 */
		readonly saved: string | null;
	} | null;
}

/** The step as the tree view sees it: the stack, best line and moving window, found once. */
export function treeStep(
	session: Session,
	at: {
		index: number;
		event: TraceEvent | null;
		active: number | null;
		done: boolean;
		letters: boolean;
		lang: Lang;
		asked?: number | null;
	}
): TreeStep {
	const { trace } = session;
	const { event, active } = at;
	return {
		index: at.index,
		event,
		active,
		trying: event?.kind === 'try' ? event.call : null,
		stack: new Set(active === null ? [] : trace.ancestry(active)),
		chosen: new Set(at.done ? bestLine(session) : []),
		windowMoved:
			event?.kind === 'receive'
				? trace.parent(event.call)
				: event?.kind === 'enter'
					? event.call
					: null,
		letters: at.letters && session.hasLetters,
		lang: at.lang,
		asked: at.asked ?? null
	};
}

/** Each trace's line of best play, found once: it never changes. */
const bestLines = new WeakMap<Trace, readonly number[]>();

/** The calls along the root's chosen moves. */
function bestLine(session: Session): readonly number[] {
	const { trace } = session;
	const known = bestLines.get(trace);
	if (known) return known;
	const line = [1];
	for (let call = 1; ;) {
		const move = trace.bestMove(call);
		const next = move === null ? undefined : childByMove(trace, call, move);
		if (next === undefined) break;
		line.push(next);
		call = next;
	}
	bestLines.set(trace, line);
	return line;
}

/** The child `call` reached with `move`: first the one it kept, else (another order) a search. */
function childByMove(trace: Trace, call: number, move: Move): number | undefined {
	const list = trace.childList(call);
	if (list.count === 0) return undefined;
	const kept = list.bestUpTo(list.count - 1);
	if (trace.via(kept) === move) return kept;
	return list.ids.find((child) => trace.via(child) === move);
}

/** A node's name as the tree view shows it: its own, or its walkthrough letter. */
interface ShownName {
	readonly name: string;
	/** The tree form's own name (else article 004's letter, shown beside the node's number). */
	readonly own: boolean;
}

/** The node's own name, else its walkthrough letter when letters are asked for; null if neither. */
export function shownName(
	session: Session,
	position: Position,
	step: Pick<TreeStep, 'letters'>
): ShownName | null {
	const { presenter, game } = session;
	const own = presenter.nodeName?.(game, position) ?? null;
	if (own !== null) return { name: own, own: true };
	const letter = step.letters ? (presenter.letter?.(game, position) ?? null) : null;
	return letter === null ? null : { name: letter, own: false };
}

/** A card's heading from its number and shown name ("B", "A · n1", "n3"); null on a board's card. */
export function heading(number: number | null, name: ShownName | null): string | null {
	if (number === null) return null;
	if (name === null) return `n${number}`;
	return name.own ? name.name : `${name.name} · n${number}`;
}

/**
 * Whether `call` is drawn as a chance node: one, or a leaf where the side to move plays at random
 * (a search that averages over a game stating no chance nodes), drawn as its level's kind.
 */
export function drawnAsChance(trace: Trace, call: number): boolean {
	if (trace.isChance(call)) return true;
	const leaf = trace.lastDescendant(call) === call;
	return leaf && trace.averages && !trace.game.declaresChance && !trace.isMaximizing(call);
}

/** What the tree draws for `call` at `step`. */
export function callView(session: Session, call: number, step: TreeStep): CallView {
	const { trace, presenter, game } = session;
	const t = view[step.lang];
	const state = callStateAt(trace, call, step.index, step.active);
	const score = step.index >= returnIndex(trace, call) ? trace.score(call) : null;
	const position = trace.position(call);
	const via = trace.via(call);
	const leaf = trace.lastDescendant(call) === call;
	const known = leaf ? (presenter.knownValue?.(game, position) ?? null) : null;
	const name = shownName(session, position, step);
	const bounds = windowAt(trace, call, step.index);
	const alpha = trace.alpha(call);
	const beta = trace.beta(call);
	const estimated = trace.kind(call) === 'estimated';
	const described = () => presenter.describeCall(trace, call, score, step.lang);
	const hit =
		state === 'pending' || !leaf
			? null
			: hitView(trace, call, presenter.value(trace.score(call)), step.lang);
	const value =
		score !== null
			? cardValue(presenter, trace, call, step.lang)
			: known === null
				? ''
				: presenter.value(known);
	const asked = call === step.asked && score === null;
	const chance = trace.isChance(call);
	const chanceLevel = drawnAsChance(trace, call);
	const role = state === 'pending' && call !== step.trying ? null : probeRole(trace, call);
	const probe =
		role === null ? null : { role, mark: role === 'probe' ? t.probeMark : t.researchMark };
	const own =
		state === 'pending'
			? t.notStarted(call)
			: estimated
				? depth[step.lang].estimatedLabel(described(), trace.plies(call))
				: described();
	const nodeLabel = chance ? chanceLabel(session, call, own, step.lang) : own;
	const label =
		role === null
			? nodeLabel
			: `${nodeLabel}${t.listSeparator}${role === 'probe' ? t.probeLabel : t.researchLabel}`;
	return {
		call,
		state,
		depth: trace.depth(call),
		position,
		maximizing: trace.isMaximizing(call),
		chance: chanceLevel,
		player: trace.player(call),
		via,
		score,
		value,
		shown: asked ? '?' : score === null ? value : asBound(trace, call, value),
		asked,
		valueKnown: score === null && known !== null,
		estimated,
		winningLine: leaf ? (presenter.winningLine?.(game, position, via) ?? null) : null,
		marker: presenter.marker(game, position, chanceLevel),
		heading: heading(presenter.nodeNumber?.(game, position) ?? null, name),
		letter: name?.name ?? null,
		bounds,
		windowText: bounds === null ? null : windowLabel(presenter, bounds, trace),
		windowChanged: call === step.windowMoved,
		alphaHook: alpha === null ? null : boundHook(alpha),
		betaHook: beta === null ? null : boundHook(beta),
		onPath: step.stack.has(call),
		chosen: step.chosen.has(call),
		label: hit === null ? label : table[step.lang].hitLabel(label, hit.origin),
		hit,
		probe
	};
}

/** What the tree draws for a node of a branch alpha-beta cut, at `step`. */
export function prunedView(session: Session, node: number, step: TreeStep): PrunedView {
	const { drawn, presenter, game } = session;
	const t = view[step.lang];
	const position = drawn.position(node);
	const via = drawn.via(node);
	const branch = drawn.branchOf(node);
	const cut = step.index >= (branch?.cutAt ?? Infinity);
	const name = shownName(session, position, step);
	const known = presenter.knownValue?.(game, position) ?? null;
	// The description carries the node's own name; a walkthrough letter is added here.
	const what = presenter.describeUnsearched(game, position, via ?? 0, step.lang);
	const named = name === null || name.own ? what : t.withLetter(what, name.name);
	return {
		node,
		position,
		via,
		maximizing: drawn.isMaximizing(node),
		cut,
		heading: heading(presenter.nodeNumber?.(game, position) ?? null, name),
		letter: name?.name ?? null,
		value: known === null ? null : presenter.value(known),
		label: !cut || branch === null ? t.notReached(named) : t.prunedBy(named, branch.parent)
	};
}

/** A chance node's accessible name: the probability of each move, or of every move alike. */
function chanceLabel(session: Session, call: number, own: string, lang: Lang): string {
	const weights = session.trace.chanceWeights(call) ?? [];
	const first = weights[0];
	const t = view[lang];
	if (first !== undefined && weights.every((weight) => weight.equals(first)))
		return t.chanceLabel(own, weights.length);
	return t.chanceWeightedLabel(own, weights.map(String).join(', '));
}

/** What the tree draws for the link into `child` at `step`. */
export function linkView(session: Session, child: number, step: TreeStep): LinkView {
	const { drawn, presenter, trace } = session;
	const t = view[step.lang];
	const branch = drawn.branchOf(child);
	const cutDone = branch !== null && step.index >= branch.cutAt;
	const cuts = branch && drawn.cutsOf(branch.parent);
	const state =
		branch === null
			? callStateAt(trace, child, step.index, step.active)
			: cutDone
				? 'pruned'
				: 'pending';
	const tried =
		branch === null && (child === step.trying || (step.index >= 0 && state !== 'pending'));
	const probeRoleNow = branch === null && tried ? probeRole(trace, child) : null;
	return {
		child,
		state,
		onPath: step.stack.has(child),
		trying: child === step.trying,
		chosen: step.chosen.has(child),
		label: tried ? linkLabel(trace, child, presenter, step.lang) : null,
		probability: drawn.probability(child),
		probe: probeRoleNow !== null,
		probeTag:
			probeRoleNow === null
				? null
				: {
						role: probeRoleNow,
						mark: probeRoleNow === 'probe' ? t.probeMark : t.researchMark
					},
		cut:
			cutDone && branch.top === child
				? {
						hook: branch.hook,
						label: t.cutBy(branch.parent, branch.saved),
						saved:
							cuts === null || cuts.first === branch.minimaxCall
								? t.savedMark(cuts?.saved ?? branch.saved)
								: null
					}
				: null
	};
}

/**
 * A link's label: the move the game writes (where it labels links), or, for a call reached by no
 * move (an iteration under its driver), its search's own label.
 */
export function linkLabel(
	trace: Trace,
	child: number,
	presenter: GamePresenter,
	lang: Lang
): string | null {
	if (trace.via(child) === null && trace.parent(child) !== null)
		return searchRule(trace.algorithm).linkLabel?.(trace, child, lang) ?? null;
	return presenter.labelsLinks ? presenter.linkLabel(trace, child) : null;
}
