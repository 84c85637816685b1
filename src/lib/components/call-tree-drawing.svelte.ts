import { MediaQuery } from 'svelte/reactivity';
import { DEFAULT_LAYOUT, type Session, type TreeStep } from '$lib/player';
import { PHONE } from '$lib/ui/panel-room';
import { callTreeModel } from './call-tree';
import {
	DESK_LABEL,
	labelZoom,
	PHONE_LABEL,
	phoneCard,
	PRESENTING_LABEL,
	treeRoomNeeded,
	wayReach,
	windowLevelHeight
} from './geometry';
import type { NodeSize } from '$lib/games/presenter';
import type { DrawnCards } from './step-span';
import type { Reads } from './tree-canvas';
import { treeCards } from './tree-cards';
import { treeDetail } from './tree-detail-code.svelte';

/** What the call tree is drawn from. */
interface DrawingOf {
	session: Session;
	large: boolean;
	beside: boolean;
	/** The first lesson's callout shows. */
	lesson: boolean;
	step: TreeStep;
	index: number;
	active: number | null;
	/** The call being tried (`TreeStep.trying`). */
	trying: number | null;
}

/**
 * The call tree as TreeView draws it at a step: its cards, its layout (past the layout limit, a
 * window around the running call) and the model the one tree renderer takes.
 */
export class CallTreeDrawing {
	readonly #of: Reads<DrawingOf>;
	readonly #phone = new MediaQuery(PHONE);
	/** Whether the screen is a phone's (TreeToolbar's rule), read live. */
	get phone(): boolean {
		return this.#phone.current;
	}

	constructor(of: Reads<DrawingOf>) {
		this.#of = of;
	}

	// Presenting (alone or side by side), cards for a room (`treeCards`), their labels read 14 px
	// down to the follow zoom; at zoom 0, with their labels at their largest. Not presenting, off
	// a phone and alone, the same cards at 12 px (issue 43 N10: the article board's read 7–10 px).
	readonly labelPx = $derived.by(() =>
		this.#of.large() ? PRESENTING_LABEL : this.#of.beside() || this.#phone.current ? 0 : DESK_LABEL
	);
	/**
	 * The run's own cards (never the lesson's: the prerendered page has no callout), laid out
	 * once: drawn once the lesson's callout is gone, read by the level column's rule throughout.
	 */
	readonly runCards = $derived.by(() => treeCards(this.#of.session(), this.labelPx));
	// While the lesson's callout shows, the cards where the page lays them (it places itself among them).
	readonly cards = $derived.by(() =>
		this.#of.lesson() && !this.#of.large()
			? treeCards(this.#of.session(), this.labelPx, true)
			: this.runCards
	);
	// Labels at a floor: the camera keeps presenting's rules (an explicit tree on the page has none).
	readonly readable = $derived.by(() => this.#of.large() || this.cards.least > 0);
	/**
	 * On a phone (alone, not presenting), the lowest zoom a step may take the camera to, to show
	 * the calls it names whole, where its labels read `PHONE_LABEL` (0 for a game whose cards have
	 * no such size: none lower): Connect Four's call and a child three columns off (issue 43).
	 */
	readonly phoneLeast = $derived.by(() => {
		const node = this.#of.session().presenter.node;
		const alone = this.#phone.current && !this.#of.large() && !this.#of.beside();
		return alone && node.presenting ? labelZoom(node, PHONE_LABEL) : 0;
	});
	/** The last grown card (`cardAt`): every node of a render asks at the same zoom. */
	#grown: { from: NodeSize; k: number; card: NodeSize } | null = null;
	/**
	 * The card at zoom `k`, the camera's own being `own`: on a phone, below its own (a step's named
	 * calls shown lower), its labels grown to read `PHONE_LABEL` (`phoneCard`).
	 */
	cardAt(k: number, own: number): NodeSize {
		const card = this.cards.at(k);
		if (this.phoneLeast === 0 || k >= own) return card;
		if (this.#grown?.from !== card || this.#grown.k !== k)
			this.#grown = { from: card, k, card: phoneCard(card, k) };
		return this.#grown.card;
	}
	readonly size = $derived.by(() => this.cards.at(1));
	readonly largest = $derived.by(() => this.cards.at(0));
	// The parts no step 0 draws (a cut node, the lens, hits, fold badges, the links' marks, the
	// window) load as soon as the tree shows more than the first view's: a step past 0, another
	// opening (a cut node is drawn from the start), a tree past the layout limit, or a card's lens.
	readonly detail = $derived.by(() => treeDetail());
	// Past the layout limit the tree is a window around the running call, subtrees folded; its
	// levels sit further apart, to hold the fold badges. Its code comes with the parts past step 0:
	// until they are in, no tree is drawn (never the first view's, which has its layout).
	readonly windowed = $derived.by(() => this.#of.session().layout === null);
	readonly treeWindow = $derived.by(() => {
		if (!this.windowed || this.detail === null) return null;
		const session = this.#of.session();
		const { levelHeight } = { ...DEFAULT_LAYOUT, ...session.spacing };
		return new this.detail.TreeWindow(session.trace, {
			...session.spacing,
			levelHeight: windowLevelHeight(this.largest, levelHeight)
		});
	});
	readonly windowView = $derived.by(
		() =>
			this.treeWindow?.around(this.#of.trying() ?? this.#of.active() ?? 1, this.#of.index()) ?? null
	);
	readonly layout = $derived.by(
		() => this.windowView?.layout ?? this.cards.layout ?? this.#of.session().layout ?? windowless()
	);
	readonly model = $derived.by(() => {
		const { treeWindow, windowView } = this;
		return callTreeModel(
			this.#of.session(),
			this.#of.step(),
			this.layout,
			this.largest,
			treeWindow && windowView ? (view) => treeWindow.near(windowView, view) : undefined
		);
	});
	readonly card = $derived.by(() => this.model.card);
	readonly drawnCards: DrawnCards = $derived.by(() => ({
		layout: this.layout,
		width: this.size.width,
		card: this.card,
		foot: wayReach(this.largest).foot
	}));
	/** What a panel under the tree leaves it (presenting, the board's floor: `treeRoomNeeded`). */
	readonly need = $derived.by(() =>
		treeRoomNeeded(
			this.layout.options.levelHeight,
			wayReach(this.largest),
			this.#of.large() ? (this.size.presentingFloor ?? null) : null
		)
	);

	/** Where `call`'s card sits. */
	at(call: number): { x: number; y: number } {
		return { x: this.layout.x[call] ?? 0, y: this.layout.y[call] ?? 0 };
	}

	/** The calls folded under `call` in a window; null on a full layout. */
	foldedBelow(call: number): number | null {
		const { treeWindow, windowView } = this;
		return treeWindow && windowView ? treeWindow.foldedBelow(windowView, call) : null;
	}
}

/** Never reached: a session has a layout or gets a window. */
function windowless(): never {
	throw new Error('A session without a layout needs a tree window.');
}
