import { addGamePart } from '$lib/engine/game-catalog';
import { registerViews } from '$lib/components/game-views';
import { narrationsAsked, registerNarration } from '$lib/games/narrations';
import './presenters';
import './first';
import './run-views';
import './tellings';
import { PARTS } from './parts';

/**
 * The view registry: every game's views (its presenter, presenters.ts; its Svelte parts and its
 * narration, here), as each game's `view/parts.ts` declares them, each loaded with its game on
 * first need (engine/game-catalog.ts), so a page carries the code of the games it shows and no
 * other. The practice forms are practice.ts's, imported by the practice page alone, and the
 * compare page's parts compare.ts's. It imports the registry first (presenters.ts), so the
 * step-through page, which imports this, finds every catalogue ready to fill. A worker imports
 * the registry alone: it needs no view.
 */
for (const { kind, views } of Object.values(PARTS))
	addGamePart(
		kind,
		// Its narration's opening comes with its views; the rest with the steps past 0, or with the
		// views themselves once those steps are told (a game shown later never waits on its words).
		async () => {
			const loaded = await views();
			return { loaded, whole: narrationsAsked() ? await loaded.narration() : null };
		},
		({ loaded, whole }) => {
			registerViews(kind, loaded.views);
			registerNarration(kind, loaded.opening, loaded.narration, whole);
		}
	);
