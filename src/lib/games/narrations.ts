import type { GameKind } from '$lib/engine';
import { gameCatalogue, part } from '$lib/engine/catalogue';
import { loadOnce } from '$lib/engine/load-once';
import type { GameNarration } from './narration';
import type { GameOpening } from './opening';

/**
 * Each kind's narration, which only the step-through page loads and tells: its opening (step 0's
 * telling) with its views, the rest (`NARRATION`) with the steps past 0 (`loadNarrations`).
 */
export const OPENING = part<GameOpening>((kind) => `No opening of game "${kind}" is loaded.`);
export const NARRATION = part<GameNarration>(
	(kind) =>
		`No narration of game "${kind}" is loaded: a step past 0 was told before loadNarrations().`
);

/** Each registered kind's narration past step 0, loaded once asked for. */
const narrations = new Map<GameKind, () => Promise<void>>();
/** Whether the steps past 0 were asked for: a game's views then bring its whole narration. */
let toldOn = false;

/**
 * Adds the kind `kind`'s narration, as its views load: its opening now, the rest with
 * `loadNarrations`, or now (`whole`) where the steps past 0 were already asked for.
 */
export function registerNarration(
	kind: GameKind,
	opening: GameOpening,
	load: () => Promise<GameNarration>,
	whole: GameNarration | null
): void {
	gameCatalogue.set(kind, OPENING, opening);
	if (whole !== null) gameCatalogue.set(kind, NARRATION, whole);
	const rest = loadOnce(async () => gameCatalogue.set(kind, NARRATION, await load()));
	narrations.set(kind, rest);
	// Asked for between its views' load and now: it follows at once.
	if (whole === null && toldOn) void rest().catch(() => {});
}

/** Whether a game whose views load now must bring its whole narration (`registerNarration`). */
export const narrationsAsked = (): boolean => toldOn;

/**
 * Loads the narration past step 0 of every game whose views are in; a game's views that load
 * later bring theirs with them (view-registry/index.ts).
 */
export async function loadNarrations(): Promise<void> {
	toldOn = true;
	const wanted = [...narrations].filter(([kind]) => !gameCatalogue.has(kind, NARRATION));
	await Promise.all(wanted.map(([, load]) => load()));
}

/** The opening (step 0's telling) of the game kind `kind`; throws when its views are not in. */
export function openingOf(kind: GameKind): GameOpening {
	return gameCatalogue.get(kind, OPENING);
}
