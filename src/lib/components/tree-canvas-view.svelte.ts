import { untrack } from 'svelte';
import { pageFirstRoom, TreeCamera } from '$lib/ui/camera.svelte';
import { cameraMoves } from '$lib/ui/camera-moves-code.svelte';
import { EDGE, GUTTER } from '$lib/ui/panel-room';
import { DETAIL_ZOOM } from './geometry';
import { NOTHING, overviewRows } from './overview-rows';
import type { RunOn } from '$lib/ui/edge-clear';
import {
	BAND,
	toolbarInTree,
	type FollowBox,
	type Reads,
	type TreeCanvasProps,
	type TreeModel,
	type TreeSight
} from './tree-canvas';
import { clearOfTexts, type ButtonsBox, type DrawnCanvas } from './tree-clear';
import { TreeFocus } from './tree-focus.svelte';
import { TreeFraming, type FramedTree } from './tree-framing.svelte';

/** What the renderer is drawn from: its props, and whether a margin and a band are given. */
interface CanvasOf {
	model: TreeModel;
	shape: unknown;
	large: boolean;
	least: number;
	readable: boolean | undefined;
	changing: boolean;
	followed: FollowBox | null;
	keepsMargin: TreeCanvasProps['keepsMargin'];
	barBeside: boolean;
	margin: boolean;
	band: boolean;
}

/**
 * The tree renderer's camera and what it shows (TreeCanvas draws it): the nodes in view, the
 * margin, the path band, the zoom buttons' box and the panel's edges, what the framing and the
 * clearing rule read; and the effects that frame, follow and clear it.
 */
export class TreeCanvasView implements DrawnCanvas, FramedTree {
	readonly camera = new TreeCamera();
	readonly framing: TreeFraming;
	readonly focus: TreeFocus;
	svg: SVGSVGElement | undefined = $state();
	/** The cards not drawn across the panel's top and foot: the links run on through their place. */
	runOn: RunOn | null = $state(null);
	/** The zoom buttons as laid out, px from the tree box's top left. */
	laidOut: ButtonsBox | undefined = $state();
	readonly #of: Reads<CanvasOf>;

	constructor(of: Reads<CanvasOf>) {
		this.#of = of;
		this.framing = new TreeFraming(this.camera, this, pageFirstRoom());
		this.camera.clearOf = (to, boxes) => clearOfTexts(to, this, boxes);
		this.focus = new TreeFocus(
			() => this.svg,
			() => this.model
		);
		this.#watch();
	}

	get model() {
		return this.#of.model();
	}
	get followed() {
		return this.#of.followed();
	}
	get large() {
		return this.#of.large();
	}
	get least() {
		return this.#of.least();
	}
	get barBeside() {
		return this.#of.barBeside();
	}
	get changing() {
		return this.#of.changing();
	}
	/** Labels at a floor: presenting's by default. */
	readonly readable = $derived.by(() => this.#of.readable() ?? this.large);
	readonly layout = $derived.by(() => this.model.layout);
	// The margin, where the panel's width keeps it (side by side: `keepsLevels`).
	readonly levelled = $derived.by(
		() =>
			this.#of.margin() &&
			(this.#of.keepsMargin()?.(this.camera.width, this.camera.rightGutter()) ?? true)
	);
	// "Whole tree" drawn as an overview (`TreeCamera.overview`): no card is.
	readonly visible = $derived.by(() =>
		this.camera.overview ? NOTHING : this.model.visibleIn(this.camera.view)
	);
	/**
	 * The links run on through the cards not drawn across the top, the foot and the level column's
	 * side (`runOnPaths`), a leaf's at the side down to the panel's foot.
	 */
	get runsOn(): { id: number; d: string }[] {
		const [moves, runOn] = [cameraMoves(), this.runOn];
		if (!runOn || !moves) return [];
		return moves.runOnPaths(this.model, runOn, this.visible.links, this.camera.view.y1);
	}
	readonly rows = $derived.by(() => overviewRows(this.layout.levels.length, this.camera.height));
	/**
	 * Presenting, a band over the drawing for the search's `band` (the path strip, V23 F2), where the
	 * tree is too wide to show whole: judged once for the run's layout at the panel's width (a
	 * window's changes shape: always), never appearing or leaving between steps. The drawing and the
	 * camera's room start under it, so nothing of the tree is drawn there.
	 */
	readonly banded = $derived.by(
		() =>
			this.#of.band() &&
			this.large &&
			!this.barBeside &&
			(this.changing || this.camera.tooWide(this.layout))
	);
	readonly bandHeight = $derived.by(() => (this.banded ? BAND : 0));
	/** They, px from the drawing's top left (under the band). */
	readonly buttons = $derived.by(
		() => this.laidOut && { ...this.laidOut, top: this.laidOut.top - this.bandHeight }
	);
	/**
	 * Their box in tree units, where they lie over the panel; where they stand beside it, all
	 * past the panel's right edge, its whole height (a mark there is cut by the edge: "2 saved"
	 * read "2" below the buttons, issue 43): marks keep clear of it.
	 */
	readonly #toolbar = $derived.by(() => toolbarInTree(this.buttons, this.camera));
	/** The panel's edges across, px: the level column's side (or its left) and its right. */
	readonly edges = $derived.by(() => ({
		left: this.levelled ? GUTTER - EDGE : 0,
		right: this.camera.width
	}));
	/**
	 * Side by side, and presenting (or labels at a floor), the edges that cut what lies across them
	 * (`TreeSight.edges`): where no pan clears two dense rows (iterative deepening's iterations side
	 * by side on the article board, issue 43), a text is whole or not there.
	 */
	readonly #cutting = $derived.by(() =>
		this.readable ||
		(this.barBeside &&
			this.buttons &&
			this.buttons.width > 0 &&
			this.buttons.left >= this.camera.width)
			? this.edges
			: null
	);
	/**
	 * Where a text the camera leaves across an edge is not drawn: side by side's edges and those
	 * of a tree with labels at a floor (`cutting`), and on a phone (its buttons a row under the
	 * tree) the level column's side and the right (issue 43: a root's return spread its
	 * children's row past both).
	 */
	readonly #hiding = $derived.by(
		() =>
			this.#cutting ??
			(this.buttons && this.buttons.width > 0 && this.buttons.top >= this.camera.height
				? this.edges
				: null)
	);
	readonly sight: TreeSight = $derived.by(() => {
		const [camera, cutting] = [this.camera, this.#cutting];
		return {
			visible: this.visible,
			zoom: camera.k,
			own: camera.spanFrom ?? camera.k,
			detailed: camera.k >= DETAIL_ZOOM,
			toolbar: this.#toolbar,
			edges: cutting && {
				left: (cutting.left - camera.x) / camera.k,
				right: (cutting.right - camera.x) / camera.k
			}
		};
	});

	/** The effects, in this order: focus, camera, framing, hidden texts, follow, clearing. */
	#watch(): void {
		const { camera, framing } = this;
		$effect(() => {
			void this.visible;
			this.focus.drawn();
		});
		$effect(() => (this.svg ? camera.attach(this.svg) : undefined));
		// A new tree, a first size or presentation mode frames the view afresh; stepping never does.
		$effect(() => {
			void this.#of.shape();
			void [this.large, this.least, this.readable, this.levelled];
			framing.frame();
		});
		// Side by side, with labels at a floor and on a phone, a text across the panel's edge is
		// hidden (`hidePastEdges`).
		$effect(() => {
			const [moves, edges, drawn] = [cameraMoves(), this.#hiding, this.svg];
			if (!drawn || !moves || framing.prerendered) return;
			// With labels at a floor (presenting, or at a desk), alone or side by side, a card across
			// the level column's side, the panel's top or its foot too, whole or not there (N11;
			// issue 43: side by side, minimax's FC3 kept its border there, its texts hidden).
			// Presenting's row rule reads texts: an empty placeholder escaped it (alpha-beta's FC8).
			const cards = this.readable && this.levelled;
			const desk = cards && !this.large;
			// Side by side presenting, the pane's right edge is a plain edge: a card across it too.
			const right = cards && this.barBeside && this.large;
			// Told in a frame after the drawing, outside this effect, where it changes.
			const ran = (runOn: RunOn) => (this.runOn = runOn);
			const stop = moves.hidePastEdges(drawn, edges, moves, camera, { cards, desk, right, ran });
			return () => {
				stop?.();
				this.runOn = null;
			};
		});
		// A window changes shape as the search moves; the camera keeps its latest outline.
		$effect(() => camera.use(this.layout, this.model.whole));
		$effect(() => {
			void [this.followed?.id, this.followed?.above];
			untrack(() => framing.follow());
		});
		// The first step follows no call and its frame is cleared once the moves come (a link's,
		// the first key's: they load after the first view).
		$effect(() => {
			const sized = !framing.prerendered && camera.width > 0 && camera.height > 0;
			if (sized && cameraMoves() && untrack(() => this.followed === null))
				untrack(() => framing.follow(false));
		});
		$effect(() => {
			void [this.model, this.followed];
			untrack(() => framing.stepped());
		});
	}
}
