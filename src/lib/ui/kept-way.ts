import type { Way, WayCard } from './way-frame';

/**
 * A followed call's way up (`Way`); `keep`: its card must show across with the call too, else that
 * card (the call marked current) is followed alone. Side by side each side keeps its current call
 * in view (overlaps.spec); on the page the told call comes first.
 */
export interface FollowedWay extends Way {
	readonly keep?: boolean;
}

/**
 * Whether a way to keep leaves its card out across if framed with the call (`keepWay` then
 * centres on the call): the two, `width` wide each (tree units) and `across` px of room at zoom
 * `k`, do not fit side by side. A Connect Four call's first child lies three columns (390 units) from
 * it; at the follow zoom half a projector's width does not hold both.
 */
export function leavesCardOut(
	way: FollowedWay,
	card: WayCard,
	k: number,
	width: number,
	across: number
): boolean {
	return way.keep === true && (Math.abs(way.node.x - card.x) + width) * k > across;
}
