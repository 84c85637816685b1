import '$lib/registry';
import type { GameKind } from '$lib/engine';
import type { ViewModule } from '$lib/components/game-views';
import type { GamePresenter } from '$lib/games/presenter';

/** What a game's `view/parts.ts` declares: its views' parts, each loaded on first need. */
export interface GameViewParts {
	readonly kind: GameKind;
	readonly views: () => Promise<ViewModule>;
	readonly presenter: () => Promise<{ presenter: GamePresenter }>;
}

/**
 * Every game's view parts, found in its own folder (`src/lib/games/<id>/view/parts.ts`, a few
 * loaders: the parts themselves load on first need), by the file's path from here. Each game the
 * registry lists has one, and no other folder (tests/unit/registry/games.test.ts): the registry
 * has added each kind's rules first, so a kind's parts load after its rules, in its order.
 */
export const PARTS = import.meta.glob<GameViewParts>('../games/*/view/parts.ts', {
	eager: true,
	import: 'parts'
});
