import type { TraceLayout } from '$lib/player';
import type { Transform } from './camera-zoom';
import type { CardsBox, NamedCards } from './kept-way';
import { keepsFor } from './level-column';
import { EDGE, type ScreenBox } from './panel-room';

// What runs only on a phone (`CallTreeDrawing.phoneLeast` above 0), out of the desk's first view:
// it loads with the camera's moves (camera-moves.ts), which a phone's tree loads from its first
// view on (CallTreeFollow), so its level column is the same at step 0 as past it.

/** The panel's room as `namedFrame` reads it: px across, and down to `shown`. */
interface Room {
	readonly left: number;
	readonly right: number;
	readonly shown: number;
}

/**
 * On a phone, where the frame a follow takes (`to`) leaves a card of the calls the step names out
 * of the panel's room (`named.all`: their cards with the labels over them, tree units), the frame
 * that shows them all whole, with the values under them where those fit too: at `to`'s zoom,
 * panned as little as it must, where they fit it; else at the highest zoom they fit, down to
 * `named.least` (the labels' floor: issue 43, Connect Four's call and the move it tries three
 * columns off, two rows in a 232 px pane). Where they do not fit, the same for the call followed
 * and its parent (`named.near`). Null where `to` shows them whole already, or they do not fit
 * (`to` then stands).
 */
export function namedFrame(to: Transform, named: NamedCards, room: Room): Transform | null {
	const frame = (cards: CardsBox) =>
		framing(to, cards.whole, room, named.least) ?? framing(to, cards.box, room, named.least);
	if (shows(to, named.all.box, room)) return null;
	const all = frame(named.all);
	if (all || !named.near || shows(to, named.near.box, room)) return all;
	return frame(named.near);
}

/** Whether the camera at `to` shows `box` whole in `room`, a pixel of rounding allowed. */
function shows(to: Transform, box: ScreenBox, room: Room): boolean {
	return (
		box.left * to.k + to.x >= room.left - 1 &&
		box.right * to.k + to.x <= room.right + 1 &&
		box.top * to.k + to.y >= -1 &&
		box.bottom * to.k + to.y <= room.shown + 1
	);
}

/** The frame showing `box` whole nearest `to`, at `to`'s zoom or as near it as fits, down to `least`. */
function framing(to: Transform, box: ScreenBox, room: Room, least: number): Transform | null {
	const k = Math.min(
		to.k,
		(room.right - room.left) / (box.right - box.left),
		(room.shown - 2 * EDGE) / (box.bottom - box.top)
	);
	if (k < Math.min(least, to.k)) return null;
	// About the box's middle as `to` shows it, then across and down no further than brings it in.
	const x = ((box.left + box.right) / 2) * (to.k - k) + to.x;
	const y = ((box.top + box.bottom) / 2) * (to.k - k) + to.y;
	return {
		k,
		x: Math.min(room.right - box.right * k, Math.max(room.left - box.left * k, x)),
		y: Math.min(room.shown - EDGE - box.bottom * k, Math.max(EDGE - box.top * k, y))
	};
}

/** Every step down a laid-out tree (`widestStep`'s), the units between a node and its parent, once each. */
export function stepsDown(
	layout: Pick<TraceLayout, 'x' | 'levels'>,
	parent: (node: number) => number | null
): number[] {
	const steps = new Set<number>();
	for (const level of layout.levels)
		for (const node of level) {
			const above = parent(node);
			const [at, from] = [layout.x[node], above === null ? undefined : layout.x[above]];
			if (at !== undefined && from !== undefined) steps.add(Math.abs(at - from));
		}
	return [...steps];
}

/**
 * On a phone, whether a tree keeps its level column: where no step down it (a call and a child,
 * with cards `width` wide, tree units: `steps`) fits across a panel `panel` px wide only without
 * the column, at zoom `k` (the lowest a step may take the camera to, to show the calls it names).
 * Where one does (Connect Four's call and a child three columns off: 327 px, 264 beside the
 * column in a 368 px pane, 352 without, issue 43), its 96 px go to the tree for the whole run.
 */
export function keepsLevelsForSteps(
	steps: readonly number[],
	width: number,
	k: number,
	panel: number,
	right: number
): boolean {
	return steps.every((step) => keepsFor((step + width) * k, panel, right));
}

/**
 * On a phone, a game's own card at zoom `k`, a step having taken the zoom below the camera's own:
 * its labels grown to read `px` on screen (`PHONE_LABEL`), no larger than at `least` (`labelZoom`
 * at `px`; its place, width and board as they are).
 */
export function phoneCard<T extends object>(
	size: T,
	k: number,
	least: number,
	px: number
): T & { labelFloor: number } {
	return { ...size, labelFloor: px / Math.max(k, least) };
}

/** What `namedCards` reads of a step and its tree (tree units). */
export interface NamedOf {
	readonly layout: Pick<TraceLayout, 'x' | 'y'>;
	/** The cards' size at zoom 1, and the reach round the largest (`wayReach`). */
	readonly card: { readonly width: number; readonly height: number };
	readonly reach: { readonly head: number; readonly row: number; readonly foot: number };
	/** The calls the step names, the followed call's parent, the call marked current, the one tried. */
	readonly named: readonly number[];
	readonly parent: number | null;
	readonly active: number | null;
	readonly trying: number | null;
	/** `CallTreeDrawing.phoneLeast`. */
	readonly least: number;
}

/**
 * On a phone (alone, not presenting), the cards of the calls the step names, with the one followed
 * (`call`; `FollowedWay.named`: the camera keeps them whole where they fit, lower if it must), and
 * that call with the one marked current and its parent where the step names it; none for one card.
 */
export function namedCards(call: number, of: NamedOf): NamedCards | undefined {
	const { layout, named } = of;
	const calls = [call, ...named.filter((id) => id !== call)].filter(
		(id, index, all) => layout.x[id] !== undefined && all.indexOf(id) === index
	);
	if (calls.length < 2) return undefined;
	// Where they do not fit: the call followed, the one marked current and the parent named.
	const kept = [call, of.active, named.includes(of.parent ?? 0) ? of.parent : null];
	const near = calls.filter((id) => kept.includes(id));
	const all = cardsBox(calls, of);
	const fewer = near.length > 1 && near.length < calls.length;
	return { all, least: of.least, ...(fewer ? { near: cardsBox(near, of) } : {}) };
}

/**
 * The box round the cards of `calls` (tree units) with the labels over them, and `whole`, with
 * the values under them too (a tried call has none yet).
 */
function cardsBox(calls: readonly number[], of: NamedOf): CardsBox {
	const { head, row, foot } = of.reach;
	const half = of.card.height / 2;
	const at = (id: number) => ({ x: of.layout.x[id] ?? 0, y: of.layout.y[id] ?? 0 });
	const across = calls.map((id) => at(id).x);
	const under = (id: number) => (id === of.trying ? half : foot);
	const box = {
		left: Math.min(...across) - of.card.width / 2,
		right: Math.max(...across) + of.card.width / 2,
		top: Math.min(...calls.map((id) => at(id).y - (at(id).y > 0 ? row : head))),
		bottom: Math.max(...calls.map((id) => at(id).y + half))
	};
	return { box, whole: { ...box, bottom: Math.max(...calls.map((id) => at(id).y + under(id))) } };
}
