// Relative paths, not $lib: the CLI (run by tsx, without SvelteKit's aliases) imports this file.
import type { InputError, InputErrorMessagesByLang } from '../engine/errors';
import type { GameKind, GameModule, GameSource } from '../engine/game-module';
import type { GameEntry } from './entries';
import type { GameTraits } from './traits';

/**
 * What a game's folder declares, in its `game.ts`: the one object the registry lists for it
 * (src/lib/registry/games.ts, one line a game). Its entry (plain data every page carries) and
 * its rules, loaded on first need. Its views and presenter are its `view/parts.ts`'s and its
 * practice form its `view/practice.ts`'s, which the view registry finds there (a worker, which
 * imports the registry, reaches no view); its position on the command line is its `cli.ts`'s,
 * which the command line finds there (no page carries it).
 */
export interface GameDeclaration extends GameEntry {
	/**
	 * Its folder's name under src/lib/games/, where the command line finds its `cli.ts` (which no
	 * page carries).
	 */
	readonly folder: string;
	/** Its rules and traits, loaded on first need into the engine's catalogues. */
	readonly rules: () => Promise<GameRules>;
	/**
	 * The sentences of its own input errors, by language code (its `errors.ts`'s default export):
	 * loaded before one is said, beside its rules or after them.
	 */
	readonly errors?: () => Promise<{ readonly default: InputErrorMessagesByLang }>;
	/** What its links need loaded beyond its rules, loaded with them (`loadGames`): a tree's packer. */
	readonly linkCode?: () => Promise<unknown>;
}

/** What a game's folder exports for the engine (its index.ts). */
interface GameRules {
	readonly module: GameModule;
	readonly traits: GameTraits;
}

/** A flag of the command line that takes a value, by its name without dashes. */
interface CliFlag {
	readonly name: string;
	/** Its lines in `--help`, as printed: the flag and its value in 21 columns, then what it does. */
	readonly help: readonly string[];
}

/** A flag refused, and the error that says why. */
type CliRefusal = readonly [flag: string, error: (option: string) => InputError];

/** The values of the flags given, by name, and the check a value of a few choices goes through. */
export interface CliValues {
	/** The flag's value; undefined when not given. */
	get(name: string): string | undefined;
	/** The value of `--name`, one of `allowed` (any case), or `fallback` when not given. */
	oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T;
}

/**
 * How the command line names a position of this game: the flag that names it (`--board`, or
 * `--game` with this game's value), the other flags it takes, and what it says of a flag that
 * belongs to another game.
 */
export interface GameCliForm {
	/** The game's kind, as its declaration names it. */
	readonly kind: GameKind;
	/** The flag naming this game, and its value where one flag names several (`--game connect4`). */
	readonly named: { readonly flag: string; readonly value?: string };
	/** How the usage line writes the position: `--board CELLS`. */
	readonly synopsis: string;
	/** Its flags, the naming one first, in the order `--help` lists them. */
	readonly flags: readonly CliFlag[];
	/**
	 * Another game's flags given with this one, each refused in this order with its error (the
	 * flag is handed in with its dashes: `--root`). Every other game's flag is listed.
	 */
	readonly refuses: readonly CliRefusal[];
	/** A flag of this game given without the one naming it, and what is said of it. */
	readonly alone?: readonly CliRefusal[];
	/** The position the flags name (read by the engine's `gameFor`, which checks it). */
	sourceOf(values: CliValues): GameSource;
}
