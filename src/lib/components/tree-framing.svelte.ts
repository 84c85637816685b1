import { untrack } from 'svelte';
import { browser } from '$app/environment';
import type { TraceLayout } from '$lib/player';
import type { CardGroup, PanelSize, TreeCamera, Transform } from '$lib/ui/camera.svelte';
import { cameraMoves, loadCameraMoves } from '$lib/ui/camera-moves-code.svelte';
import type { FollowBox, TreeModel } from './tree-canvas';

/** The tree renderer's props as its framing reads them, each when it is asked. */
export interface FramedTree {
	readonly model: TreeModel;
	readonly layout: TraceLayout;
	readonly large: boolean;
	readonly least: number;
	readonly readable: boolean;
	/** Whether the margin (the levels) is drawn. */
	readonly levelled: boolean;
	readonly barBeside: boolean;
	readonly changing: boolean;
	readonly followed: FollowBox | null;
}

/** Offline without the moves, the camera stays where it is framed; the next follow asks again. */
const noMoves = () => {};

/**
 * How the tree renderer frames its tree: first in the page's first room, then afresh at each
 * sizing, new tree or presentation mode, and on each step the call followed.
 */
export class TreeFraming {
	/**
	 * The page as prerendered, and as it hydrates, frames the tree in its first room (the
	 * panel's size at 1280×720): its first paint there shows the cards hydration adopts
	 * (elsewhere they are hidden until framed again). Framed again once the panel has its own
	 * size; a tree made later waits for that size undrawn.
	 */
	prerendered: boolean = $state(false);
	/** Until the first sizing: a prerendered frame that hydration may keep as it is. */
	#adopting: boolean;
	/** Not as the tree is made: its first sizing frames it (and clears it, where it moved). */
	#made = false;
	readonly #camera: TreeCamera;
	readonly #tree: FramedTree;

	constructor(camera: TreeCamera, tree: FramedTree, firstRoom: PanelSize | null) {
		this.#camera = camera;
		this.#tree = tree;
		this.prerendered = firstRoom !== null && (!browser || !document.body.dataset.hydrated);
		this.#adopting = untrack(() => this.prerendered);
		untrack(() => {
			if (!this.prerendered || !firstRoom) return;
			this.#settle();
			camera.prerender(tree.layout, firstRoom, tree.changing);
		});
	}

	/** Sets the camera up for the tree's drawing as the page is (presentation mode, its levels). */
	#settle(): void {
		const [camera, tree] = [this.#camera, this.#tree];
		camera.large = tree.large;
		camera.least = tree.least;
		camera.readable = tree.readable;
		camera.levels = tree.levelled;
		camera.barBeside = tree.barBeside;
		camera.card = tree.model.card;
	}

	/** Takes the panel's size as it is laid out: a prerendered frame is then made afresh. */
	measured(side: 'width' | 'height', size: number): void {
		this.#camera[side] = size;
		this.prerendered = false;
	}

	/** A new tree, a first size or presentation mode frames the view afresh (run in an effect). */
	frame(): void {
		const camera = this.#camera;
		if (!this.prerendered && camera.width > 0 && camera.height > 0)
			untrack(() => {
				this.#settle();
				// Hydration framing the tree where its prerendered frame showed it: nothing has moved.
				const shown = this.#adopting ? { x: camera.x, y: camera.y, k: camera.k } : undefined;
				this.#adopting = false;
				const tree = this.#tree;
				camera.reset(tree.layout, tree.changing);
				// A new frame (or panel size) must not lose the followed node; no glide to it.
				this.follow(false, shown);
				// A search's rule reads the screen's foot, which may still move as what is above the
				// panel is laid out (a narration's words): it frames once more when they are drawn.
				if (tree.followed?.frame) requestAnimationFrame(() => this.follow(false));
			});
	}

	/**
	 * Follows the call: kept in view, and clear of the zoom buttons unless the camera is still
	 * where it was `shown` (hydration keeping the prerendered frame: nothing has moved).
	 */
	follow(glide = true, shown?: Transform): void {
		const camera = this.#camera;
		const box = this.#tree.followed;
		// Unsized (being made), the camera has no room to frame in: the first sizing frames it.
		if (!camera.follow || this.prerendered || camera.width === 0 || camera.height === 0) return;
		const clear = () => {
			const still = shown && shown.x === camera.x && shown.y === camera.y && shown.k === camera.k;
			if (!still) camera.keepClear(glide);
		};
		if (box === null) return clear();
		// The moves load with the steps past 0 (the first view follows no call): a call to follow
		// before they are in (a link's step, another page's tree) is followed once they are.
		if (!cameraMoves()) return void loadCameraMoves().then(() => this.follow(false), noMoves);
		if (box.frame) return camera.keepBy(box.frame, glide);
		const kept = (group: CardGroup | undefined) =>
			group !== undefined && camera.keepFamily(group, glide, box.way?.span);
		if (kept(box.family) || kept(box.fewer)) return clear();
		if (box.group && box.above !== undefined)
			return camera.keepGroup(box.group, box.above, box.raise, glide);
		camera.keepInView(box.x, box.y, box.width, box.height, glide, box.callerX, box.above, box.way);
		clear();
	}

	/**
	 * A step that keeps the call followed may still draw new texts (a value, a pass's label):
	 * they too are kept clear of the zoom buttons (run untracked, after the step).
	 */
	stepped(): void {
		const camera = this.#camera;
		const following = this.#made && camera.follow && !this.prerendered;
		this.#made = true;
		// After "Whole tree", the step is framed as stepping frames it: its call followed again
		// (a step that changes the call followed has left it as it followed).
		if (following && camera.whole) {
			camera.leaveWhole();
			return this.follow();
		}
		if (following && !this.#tree.followed?.frame) camera.keepClear();
	}
}
