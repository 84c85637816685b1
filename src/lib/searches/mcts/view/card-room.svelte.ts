import { MediaQuery } from 'svelte/reactivity';
import { PRESENTING_LABEL } from '$lib/components/geometry';
import type { PanelRoom } from '$lib/ui/camera.svelte';
import { PHONE } from '$lib/ui/panel-room';
import type { MctsTrace } from '../trace';
import { WIDE_CARDS, type MctsCards } from './tree-layout';
import { cardsFor, deskLabelFloor } from './tree-model';

/** What the cards' room is read from: the run, the camera's room and the drawing once drawn. */
interface RoomOf {
	trace: MctsTrace;
	room: PanelRoom | undefined;
	svg: SVGSVGElement | null;
	presenting: boolean;
}

/**
 * MCTS's cards as the tree's panel has room for them: beside the position drawn over the panel's
 * top right corner (MctsOverTree, bound here), with the least type their labels may take.
 */
export class CardRoom {
	/** The position over the tree's top right corner, and its height (px). */
	corner: HTMLDivElement | undefined = $state();
	cornerHeight = $state(0);
	readonly #of: () => RoomOf;
	readonly #phone = new MediaQuery(PHONE);

	constructor(of: () => RoomOf) {
		this.#of = of;
	}

	/** How far down the tree's panel the position over its top right corner reaches (px; 0: none). */
	readonly foot = $derived.by(() => {
		const { room, svg } = this.#of();
		if (!room || this.cornerHeight <= 0 || !svg || !this.corner) return 0;
		const [over, panel] = [this.corner.getBoundingClientRect(), svg.getBoundingClientRect()];
		const overs = over.left > panel.left && over.top < panel.top + panel.height / 2;
		return overs ? Math.ceil(over.bottom - panel.top) + 1 : 0;
	});

	readonly cards: MctsCards = $derived.by(() => {
		const { trace, room, presenting } = this.#of();
		return room ? cardsFor(trace, room, this.foot, presenting) : WIDE_CARDS;
	});

	/** The least type of the cards' labels (tree units): 14 px presenting, 12 at a desk, a phone's own. */
	readonly labelFloor = $derived.by(() => {
		const { trace, room, presenting } = this.#of();
		if (presenting) return PRESENTING_LABEL;
		return room && !this.#phone.current ? deskLabelFloor(trace, this.cards, room, this.foot) : 0;
	});
}
