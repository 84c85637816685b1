import { getContext, setContext, tick } from 'svelte';
import type { TraceLayout, ViewRect } from '$lib/player';
import type { Transform, ZoomHandle } from './camera-zoom';
import {
	EDGE,
	GUTTER,
	panelRoom,
	phoneScreen,
	RIGHT_GUTTER,
	shownHeight,
	type PanelRoom,
	type ScreenBox
} from './panel-room';
import type { FollowedWay, StepSpan } from './kept-way';
import type { Band } from './row-clear';
import { DrawnBoxes } from './drawn-boxes';
import { cameraMoves, loadCameraMoves } from './camera-moves-code.svelte';
import {
	FIT_CAP,
	frameRootAndChildren,
	frameTree,
	followZoom,
	PRESENTING_FIT_CAP,
	READABLE_ZOOM,
	tooWide
} from './framing';

export type { Transform };

/**
 * The tree's pan and zoom: d3-zoom handles wheel, drag and pinch; this keeps the numbers. d3-zoom
 * is loaded when the pointer first comes over the tree (or a first gesture starts there, which
 * it then answers), at once on a touch screen: until then the camera moves itself.
 */

const MAX_ZOOM = 2;
/** The lowest zoom offered on big trees: a screenful then holds a bounded number of nodes. */
const MIN_ZOOM = 0.2;
const MARGIN = 50;
/** A tree's width as the camera fits it: its cards' and some air. */
const treeWidth = (layout: TraceLayout) =>
	layout.right - layout.left + layout.options.nodeWidth + MARGIN;

/** How far a card's drawing reaches from its centre, and presentation mode's floor for it. */
export interface CardReach {
	readonly above: number;
	/** Above a card below the root, with the row of labels over it (its move, a probe's tag). */
	readonly row?: number;
	readonly below: number;
	readonly presentingFloor: number;
}
/**
 * Where the camera goes for a step, from where it is (or where a glide under way ends), judged in
 * the panel's room; the zoom is the camera's, so a rule keeps `from.k`.
 */
export type FollowRule = (from: Transform, room: PanelRoom) => Transform;

export { GUTTER, type PanelRoom };

/** What the camera's moves (camera-moves.ts) read of a camera and do with it. */
export interface CameraHand {
	readonly camera: TreeCamera;
	/** Where the camera is, or where a glide under way ends. */
	from(): Transform;
	layout(): TraceLayout | null;
	/** The room kept on the left, and the panel's width beside it and the toolbar. */
	left(): number;
	across(): number;
	panel(): ScreenBox;
	overlays(): ScreenBox[];
	centred(k: number, x: number, y: number, anchor?: 'top' | 'middle', height?: number): Transform;
	rowReach(): number;
	/** The texts drawn in the tree (the level column's too), each one's reach down in tree units. */
	texts(): Band[];
	/**
	 * With labels at a floor (`TreeCamera.readable`), what a follow keeps in view down (tree
	 * units), kept when a move arrives and no text lies across the panel's top or foot
	 * (`clearOfRows`); null for no such rule.
	 */
	keepDown(band: Band | null): void;
	moveTo(target: Transform, glide: boolean): void;
	/** Puts the camera at `to` at once (not through d3-zoom). */
	set(to: Transform): void;
	stopGlide(): void;
	/** Lowers the zooms offered to `k` where they do not reach down to it ("Whole tree"). */
	lowerZoom(k: number): void;
}
/** What floats over a tree's foot (the "Go to FC" box, a note's button): its camera keeps above it. */
const OVER_TREE = 'data-over-tree';

/**
 * A call's card kept in view above a line of the screen (px from its top), where something floats
 * over the tree's foot (the first lesson's callout on a phone, or up to 1099 px wide); `call` null
 * for none. The page owns one (`provideSpotlight`), the callout sets it, the call tree follows it.
 */
export class Spotlight {
	call: number | null = $state(null);
	above = $state(0);
	/**
	 * The cards kept above the line with the call's, where its words read them (its children's
	 * values); none: the call's alone. Where they do not fit above the line, `raise` is asked for
	 * the px they lack (the callout scrolls the page up and grows the tree under it).
	 */
	calls: readonly number[] = $state.raw([]);
	/** Whether the first lesson's callout shows: the page's tree then keeps its own cards. */
	lesson = $state(false);
	raise: ((px: number) => void) | null = null;
}
const SPOTLIGHT = Symbol('spotlight');
export const provideSpotlight = () => setContext(SPOTLIGHT, new Spotlight());
/** The page's spotlight (while a component is made); null on a page without one. */
export const pageSpotlight = () => getContext<Spotlight | undefined>(SPOTLIGHT) ?? null;

/** The box round a group of cards, their labels and values, in tree units. */
export type CardGroup = ScreenBox;

/** A tree panel's size inside its border, px. */
export interface PanelSize {
	readonly width: number;
	readonly height: number;
}
const FIRST_ROOM = Symbol('first-room');
/**
 * The page's tree panel as its prerendered HTML is laid out on a 1280×720 screen: its tree is
 * framed in it before the page has a size (`TreeCamera.prerender`), so the first paint shows the
 * cards where hydration keeps them and hydration adopts them rather than making them anew.
 */
export const provideFirstRoom = (room: PanelSize) => setContext(FIRST_ROOM, room);
/** The page's first room (while a component is made); null on a page without one. */
export const pageFirstRoom = () => getContext<PanelSize | undefined>(FIRST_ROOM) ?? null;

/** TreeToolbar's rule (panel-room.ts): below 700 px wide its buttons make a row under the tree. */
export { phoneScreen };

export class TreeCamera {
	x = $state(0);
	y = $state(0);
	k = $state(1);
	width = $state(0);
	height = $state(0);
	/** Keep the running call in view as the search moves. */
	follow = $state(true);
	/** Presentation: small trees are drawn larger, to be read from the back of a room. */
	large = $state(false);
	/**
	 * Labels held at a floor (`least`): presenting, or not presenting off a phone and alone (issue
	 * 43 N10: 12 px at 1280×720). The rows the step names are kept whole down, as presenting's are.
	 */
	readable = false;
	/** Whether the tree draws the level column on its left (MCTS's does not): room kept for it. */
	levels = true;
	/**
	 * Side by side: the zoom buttons stand in a column beside the panel, not over it (TreeToolbar's
	 * rule off a phone), so only air is kept on its right.
	 */
	barBeside = false;
	/** The lowest zoom a tree is framed at (side by side presenting: `LABEL_ZOOM`); 0 for none. */
	least = $state(0);
	/**
	 * With labels at a floor (`readable`), the zoom a step whose named calls stand on more rows
	 * than the panel holds took the camera down from (`spanZoom` in camera-moves.ts): the next
	 * step goes back to it; null at the camera's own. Any other zoom (the reader's, a new frame)
	 * forgets it. On a phone, a step whose named cards fit only lower takes it down too
	 * (`namedFrame`); its cards' labels then grow to read 11 px (`CallTreeDrawing.cardAt`).
	 */
	spanFrom: number | null = $state(null);
	/**
	 * "Whole tree" on a tree too wide to draw its cards whole at `WHOLE_ZOOM` (Connect Four's
	 * 1443 at depth 4): drawn as an overview (TreeOverview), every place across at the zoom that
	 * fits the tree's width, the rows spread down the panel.
	 */
	overview = $state(false);
	/**
	 * Where the camera was when "Whole tree" was asked (with its step's lower zoom): the next
	 * follow goes back there first, so a step is framed as stepping frames it; null otherwise.
	 */
	#wholeFrom: { at: Transform; spanFrom: number | null } | null = null;
	/**
	 * The card's reach above and below its centre (labels over it, score or window under it), and
	 * the lowest zoom presentation mode fits a tree to: the game's presenter gives them.
	 */
	card: CardReach = { above: 50, below: 80, presentingFloor: 1 };
	/**
	 * Where a follow's pan goes instead, clear of the zoom buttons (the tree renderer's: it reads
	 * what is drawn); null for no such rule.
	 */
	clearOf: ((to: Transform, boxes: DrawnBoxes) => Transform) | null = null;
	/** How many more times a follow's move, as it arrives, is looked at again by `clearOf`. */
	#clearing = 0;
	/** With labels at a floor, what the last follow keeps in view down (`CameraHand.keepDown`). */
	#keptDown: Band | null = null;
	/** Where the last `keepClear` of this turn left the camera (or its glide's end); null after. */
	#cleared: Transform | null = null;

	/** The part of the tree on screen, in tree units. */
	readonly view: ViewRect = $derived({
		x0: -this.x / this.k,
		x1: (this.width - this.x) / this.k,
		y0: -this.y / this.k,
		y1: (this.height - this.y) / this.k
	});

	#svg: SVGSVGElement | null = null;
	#zoom: ZoomHandle | null = null;
	#loadingZoom: Promise<typeof import('./camera-zoom')> | null = null;
	#extent: [number, number] = [MIN_ZOOM, MAX_ZOOM];
	#layout: TraceLayout | null = null;
	/** What "Whole tree" fits, where it is not `#layout` (`TreeModel.whole`). */
	#whole: TraceLayout | null = null;
	#animation = 0;
	/** Where a glide under way ends; null when the camera is still. */
	#goal: Transform | null = null;

	/** Readies the SVG for d3-zoom, loaded on first need; returns the cleanup. */
	attach(svg: SVGSVGElement): () => void {
		this.#svg = svg;
		const approach = () => void this.#wireZoom(svg);
		const gesture = (event: Event) => {
			if (this.#zoom) return;
			// d3-zoom takes the wheel from the page; so does the tree while it loads.
			if (event.type === 'wheel') event.preventDefault();
			if (event.type !== 'mousedown') return void this.#wireZoom(svg, event);
			// A click may end before d3-zoom has come: it was no drag, and is not sent again (a
			// press replayed after its release would pan the tree with the next move of the mouse).
			let released = false;
			window.addEventListener('mouseup', () => (released = true), { once: true });
			void this.#wireZoom(svg, event, () => !released);
		};
		svg.addEventListener('pointerenter', approach);
		for (const type of GESTURES) svg.addEventListener(type, gesture, { passive: false });
		// A finger gives no warning before it drags or pinches: on a touch screen d3-zoom comes at once.
		if (navigator.maxTouchPoints > 0) approach();
		return () => {
			this.#stopGlide();
			svg.removeEventListener('pointerenter', approach);
			for (const type of GESTURES) svg.removeEventListener(type, gesture);
			this.#zoom?.detach();
			this.#svg = null;
			this.#zoom = null;
		};
	}

	/**
	 * Loads d3-zoom and wires it at the camera's place; then hands it the gesture that asked, if
	 * that gesture is still going on.
	 */
	async #wireZoom(svg: SVGSVGElement, gesture?: Event, ongoing = () => true): Promise<void> {
		this.#loadingZoom ??= import('./camera-zoom');
		const { wireZoom, replay } = await this.#loadingZoom;
		if (this.#svg !== svg) return;
		this.#zoom ??= wireZoom(svg, this, this.#extent, (to, byReader) => {
			// A drag or wheel by the user means they want to look around: stop following. A click
			// (d3-zoom tells a press that moved nothing too) leaves the camera where it was.
			const moved = to.x !== this.x || to.y !== this.y || to.k !== this.k;
			this.#set(to);
			if (!byReader || !moved) return;
			this.spanFrom = null;
			this.#wholeFrom = null;
			this.overview = false;
			this.#stopGlide();
			this.#clearing = 0;
			this.follow = false;
		});
		if (gesture && ongoing()) replay(gesture, svg);
	}

	#set(to: Transform): void {
		this.x = to.x;
		this.y = to.y;
		this.k = to.k;
	}

	/** The room kept on the left: the level column's, or the edge's air where there is none. */
	#left(): number {
		return this.levels ? GUTTER : EDGE;
	}

	/** The room kept on the right: the toolbar's where it stands over the panel, else air. */
	rightGutter(): number {
		return this.barBeside && !phoneScreen() ? EDGE : RIGHT_GUTTER;
	}

	/** The panel's width between the room on the left and the toolbar's on the right. */
	#across(): number {
		return this.width - this.#left() - this.rightGutter();
	}

	/** The zooms at which the tree's width, and its height, fill the panel. */
	#fits(layout: TraceLayout): { widthFit: number; heightFit: number } {
		// The root's labels above its centre, the last row's scores and windows below.
		const height = layout.height + this.card.above + this.card.below + EDGE * 2;
		return {
			widthFit: this.#across() / treeWidth(layout),
			heightFit: this.height / height
		};
	}

	/**
	 * Whether the tree is too wide for the panel to show whole (`tooWide`), nor even its root with
	 * its children's row (`frameRootAndChildren`: Connect Four's seven moves, iterations of it), so
	 * a call is shown without the calls above it. Read across only: the panel's height (which the
	 * path band takes from) does not change it.
	 */
	tooWide(layout: TraceLayout): boolean {
		const across = this.#across() / treeWidth(layout);
		return this.width > 0 && tooWide(across, this.large) && !this.#rootAndChildren(layout);
	}

	/** The zoom at which the whole tree fits, capped so small trees are not blown up past reading size. */
	fitZoom(layout: TraceLayout): number {
		const { widthFit, heightFit } = this.#fits(layout);
		return Math.min(this.large ? PRESENTING_FIT_CAP : FIT_CAP, widthFit, heightFit);
	}

	/**
	 * Frames a tree afresh (a new one, a resized panel, presentation on or off): a small tree fills
	 * the panel (`frameTree` has the rule); a big one is shown from the root with its children's row
	 * (`frameRootAndChildren`), or where they spread too wide, and when presenting, from the root at
	 * the follow zoom (`followZoom`: presenting, as low as its rows need to stand in the panel's
	 * height, down to the presenting floor), as a window that changes shape as the search moves
	 * (`changing`) is. Never animated.
	 */
	reset(layout: TraceLayout, changing = false): void {
		this.#moveTo(this.#firstFrame(layout, changing), false);
	}

	/**
	 * Frames a tree as `reset` does in a panel of `room`'s size, before the page has one (its
	 * prerendered frame, which hydration keeps): nothing on screen yet to move.
	 */
	prerender(layout: TraceLayout, room: PanelSize, changing = false): void {
		this.width = room.width;
		this.height = room.height;
		this.#set(this.#firstFrame(layout, changing));
	}

	/** Where `reset` puts the camera, its zooms offered and following set as it frames afresh. */
	#firstFrame(layout: TraceLayout, changing: boolean): Transform {
		this.#layout = layout;
		this.spanFrom = null;
		this.#wholeFrom = null;
		this.overview = false;
		const fit = this.fitZoom(layout);
		const lowest = Math.min(Math.max(fit, MIN_ZOOM), READABLE_ZOOM);
		this.#extent = [lowest, MAX_ZOOM];
		this.#zoom?.scaleExtent(lowest, MAX_ZOOM);
		this.follow = true;
		const fits = this.#fits(layout);
		const frame = changing
			? null
			: frameTree(fits, this.large, this.card.presentingFloor, this.least);
		const middle = (layout.left + layout.right) / 2;
		const family = changing || this.large ? null : this.#rootAndChildren(layout);
		// Not below the labels' floor (`least`): the root is then followed alone. With labels at a
		// floor, no lower than the zoom at which its rows stand whole in the panel, where that
		// keeps the floor (issue 43: the weighted tree's five rows at 0.85 cut its root's card at
		// the top as its leaves were followed; whole at 0.82).
		const down = this.readable && fits.heightFit >= this.least ? fits.heightFit : Infinity;
		if (frame === null && family && family.k >= this.least)
			return this.#centred(Math.min(family.k, down), family.x, 0, 'top');
		if (frame === null) {
			// Not presenting with labels at a floor (`readable`), a laid-out tree too (a window's
			// rows change as it moves: followed at the follow zoom): as low as its rows need, down
			// to the floor (issue 43 N10: the article board's four rows at 12 px).
			const lowered = this.large || (this.readable && !changing);
			const floor = this.large ? this.card.presentingFloor : this.least;
			const k = followZoom(fits.heightFit, lowered, floor);
			return this.#centred(Math.max(k, this.least), 0, 0, 'top');
		}
		if (frame.whole) return this.#centred(frame.k, middle, layout.height / 2);
		return this.#centred(frame.k, middle, 0, 'top');
	}

	/** A big tree's first frame (`frameRootAndChildren`): its zoom and middle; null for none. */
	#rootAndChildren(layout: TraceLayout): { k: number; x: number } | null {
		const children = layout.levels[1];
		if (!children || children.length === 0) return null;
		const root = layout.x[layout.levels[0]?.[0] ?? 0] ?? 0;
		const left = Math.min(root, layout.x[children[0] ?? 0] ?? 0);
		const right = Math.max(root, layout.x[children[children.length - 1] ?? 0] ?? 0);
		const span = right - left + layout.options.nodeWidth;
		const k = frameRootAndChildren(span, this.#across());
		return k === null ? null : { k, x: (left + right) / 2 };
	}

	/**
	 * Keeps the outline of a tree whose shape changes (a window) without moving the camera, and
	 * the one "Whole tree" fits where that is another (`TreeModel.whole`).
	 */
	use(layout: TraceLayout, whole?: TraceLayout): void {
		this.#layout = layout;
		this.#whole = whole ?? null;
	}

	/**
	 * Fits the whole tree between the level column and the toolbar, below the zooms offered while
	 * following if it must (Knuth–Moore's 81 leaves presenting fit at 0.19), down to `WHOLE_ZOOM`
	 * (camera-whole.ts); a bigger tree is drawn as an overview (`overview`) at the zoom its width
	 * needs. The wheel may then zoom out as far: the zooms offered reach down to this one. The next
	 * step's follow goes back to where the camera was (`#wholeFrom`). Its code comes with the
	 * camera's moves: asked before they are in, it is done once they are (TreeToolbar loads them as
	 * the pointer or focus comes to its buttons).
	 */
	showWhole(): void {
		const layout = this.#whole ?? this.#layout;
		const moves = cameraMoves();
		if (!layout) return;
		// Offline without them, nothing moves; the next press asks again.
		if (!moves) return void loadCameraMoves().then(() => this.showWhole(), noMoves);
		this.#clearing = 0;
		this.#wholeFrom ??= { at: this.#hand.from(), spanFrom: this.spanFrom };
		this.spanFrom = null;
		moves.showWhole(this.#hand, layout, this.#across() / treeWidth(layout));
	}

	/** Whether "Whole tree" is shown (the camera not moved since but by its own zoom). */
	get whole(): boolean {
		return this.#wholeFrom !== null;
	}

	/** Leaves "Whole tree" for a step: back to where the camera was before it (`#leaveWhole`). */
	leaveWhole(): void {
		this.#leaveWhole(true);
	}

	/**
	 * Leaves "Whole tree": a follow (`back`) goes back to where the camera was before it; a zoom
	 * from the overview starts from the whole tree at `WHOLE_ZOOM` about its middle.
	 */
	#leaveWhole(back: boolean): void {
		const whole = this.#wholeFrom;
		if (!whole) return;
		this.#wholeFrom = null;
		if (back) {
			this.overview = false;
			this.#moveTo(whole.at, false);
			this.spanFrom = whole.spanFrom;
		} else if (this.overview && this.#layout)
			// Only "Whole tree" draws an overview: the moves are in.
			cameraMoves()?.toWhole(this.#hand, this.#whole ?? this.#layout);
	}

	/** Zooms about the panel's middle, within the zooms offered (d3-zoom's `scaleBy`). */
	zoomBy(factor: number): void {
		if (!this.#svg) return;
		this.#leaveWhole(false);
		this.#stopGlide();
		this.#clearing = 0;
		this.spanFrom = null;
		if (this.#zoom) return this.#zoom.scaleBy(factor);
		const [lowest, highest] = this.#extent;
		const k = Math.min(highest, Math.max(lowest, this.k * factor));
		const [middleX, middleY] = [this.width / 2, this.height / 2];
		this.#set({
			k,
			x: middleX - ((middleX - this.x) / this.k) * k,
			y: middleY - ((middleY - this.y) / this.k) * k
		});
	}

	/**
	 * Brings a node into view when any part of it is off screen (`keepInView` in camera-moves.ts
	 * has the rule); nothing before the moves are loaded (`loadCameraMoves`).
	 */
	keepInView(
		x: number,
		y: number,
		width: number,
		height: number,
		glide = true,
		callerX?: number,
		above?: number,
		way?: FollowedWay
	): void {
		this.#leaveWhole(true);
		const moves = cameraMoves();
		// With labels at a floor, a lesson's step may be shown lower first (`zoomForSpan`).
		moves?.zoomForSpan(this.#hand, way?.span, glide);
		moves?.keepInView(this.#hand, x, y, width, height, glide, callerX, above, way);
	}

	/**
	 * Brings a group of cards into view above a screen line, asking `raise` for the room they
	 * lack there (`keepGroup` in camera-moves.ts).
	 */
	keepGroup(group: CardGroup, above: number, raise?: (px: number) => void, glide = true): void {
		this.#leaveWhole(true);
		cameraMoves()?.keepGroup(this.#hand, group, above, raise, glide);
	}

	/**
	 * After a follow: where the camera ends, moved clear of the zoom buttons (`clearOf`), and
	 * looked at again as it arrives, the cards it brings into view then drawn.
	 */
	keepClear(glide = true): void {
		// Asked again in the same turn from where the last ask left it (a step both follows the
		// call and draws anew): the drawing read is the same, and so would be the move.
		const from = this.#hand.from();
		const last = this.#cleared;
		if (last && last.x === from.x && last.y === from.y && last.k === from.k) return;
		this.#clearing = 1;
		this.#clear(glide);
		if (this.#cleared === null) queueMicrotask(() => (this.#cleared = null));
		this.#cleared = this.#hand.from();
	}

	#clear(glide: boolean): void {
		const from = this.#hand.from();
		// Both rules read the drawing as it is now: each box once (`DrawnBoxes`).
		const boxes = new DrawnBoxes();
		const to = this.#clearOfRows(this.clearOf?.(from, boxes) ?? from, boxes);
		if (to.x !== from.x || to.y !== from.y) this.#moveTo(to, glide);
		else if (this.#goal === null) this.#arrived(glide);
	}

	/**
	 * With labels at a floor (`readable`: presenting, or not presenting off a phone and alone), `to`
	 * moved down so that no text drawn lies across the panel's top or foot, what the last follow
	 * keeps still in view: a step's texts come as it is drawn, after the follow.
	 */
	#clearOfRows(to: Transform, boxes: DrawnBoxes): Transform {
		const kept = this.#keptDown;
		// Only the camera's moves keep a band down (`keepDown`): they are in where one is kept.
		const moves = cameraMoves();
		if (!this.readable || !kept || !moves) return to;
		const shown = shownHeight(this.#panel(boxes), innerHeight, this.#overlays(boxes));
		const texts = moves.treeTexts(this.#svg, boxes);
		return { ...to, y: moves.clearOfRows(to.y, to.k, shown, texts, kept) };
	}

	/** A move has arrived: a follow's is looked at again once what it brought into view is drawn. */
	#arrived(glide: boolean): void {
		if (this.#clearing <= 0) return;
		this.#clearing--;
		void tick().then(() => this.#clear(glide));
	}

	/** Moves where a search's own rule says (`FollowBox.frame`), judged from where a glide ends. */
	/**
	 * The result's cards kept whole together where they fit, with the calls its narration names
	 * (`named`) where those fit too (`keepFamily` in camera-moves.ts).
	 */
	keepFamily(family: CardGroup, glide = true, named?: StepSpan): boolean {
		this.#leaveWhole(true);
		return cameraMoves()?.keepFamily(this.#hand, family, glide, named) ?? false;
	}

	keepBy(rule: FollowRule, glide = true): void {
		this.#leaveWhole(true);
		cameraMoves()?.keepBy(this.#hand, rule, glide);
	}

	/**
	 * Centres tree point (x, y), a call's card, in the panel's room shown, at the zoom it is at,
	 * as every frame of the camera's centres a card (`#centred`): the path strip's buttons.
	 */
	centre(x: number, y: number): void {
		this.keepBy((from, room) => this.#centred(from.k, x, y, 'middle', room.shown));
	}

	/** What the camera's moves (camera-moves.ts, loaded with the steps past 0) read and do. */
	readonly #hand: CameraHand = {
		camera: this,
		from: () => this.#goal ?? { x: this.x, y: this.y, k: this.k },
		layout: () => this.#layout,
		left: () => this.#left(),
		across: () => this.#across(),
		panel: () => this.#panel(),
		overlays: () => this.#overlays(),
		centred: (k, x, y, anchor, height) => this.#centred(k, x, y, anchor, height),
		rowReach: () => this.#rowReach(),
		// Read by the moves only: they are in.
		texts: () => cameraMoves()?.treeTexts(this.#svg, new DrawnBoxes()) ?? [],
		keepDown: (band) => (this.#keptDown = band),
		moveTo: (to, glide) => this.#moveTo(to, glide),
		set: (to) => this.#set(to),
		stopGlide: () => this.#stopGlide(),
		lowerZoom: (k) => {
			if (k >= this.#extent[0]) return;
			this.#extent = [k, this.#extent[1]];
			this.#zoom?.scaleExtent(k, this.#extent[1]);
		}
	};

	/** The panel's room, as a search's rule frames in it (read through `boxes` in a clearing turn). */
	room(boxes = new DrawnBoxes()): PanelRoom {
		// TreeToolbar's rule: a phone's toolbar is a row under the tree, side by side's a column
		// beside it: neither over the panel.
		const phone = phoneScreen() || this.barBeside;
		return panelRoom(this.#panel(boxes), innerHeight, this.#overlays(boxes), {
			levels: this.levels,
			phone
		});
	}

	/** The panel's box on screen (its size as the camera keeps it). */
	#panel(boxes = new DrawnBoxes()): ScreenBox {
		const { left, top } = this.#svg ? boxes.box(this.#svg) : { left: 0, top: 0 };
		return { left, top, right: left + this.width, bottom: top + this.height };
	}

	/** The boxes floating over some tree (`OVER_TREE`): `clearHeight` keeps those over this one's foot. */
	#overlays(boxes = new DrawnBoxes()): ScreenBox[] {
		if (!this.#svg) return [];
		return Array.from(document.querySelectorAll(`[${OVER_TREE}]`), (element) => boxes.box(element));
	}

	/** The pan and zoom that put tree point (x, y) in the middle of the panel, or row y at its top. */
	#centred(
		k: number,
		x: number,
		y: number,
		anchor: 'top' | 'middle' = 'middle',
		height = this.height
	): Transform {
		const { above, below } = this.card;
		// A row below the root's at the top shows the labels over its cards too.
		const head = y > 0 ? this.#rowReach() : above;
		return {
			k,
			x: this.#left() + this.#across() / 2 - x * k,
			// A row at the top shows its labels; in the middle, the reach above and below is centred.
			y: anchor === 'top' ? (head - y) * k + EDGE : height / 2 - (y + (below - above) / 2) * k
		};
	}

	/** How far above a card below the root its drawing reaches: the row of labels over it. */
	#rowReach(): number {
		return Math.max(this.card.above, this.card.row ?? 0);
	}

	#moveTo(target: Transform, glide: boolean): void {
		if (!this.#svg) return;
		this.#stopGlide();
		const apply = (t: Transform) => (this.#zoom ? this.#zoom.transform(t) : this.#set(t));
		// Glide only over short distances: a long glide sweeps across empty parts of the tree.
		const far =
			Math.hypot(target.x - this.x, target.y - this.y) > Math.max(this.width, this.height);
		const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
		// Nor to where it is: a quarter second of frames that change nothing (what is read where
		// the camera rests waited for them: TreeCanvas's texts past an edge).
		const still = target.x === this.x && target.y === this.y && target.k === this.k;
		// Only the camera's moves glide (camera-whole.ts): a move before they are in is made at once.
		const moves = cameraMoves();
		if (!glide || far || reduced || still || !moves) {
			apply(target);
			return this.#arrived(false);
		}
		this.#goal = target;
		moves.glide(
			{ x: this.x, y: this.y, k: this.k },
			target,
			apply,
			(request) => (this.#animation = request),
			() => {
				this.#goal = null;
				this.#arrived(true);
			}
		);
	}

	/** Whether a glide is under way (its frames are not where the camera rests). */
	get gliding(): boolean {
		return this.#goal !== null;
	}

	/** Stops a glide where it is (a new move, a zoom, the reader's hand). */
	#stopGlide(): void {
		cancelAnimationFrame(this.#animation);
		this.#goal = null;
	}
}

/** Offline without the camera's moves, the camera stays; the next ask loads them again. */
const noMoves = () => {};

/** The gestures d3-zoom answers (wheel, drag, pinch), listened for until it is loaded. */
const GESTURES = ['wheel', 'mousedown', 'touchstart'] as const;
