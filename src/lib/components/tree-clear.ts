import type { TraceLayout, VisibleSet } from '$lib/player';
import type { TreeCamera, Transform } from '$lib/ui/camera.svelte';
import { cameraMoves } from '$lib/ui/camera-moves-code.svelte';
import type { DrawnReach } from '$lib/ui/bar-reach';
import type { DrawnBoxes } from '$lib/ui/drawn-boxes';
import type { ScreenBox } from '$lib/ui/panel-room';
import { clearOfDrawing } from '$lib/ui/toolbar-clear';
import { keepRootAcross } from '$lib/ui/root-across';
import { drawnCards, drawnTexts, followedSpans } from './bar-clear';
import type { FollowBox, TreeModel } from './tree-canvas';

/** The zoom buttons as laid out, px from the tree box's top left. */
export interface ButtonsBox {
	readonly left: number;
	readonly top: number;
	readonly width: number;
	readonly height: number;
}

/** The tree renderer as the camera's clearing rule reads it, each part when it is asked. */
export interface DrawnCanvas {
	readonly camera: TreeCamera;
	readonly model: TreeModel;
	readonly layout: TraceLayout;
	readonly visible: VisibleSet;
	readonly followed: FollowBox | null;
	readonly buttons: ButtonsBox | undefined;
	readonly svg: SVGSVGElement | undefined;
	readonly barBeside: boolean;
	/** The panel's edges across, px: the level column's side (or its left) and its right. */
	readonly edges: { readonly left: number; readonly right: number };
}

type Spans = ReturnType<typeof followedSpans>;

/**
 * The camera's `clearOf` rule. A follow's pan keeps the texts drawn clear of the zoom buttons
 * over the panel (issue 43); the page is read only where the layout lets a text meet them
 * (`clearOfDrawing`, issue 45); side by side, where they stand beside it, the root kept in view
 * across where it fits; and everywhere, where a move allows, no text cut by the panel's edges.
 * Every rule reads the drawing through `boxes`: each box once a turn.
 */
export function clearOfTexts(to: Transform, canvas: DrawnCanvas, boxes: DrawnBoxes): Transform {
	const { buttons } = canvas;
	if (!buttons || buttons.width === 0) return to;
	const bar = {
		left: buttons.left,
		right: buttons.left + buttons.width,
		top: buttons.top,
		bottom: buttons.top + buttons.height
	};
	const { svg } = canvas;
	if (!svg) return to;
	const { camera, layout, followed } = canvas;
	const group = svg.querySelector<SVGGElement>(':scope > g');
	// Following no call (the first step), the root is kept.
	const root = layout.x[layout.levels[0]?.[0] ?? 0] ?? 0;
	const half = layout.options.nodeWidth / 2;
	const keep = followed ? followedSpans(followed) : [{ left: root - half, right: root + half }];
	// Over the panel's top right corner: no text under them, nor (where a move keeps it so)
	// cut by the panel's edges.
	if (bar.top < camera.height && bar.left < camera.width) {
		if (!group) return to;
		const clearOfBar = (at: Transform, allowed?: (at: Transform) => boolean) =>
			clearOfDrawing(
				at,
				drawnReach(canvas),
				bar,
				keep,
				{
					texts: (level) => drawnTexts(group, canvas.model.nodeAttribute, level, boxes),
					room: () => {
						const room = camera.room(boxes);
						return { left: room.left, right: room.right, width: room.width };
					}
				},
				allowed
			);
		// Each rule takes no pan the other refuses (no text cut by an edge brought under the
		// buttons, nor under them brought across an edge), the buttons' first where both
		// cannot hold.
		const both = clearOfBar(to, (at) => clearOfEdges(at, keep, group, canvas, boxes) === at);
		const cleared = both === to ? clearOfBar(to) : both;
		const barClear = (at: Transform) => clearOfBar(at) === at;
		return barClear(cleared)
			? clearOfEdges(cleared, keep, group, canvas, boxes, barClear)
			: cleared;
	}
	// A phone's row under the tree, or side by side a column beside it: nothing lies under
	// them; side by side, the root's card, where its row shows, in view across. On a phone
	// no text is cut at the panel's top or the screen's foot either (issue 43): moved up or
	// down, then across again for what that brought level with the panel.
	if (!canvas.barBeside || bar.left < camera.width) {
		const across = clearOfEdges(to, keep, group, canvas, boxes);
		const down = wholeDown(across, group, canvas, boxes);
		return down === across ? across : clearOfEdges(down, keep, group, canvas, boxes);
	}
	const reach = (followed?.width ?? layout.options.nodeWidth) / 2;
	const { cardHeight } = canvas.model;
	const cardAt = (x: number, y: number, half = reach) => ({
		left: x - half,
		right: x + half,
		top: y - cardHeight / 2,
		bottom: y + cardHeight / 2
	});
	// The root, and the calls under way below it (`FollowBox.running`), root first: each kept
	// across where its row shows and a move keeps what is kept before it, the cards themselves
	// (a box's air each side left the result's three children 9 px too wide for the room).
	const running = (followed?.running ?? []).filter((id) => layout.x[id] !== undefined);
	const cards =
		running.length > 0
			? running.map((id) => cardAt(layout.x[id] ?? 0, layout.y[id] ?? 0, half))
			: [cardAt(root, 0)];
	const room = camera.room(boxes);
	const inRoom = { left: room.left, right: room.right, height: room.shown };
	let across = to;
	const kept = [...keep];
	for (const card of cards) {
		across = keepRootAcross(across, card, kept, inRoom);
		const shows =
			card.bottom * across.k + across.y > 0 && card.top * across.k + across.y < room.shown;
		if (shows) kept.push(card);
	}
	return clearOfEdges(across, kept, group, canvas, boxes);
}

/**
 * The pan `to` moved across so that no text is cut by the panel's edges, the level column's
 * or its right: each whole in it or out of it (issue 43: side by side "not searched", on a
 * phone "2 saved" and "1/3", presenting MTD(f)'s leaves at the level column), `keep` kept in
 * the room, and only where `allowed`. The rule loads with the steps past 0: the first view
 * follows no call.
 */
function clearOfEdges(
	to: Transform,
	keep: Spans,
	group: SVGGElement | null,
	canvas: DrawnCanvas,
	boxes: DrawnBoxes,
	allowed?: (at: Transform) => boolean
): Transform {
	const moves = cameraMoves();
	if (!group || !moves) return to;
	const { camera, layout, model } = canvas;
	const room = camera.room(boxes);
	// Presenting, alone or side by side, a card's border is not left under the level column
	// either (N11).
	const cards = camera.large && canvas.edges.left > 0;
	return moves.clearOfDrawnEdges(
		to,
		drawnReach(canvas),
		{ edges: canvas.edges, room, height: room.shown },
		keep,
		layout.options.nodeWidth * to.k,
		(level) => [
			...drawnTexts(group, model.nodeAttribute, level, boxes),
			...(cards ? drawnCards(group, model.nodeAttribute, level, boxes) : [])
		],
		camera.x,
		allowed
	);
}

/**
 * On a phone, the pan `to` moved up or down so that no text lies across the panel's top or
 * its foot as shown (edge-clear's `clearOfTopAndFoot`), the followed call's card and its way's
 * (at the first step, the root's row) kept in view; not under a spotlight's line.
 */
function wholeDown(
	to: Transform,
	group: SVGGElement | null,
	canvas: DrawnCanvas,
	boxes: DrawnBoxes
): Transform {
	const moves = cameraMoves();
	const { camera, model, followed, edges } = canvas;
	// A spotlight's line (the lesson's callout) frames by its own rule (`keepGroup`).
	if (!group || !moves || followed?.above !== undefined) return to;
	const { above, below } = model.card;
	const way = followed?.way;
	const ways = way ? way.cards.map(({ y }) => ({ left: y - way.head, right: y + way.foot })) : [];
	// On a phone, the cards the step names, with the labels over them (`namedFrame`), kept too.
	for (const { box } of way?.named ? [way.named.all, way.named.near ?? way.named.all] : [])
		ways.push({ left: box.top, right: box.bottom });
	const rows = followed
		? [{ left: followed.y - followed.height / 2, right: followed.y + followed.height / 2 }, ...ways]
		: [{ left: -above, right: below }];
	const [left, right] = [(edges.left - to.x) / to.k, (edges.right - to.x) / to.k];
	const seen = (text: ScreenBox) => text.right > left && text.left < right;
	return moves.clearOfDrawnTopAndFoot(
		to,
		drawnReach(canvas),
		{ foot: camera.room(boxes).shown, across: edges },
		rows,
		(canvas.layout.options.levelHeight * to.k) / 2,
		(level) => [
			...drawnTexts(group, model.nodeAttribute, level, boxes).filter(seen),
			...levelTexts(group, canvas.svg, boxes)
		],
		camera.y
	);
}

/** The level column's labels, in the tree's units: they move up and down with its rows. */
function levelTexts(
	group: SVGGElement,
	svg: SVGSVGElement | undefined,
	boxes: DrawnBoxes
): ScreenBox[] {
	const screen = boxes.once('group screen', () => group.getScreenCTM());
	if (!screen || screen.a === 0 || screen.d === 0) return [];
	return Array.from(svg?.querySelectorAll(':scope > .levels text') ?? [], (text) => {
		const at = boxes.box(text);
		return {
			left: (at.left - screen.e) / screen.a,
			right: (at.right - screen.e) / screen.a,
			top: (at.top - screen.f) / screen.d,
			bottom: (at.bottom - screen.f) / screen.d
		};
	});
}

/** The drawn tree as laid out, for `clearOfDrawing`: where its drawing reaches. */
function drawnReach({ model, layout, visible }: DrawnCanvas): DrawnReach {
	const { card } = model;
	return {
		nodes: visible.nodes,
		links: visible.links,
		at: (node) => {
			const [x, y] = [layout.x[node], layout.y[node]];
			return x === undefined || y === undefined ? null : { x, y };
		},
		parent: (node) => model.walk.parent(node),
		across: layout.options.nodeWidth / 2,
		above: Math.max(card.above, card.row ?? 0),
		below: card.below,
		...(model.linkReach ? { linkReach: (child: number) => model.linkReach?.(child) ?? 0 } : {})
	};
}
