import type { Game, GameKind, GameSource } from '$lib/engine';
import { gameCatalogue, part } from '$lib/engine/catalogue';
import { kindOf } from '$lib/engine/game-catalog';
import type { Localized } from '$lib/i18n';
import type { LinkForm } from './link';

/**
 * What a worker and the player layer must know about one kind of game, with no view and no
 * words: its link form, how its tree is spaced and drawn, and the deepest search the page
 * offers. Each game writes them in its own `traits.ts`; the registry (`registry/games.ts`)
 * registers them at start-up, beside the game modules, so a worker has them without loading a
 * presenter (whose views and words are the page's). A game's presenter carries them too.
 */
export interface GameTraits {
	readonly kind: GameKind;
	/** Spacing of the laid-out tree for this kind; `windows`: a window line sits under each score. */
	spacing(windows: boolean): Spacing;
	/** Alpha-beta's cut branches drawn whole (small trees) or by their first position only. */
	readonly drawsCutBranchesWhole: boolean;
	/** The deepest depth limit the page offers and accepts (the engine's ceiling, or less). */
	depthCeiling(game: Game): number;
	/**
	 * The depth limit searched when a link names none, for a game too big to search to its end
	 * (its rules' `defaultDepthLimit`); absent where no limit means the whole game.
	 */
	readonly defaultDepthLimit?: number;
	/** The position's parameters in a link. */
	readonly link: LinkForm;
	/**
	 * The position as a file of its own, which its editor and the command line read back (a
	 * tree's nested arrays as JSON: a big tree does not fit in a link); absent where a link
	 * always holds the position.
	 */
	readonly positionFile?: (game: Game) => string;
	/** Where this is the practice page's game (its entry's `practiceStart`): its exercises. */
	readonly practice?: PracticeSource;
}

/** The depths and branchings a practice exercise drawn from a recipe may have. */
interface PracticeRanges {
	readonly minDepth: number;
	readonly maxDepth: number;
	readonly minBranching: number;
	readonly maxBranching: number;
}

/** How the practice page's game sets exercises beyond its start: drawn from a recipe. */
export interface PracticeSource {
	/** `source` brought within `limits` where it is drawn from a recipe, each change said. */
	fit(source: GameSource, limits: PracticeRanges, problems: Localized[]): GameSource;
	/** The exercise after `source` (of any game): its recipe on the next seed, or a first one. */
	next(source: GameSource): GameSource;
	/** Whether `source` is drawn from a recipe (a random tree), which the page lets one edit. */
	drawn(source: GameSource): boolean;
}

/**
 * Spacing in tree units, any of player/layout.ts's `LayoutOptions` (the rest keep their
 * defaults); written out here so this layer names nothing of the player's.
 */
interface Spacing {
	readonly nodeWidth?: number;
	readonly levelHeight?: number;
	readonly cousinGap?: number;
}

/** A game's traits, a part of its entry in the games' catalogue loaded with its rules. */
const TRAITS = part<GameTraits>(
	(kind) =>
		`No traits of game "${kind}" are registered: import 'src/lib/registry' at the entry point first.`
);

/** Adds games' traits; registering a kind again replaces its traits. */
export function registerTraits(list: readonly GameTraits[]): void {
	for (const entry of list) gameCatalogue.set(entry.kind, TRAITS, entry);
}

/** The traits of the game kind `kind`; throws when none are registered. */
export function traitsOf(kind: GameKind): GameTraits {
	return gameCatalogue.get(kind, TRAITS);
}

/** The traits of `game`'s kind. */
export function traitsFor(game: Game): GameTraits {
	return traitsOf(kindOf(game));
}
