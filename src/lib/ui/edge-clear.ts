import { reachOfBar, type DrawnReach } from './bar-reach';
import type { Transform } from './camera-zoom';
import type { ScreenBox } from './panel-room';
import { clearingMoves, crosses } from './row-clear';
import type { Span } from './toolbar-clear';

/**
 * Side by side the zoom buttons stand beside the panel, not over it: what lies across the
 * panel's edge is cut there (issue 43: Connect Four's window "[−3, −15]" read "[−3, −1", a cut
 * card's "not searched" read "not searc"). The camera moves across so that no text lies across
 * an edge: each is whole in the panel or out of it. Plain arithmetic on boxes, so it is pinned
 * without a browser.
 */

/** The air kept between a text and the edge it was moved clear of, px. */
export const EDGE_AIR = 2;

/** Where texts are cut across, px in the panel: the level column's side (or the panel's left), and its right. */
export interface Edges {
	readonly left: number;
	readonly right: number;
}

/**
 * A box the rule keeps whole in the panel or out of it: a text, at both edges; presenting, a
 * card (`leftOnly`), at the level column's side only (issue 43, N11: FC11's border lay under the
 * column, its texts whole), where the tree reaches on past the right edge as its panel's border cuts it.
 */
export interface EdgeBox extends ScreenBox {
	readonly leftOnly?: boolean;
}

/** What the rule reads of the panel: its edges, the room across (px) and the height shown. */
export interface EdgePanel {
	readonly edges: Edges;
	readonly room: Span;
	readonly height: number;
}

/**
 * The pan `to` moved across, as little as it can and by `most` px at most, so that no text
 * (`texts`, boxes in tree units; those level with the panel's `height` count) lies across an
 * edge of `panel`, each span of `keep` (what the framing keeps in view: the call followed, its
 * way, the root) that lay in its room still lying in it. Where no such move clears them all,
 * the one that leaves the fewest across; `to` as it was where none leaves fewer. Of moves that
 * leave as few, the one that ends nearest `shown` (the pan on screen, px): no more travel than
 * the framing's own. Only pans another rule `allowed` (no text under the zoom buttons).
 */
export function clearOfEdges(
	to: Transform,
	texts: readonly EdgeBox[],
	keep: readonly Span[],
	panel: EdgePanel,
	most: number,
	shown = to.x,
	allowed: (at: Transform) => boolean = () => true
): Transform {
	const { edges, room, height } = panel;
	const level = texts.filter(
		(text) => text.top * to.k + to.y < height && text.bottom * to.k + to.y > 0
	);
	const across = (box: Span, dx: number) => ({
		left: box.left * to.k + to.x + dx,
		right: box.right * to.k + to.x + dx
	});
	const edgesOf = (box: EdgeBox) => (box.leftOnly ? [edges.left] : [edges.left, edges.right]);
	const cut = (dx: number) => {
		let count = 0;
		for (const text of level) {
			const at = across(text, dx);
			for (const edge of edgesOf(text)) if (crosses(at.left, at.right, edge)) count++;
		}
		return count;
	};
	const now = cut(0);
	if (now === 0) return to;
	const inRoom = (span: Span, dx: number) => {
		const at = across(span, dx);
		return at.left >= room.left - 1 && at.right <= room.right + 1;
	};
	const kept = keep.filter((span) => inRoom(span, 0));
	// Each text just inside or just past each edge: the moves that can clear it.
	const moves = level.flatMap((text) => {
		const at = across(text, 0);
		return clearingMoves(at.left, at.right, edgesOf(text), EDGE_AIR);
	});
	// Of those that leave as few across, the one nearest where the camera is (`shown`).
	const travel = (dx: number) => Math.abs(to.x + dx - shown);
	let best: { dx: number; count: number } | null = null;
	for (const dx of moves) {
		if (Math.abs(dx) > most || !kept.every((span) => inRoom(span, dx))) continue;
		const count = cut(dx);
		const better =
			best === null
				? count < now
				: count < best.count || (count === best.count && travel(dx) < travel(best.dx));
		if (better && allowed({ ...to, x: to.x + dx })) best = { dx, count };
	}
	return best ? { ...to, x: to.x + best.dx } : to;
}

/**
 * `clearOfEdges` for a drawn tree, reading the page (`read`: the texts drawn, those of the nodes
 * `level` and the links' marks) only where its layout (`drawing`) reaches within `most` px of an
 * edge on the panel's `height` px: elsewhere `to` as it is, and nothing read.
 */
export function clearOfDrawnEdges(
	to: Transform,
	drawing: DrawnReach,
	panel: EdgePanel,
	keep: readonly Span[],
	most: number,
	read: (level: ReadonlySet<number>) => EdgeBox[],
	shown = to.x,
	allowed?: (at: Transform) => boolean
): Transform {
	const [top, bottom] = [-to.y / to.k, (panel.height - to.y) / to.k];
	const near = [panel.edges.left, panel.edges.right].map((edge) =>
		reachOfBar(drawing, {
			left: (edge - most - to.x) / to.k,
			right: (edge + most - to.x) / to.k,
			top,
			bottom
		})
	);
	if (!near.some((reach) => reach.meets)) return to;
	const level = new Set(near.flatMap((reach) => [...reach.level]));
	return clearOfEdges(to, read(level), keep, panel, most, shown, allowed);
}

/** A box turned on its side: across becomes down, so the rule across serves up and down. */
const turned = (box: ScreenBox): ScreenBox => ({
	left: box.top,
	right: box.bottom,
	top: box.left,
	bottom: box.right
});
const turnedPan = (at: Transform): Transform => ({ x: at.y, y: at.x, k: at.k });

/** What the rule up and down reads of the panel: its foot as shown (px) and its room across. */
export interface FootPanel {
	/** Where the panel is cut below: its foot, or the screen's where the page runs on past it. */
	readonly foot: number;
	/** Where the tree is seen across (px): the level column hides the rest. */
	readonly across: Span;
}

/**
 * `clearOfEdges` up and down on a phone (issue 43: the leaves' values cut at the screen's foot,
 * a root's name at the panel's top; presenting, row-clear.ts keeps the rows a step speaks of): the pan `to` moved up or down, by `most` px at most, so
 * that no text (`texts`, those seen across, tree units) lies across the panel's top or its `foot`, each span of `keep` (the rows the
 * framing keeps: the call followed, its way; tree units, top and bottom as `left` and `right`)
 * that lay between them still there. Of moves that leave as few across, the one ending nearest
 * `shown` (the pan on screen).
 */
export function clearOfTopAndFoot(
	to: Transform,
	texts: readonly ScreenBox[],
	keep: readonly Span[],
	panel: FootPanel,
	most: number,
	shown = to.y
): Transform {
	const down = { left: 0, right: panel.foot };
	const moved = clearOfEdges(
		turnedPan(to),
		texts.map(turned),
		keep,
		{ edges: down, room: down, height: Number.POSITIVE_INFINITY },
		most,
		shown
	);
	return moved.x === to.y ? to : { ...to, y: moved.x };
}

/**
 * `clearOfTopAndFoot` for a drawn tree, reading the page (`read`: the texts of the nodes `level`, and
 * the links' marks) only where its layout (`drawing`) reaches within `most` px of the panel's
 * top or foot: elsewhere `to` as it is, and nothing read.
 */
export function clearOfDrawnTopAndFoot(
	to: Transform,
	drawing: DrawnReach,
	panel: FootPanel,
	keep: readonly Span[],
	most: number,
	read: (level: ReadonlySet<number>) => ScreenBox[],
	shown = to.y
): Transform {
	const [left, right] = [(panel.across.left - to.x) / to.k, (panel.across.right - to.x) / to.k];
	const near = [0, panel.foot].map((edge) =>
		reachOfBar(drawing, {
			left,
			right,
			top: (edge - most - to.y) / to.k,
			bottom: (edge + most - to.y) / to.k
		})
	);
	if (!near.some((reach) => reach.meets)) return to;
	const level = new Set(near.flatMap((reach) => [...reach.level]));
	return clearOfTopAndFoot(to, read(level), keep, panel, most, shown);
}

/** The attribute that keeps a text across a panel's edge from being drawn (TreeCanvas's style). */
export const PAST_EDGE = 'data-past-edge';

/**
 * Where no pan clears every text (two dense rows, a told call framed apart from its parent), each
 * text of `group` the camera leaves across an edge of `panel` (px on screen: the level column's
 * side or the panel's left, its right, top and foot) is not drawn: whole in the panel or not
 * there, never cut (issue 43). A cut card's tag (`.tag`, a word a line) goes with all its lines:
 * "searched" alone, or "not", says less or the opposite. A board's marks (`.glyph`) are a picture,
 * cut as their card is: drawn as they are. `cards` (alone beside the level column, labels at a
 * floor: presenting or at a desk): a card across the column's side or the panel's top is not drawn
 * either (a call's, `data-call`, or a pruned node's, `data-node`), its texts, window and marks with
 * it (V23 N11: FC11's border lay under the column, its texts whole; issue 43: at a desk, where
 * Figure 5.2's rows do not all fit, MTD(f)'s driver FC1 drawn in part at the top), nor anything
 * drawn for it outside its group (`data-of`: the edge into it, the move, probability, probe's tag
 * and cut mark on that edge, a hit's tag or fold badge under it), which would speak of a card not
 * there, nor a cut's scissors across the column's side or the panel's top, cut as a card would
 * be. Across the panel's foot a card goes too, as at its top (issue 43: at a desk Figure 5.2's
 * FC8 drawn at the foot with its name, its value "≤ 3" hidden; presenting, whose row rule reads
 * texts, the article board's empty FC8 cut 1.8 px under alpha-beta). Across the top or foot,
 * and at a desk (`desk`) across the column's side, the edge into the card stays, with what is on
 * it, and the tree runs on through the card's place past that edge (`RunOn`; issue 43: at a desk the
 * edges out of a card hidden across the column began at its side, under nothing, and its parent
 * lost the edge to it); what is under the card goes. A cut's marks and what it saved go
 * together (`wholeCut`): where one goes (with its card, across the column or the top, past the
 * panel's left beside its figure) or its figure goes (across an edge, or out of the panel), all
 * go. `right` (side by side, presenting): a card across the panel's right edge goes too, as at
 * the column's side (issue 43: minimax's FC9 at the result, its border drawn, "X▲" hidden).
 * `panel` null (no edge cuts: a phone, the buttons over the panel): all drawn.
 */
export function markPastEdges(
	group: Element,
	panel: ScreenBox | null,
	cards = false,
	desk = false,
	right = false
): RunOn {
	// What is drawn past an edge: found whole, then marked, and nothing else marked.
	const past = new Set<Element>();
	const runOn = { top: [] as number[], foot: [] as number[], side: [] as number[] };
	if (panel) {
		// The cards across the level column's side, the panel's top or foot, by node (those across
		// the top or foot, and at a desk the side, in `runOn` too); the cuts not drawn, by parent.
		const hidden = new Set<string>();
		const cuts = new Set<string>();
		if (cards)
			for (const card of group.querySelectorAll('rect.card')) {
				const at = card.getBoundingClientRect();
				const node = card.parentElement;
				const top = crosses(at.top, at.bottom, panel.top);
				const bottom = !top && crosses(at.top, at.bottom, panel.bottom);
				const side =
					crosses(at.left, at.right, panel.left) ||
					(right && crosses(at.left, at.right, panel.right));
				if (!node || at.width === 0 || !(top || bottom || side)) continue;
				past.add(node);
				const id = node.getAttribute('data-call') ?? node.getAttribute('data-node');
				if (id === null) continue;
				hidden.add(id);
				// Presenting, the column's side keeps V23's rule: the edge into the card goes too.
				const runs = top ? 'top' : bottom ? 'foot' : desk ? 'side' : null;
				if (runs) runOn[runs].push(Number(id));
			}
		const runs = new Set([...runOn.top, ...runOn.foot, ...runOn.side].map(String));
		for (const mark of group.querySelectorAll(CUT))
			if (cutAtEdge(mark, panel, cards) || figureOut(mark, panel)) cuts.add(cutOf(mark));
		for (const part of group.querySelectorAll('text, [data-of]')) {
			const of = part.getAttribute('data-of') ?? '';
			if (hidden.has(of) && (!runs.has(of) || part.matches(UNDER))) past.add(part);
			else if (part.matches('text') && !part.closest('.glyph') && across(part, panel)) {
				const mark = part.closest(CUT);
				if (mark) cuts.add(cutOf(mark));
				else for (const line of wholeTag(part)) past.add(line);
			}
		}
		const gone = new Set([...hidden].filter((id) => !runs.has(id)));
		for (const mark of wholeCut(group, gone, cuts)) past.add(mark);
	}
	for (const part of new Set([...group.querySelectorAll(`[${PAST_EDGE}]`), ...past]))
		if (part.hasAttribute(PAST_EDGE) !== past.has(part)) part.toggleAttribute(PAST_EDGE);
	return runOn;
}

/**
 * The cards `markPastEdges` leaves undrawn across the panel's top, across its foot and (at a desk)
 * across the level column's side, by node: the tree's renderer carries the links that meet them
 * on through their place, past that edge or under the column (issue 43: where MTD(f)'s driver was
 * hidden at the top, the edges to its children met in mid-air under it).
 */
export interface RunOn {
	readonly top: readonly number[];
	readonly foot: readonly number[];
	readonly side: readonly number[];
}

/** What is drawn under a card, not on the edge into it: a hit's tag, a fold badge. */
const UNDER = '.hit-tag, .fold';

/** Whether a text drawn lies across an edge of `panel`. */
function across(text: Element, panel: ScreenBox): boolean {
	const at = text.getBoundingClientRect();
	return (
		at.width > 0 &&
		(crosses(at.left, at.right, panel.left) ||
			crosses(at.left, at.right, panel.right) ||
			crosses(at.top, at.bottom, panel.top) ||
			crosses(at.top, at.bottom, panel.bottom))
	);
}

/** A cut's mark: its scissors on a pruned branch, with its figure of what it saved where written. */
const CUT = '.cut[data-pruned]';

/** The cut a mark belongs to: its parent's node, its hook's "parent" of "parent:move". */
const cutOf = (mark: Element): string => mark.getAttribute('data-pruned')?.split(':')[0] ?? '';

/**
 * Whether a cut mark is cut by an edge of `panel`: where cards are whole or not there (`cards`),
 * its scissors (its lines) across the level column's side or the panel's top, as a card; anywhere,
 * its scissors past the panel's left while its figure stands beside them, the figure alone in
 * sight (issue 43: on a phone, "2 saved" at the panel's left, its scissors off it).
 */
function cutAtEdge(mark: Element, panel: ScreenBox, cards: boolean): boolean {
	const lines = [...mark.querySelectorAll('line')].map((line) => line.getBoundingClientRect());
	if (lines.length === 0 || lines.every((line) => line.width === 0)) return false;
	const [left, right] = [
		Math.min(...lines.map((at) => at.left)),
		Math.max(...lines.map((at) => at.right))
	];
	const [top, bottom] = [
		Math.min(...lines.map((at) => at.top)),
		Math.max(...lines.map((at) => at.bottom))
	];
	if (cards && (crosses(left, right, panel.left) || crosses(top, bottom, panel.top))) return true;
	return right <= panel.left + 1 && mark.querySelector('text') !== null;
}

/**
 * Whether a cut mark's figure ("2 saved") lies wholly out of `panel` (under the level column, past
 * its right, top or foot): its scissors in sight would stand without it, and come back as the
 * figure went on past the edge it was hidden across (issue 43: dragged right, Figure 5.2's n9's
 * scissors at the panel's right, "2 saved" past it).
 */
function figureOut(mark: Element, panel: ScreenBox): boolean {
	const figure = mark.querySelector(':scope > text');
	const at = figure?.getBoundingClientRect();
	if (!at || at.width === 0) return false;
	return (
		at.right <= panel.left + 1 ||
		at.left >= panel.right - 1 ||
		at.bottom <= panel.top + 1 ||
		at.top >= panel.bottom - 1
	);
}

/**
 * The cut marks (`.cut`, by their branch's hook "parent:move") of every cut not drawn: those in
 * `cuts` (a mark's scissors cut by an edge, `cutAtEdge`, its figure across one), and
 * those whose figure of what it saved ("2 saved", written beside one of its marks) goes with a
 * card not drawn (`hidden`). A cut's scissors without its figure, or its figure without them,
 * said less of the cut (issue 43: dragged under the level column, Figure 5.2's n9 took "2 saved"
 * and left n10's scissors; "1 saved" across the panel's right left its scissors).
 */
function wholeCut(
	group: Element,
	hidden: ReadonlySet<string>,
	cuts: ReadonlySet<string>
): Element[] {
	if (hidden.size === 0 && cuts.size === 0) return [];
	const marks = [...group.querySelectorAll(CUT)];
	const gone = new Set(cuts);
	for (const mark of marks)
		if (hidden.has(mark.getAttribute('data-of') ?? '') && mark.querySelector('text'))
			gone.add(cutOf(mark));
	return marks.filter((mark) => gone.has(cutOf(mark)));
}

/** A text, or where it is a line of a cut card's tag, every line of it. */
function wholeTag(text: Element): Element[] {
	const lines = text.classList.contains('tag')
		? text.parentElement?.querySelectorAll(':scope > .tag')
		: undefined;
	return lines ? [...lines] : [text];
}
