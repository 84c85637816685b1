import type { ViewModule } from '$lib/components/game-views';
import type { GamePresenter } from '$lib/games/presenter';

/**
 * What the view registry (src/lib/view-registry/) finds of this game's views, each loaded with
 * its game on first need: its Svelte parts (with its narration) and its presenter. (Its
 * practice form is practice.ts's `practiceForm`, which the practice page alone finds.)
 */
export const parts = {
	kind: 'tree',
	views: (): Promise<ViewModule> => import('./index'),
	presenter: (): Promise<{ presenter: GamePresenter }> => import('./presenter')
} as const;
