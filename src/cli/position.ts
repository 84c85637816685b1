import type { Game } from '../lib/engine/index';
import { InputError } from '../lib/engine/errors';
import { gameFor } from '../lib/engine/game-catalog';
import type { CliValues, GameCliForm } from '../lib/games/declaration';
import { GAMES as DECLARED } from '../lib/registry/games';

/**
 * The position on the command line, as each game declares it (its `game.ts`'s `cli`): the flag
 * naming the game, its other flags with their lines in `--help`, and what it says of another
 * game's flag. Nothing here names a game.
 */

/**
 * Every game the registry lists, in its order, with its command-line form: its folder's
 * `cli.ts` (`src/lib/games/<folder>/cli.ts`).
 */
const GAMES = await Promise.all(
	DECLARED.map(async ({ kind, folder }) => {
		const { cli } = (await import(`../lib/games/${folder}/cli.ts`)) as { cli: GameCliForm };
		if (cli.kind !== kind) throw new Error(`${folder}/cli.ts is not the form of "${kind}".`);
		return { kind, cli };
	})
);

/** Every game's flags for Node's parser, each once (`--ai` is two games'), each with a value. */
export const GAME_OPTIONS: Readonly<Record<string, { readonly type: 'string' }>> =
	Object.fromEntries(
		GAMES.flatMap((game) => game.cli.flags).map((flag) => [flag.name, { type: 'string' }])
	);

/**
 * The usage line's positions, `(--board CELLS | --game connect4 [--moves COLUMNS] | …)`, wrapped
 * under the command at 90 columns.
 */
export function positionSynopsis(command: string): string {
	const lines: string[] = [];
	let line = `${command}(`;
	GAMES.forEach((game, at) => {
		const piece = `${at === 0 ? '' : ' | '}${game.cli.synopsis}`;
		if (at > 0 && line.length + piece.length > 90) {
			lines.push(line);
			line = `${' '.repeat(command.length + 2)}| ${game.cli.synopsis}`;
		} else line += piece;
	});
	return [...lines, `${line}) [options]`].join('\n');
}

/**
 * The games' flags' lines in `--help`: each game's in its order, a flag two games take (`--ai`)
 * once, where the first game lists it, with the flags the next game lists before it just above.
 */
export function positionHelp(): string {
	const merged: { name: string; help: readonly string[] }[] = [];
	for (const game of GAMES) {
		let pending: { name: string; help: readonly string[] }[] = [];
		for (const flag of game.cli.flags) {
			const at = merged.findIndex((known) => known.name === flag.name);
			if (at < 0) pending.push(flag);
			else {
				merged.splice(at, 0, ...pending);
				pending = [];
			}
		}
		merged.push(...pending);
	}
	return merged.flatMap((flag) => flag.help.map((line) => `  ${line}`)).join('\n');
}

/** Whether `form` takes the flag `name`. */
const takes = (form: GameCliForm, name: string) => form.flags.some((flag) => flag.name === name);

/**
 * The game the flags name; throws `InputError` when they name none, name two, or give a flag of
 * another game (the first game named is asked what to say: a game with a flag of its own before
 * one named by `--game`, each in the registry's order).
 */
export function readPosition(values: CliValues): Game {
	const given = (name: string) => values.get(name) !== undefined;
	/** The value of a flag naming several games, checked to name one. */
	const checkValue = (name: string) => {
		const named = GAMES.filter((game) => game.cli.named.flag === name && game.cli.named.value);
		if (named.length > 0)
			values.oneOf(
				name,
				named.map((game) => game.cli.named.value ?? ''),
				''
			);
	};
	const names = (game: (typeof GAMES)[number]) => {
		const { flag, value } = game.cli.named;
		if (!given(flag)) return false;
		if (value === undefined) return true;
		checkValue(flag);
		return values.get(flag)?.toLowerCase() === value.toLowerCase();
	};
	const byOwnFlag = GAMES.filter((game) => game.cli.named.value === undefined);
	const byValue = GAMES.filter((game) => game.cli.named.value !== undefined);
	const chosen = byOwnFlag.find(names) ?? byValue.find(names);
	if (chosen === undefined) {
		for (const game of GAMES)
			for (const [flag, error] of game.cli.alone ?? []) if (given(flag)) throw error(`--${flag}`);
		throw new InputError('cliNoPosition');
	}
	for (const [flag, error] of chosen.cli.refuses) {
		if (!given(flag)) continue;
		checkValue(flag);
		throw error(`--${flag}`);
	}
	const other = Object.keys(GAME_OPTIONS).find((name) => given(name) && !takes(chosen.cli, name));
	// Every game refuses each other game's flag (tests/unit/registry pins it): none is left over.
	if (other !== undefined) throw new TypeError(`--${other} is not refused by "${chosen.kind}".`);
	return gameFor(chosen.cli.sourceOf(values));
}
