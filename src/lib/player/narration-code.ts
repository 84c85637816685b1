import { loadedOnUse } from '$lib/engine/load-once';
import { loadNarrations } from '$lib/games/narrations';

// The narration of the steps past the first (narration/index.ts) loads when stepping first comes
// near (`loadNarration`: the step controls hovered or focused, a key, a link's step): the first
// view tells step 0 alone (narration/start.ts). A step past 0 is shown only once it is in
// (ui/player.svelte.ts), so its words are never late. Each game's narration past its opening comes
// with it (games/presenters.ts).
const narration = loadedOnUse(
	() => Promise.all([import('./narration'), loadNarrations()]).then(([code]) => code),
	'A step past the first was told before loadNarration() finished.'
);

export const loadNarration = narration.load;

/** Whether `loadNarration` is done. */
export const narrationLoaded = narration.loaded;

/** The narration's code, once `loadNarration` is done. */
export const narrationCode = narration.get;
