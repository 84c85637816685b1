import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadableGames } from '../../../src/lib/engine/index';
import type { GameCliForm, GameDeclaration } from '../../../src/lib/games/declaration';
import { gameEntries } from '../../../src/lib/games/entries';
import { GAMES } from '../../../src/lib/registry/games';

/**
 * A game is one folder and one registry line: its `game.ts` declares it (entry, rules and, from
 * them, its command-line form), its `view/parts.ts` its views and presenter, its
 * `view/practice.ts` its practice form; the registry lists the declaration, the view registry
 * finds the rest. Outside the games, the registry and the view registry, no file names a kind
 * of game or imports a game's folder.
 */

const root = new URL('../../../', import.meta.url);
const FOLDERS = readdirSync(new URL('src/lib/games/', root), { withFileTypes: true })
	.filter((entry) => entry.isDirectory())
	.map((entry) => entry.name);

/** The declaration a game's folder exports from its `game.ts`. */
async function declarationIn(folder: string): Promise<GameDeclaration> {
	const module = (await import(`../../../src/lib/games/${folder}/game.ts`)) as Record<
		string,
		GameDeclaration
	>;
	const [declaration, ...others] = Object.values(module);
	expect(others).toEqual([]);
	if (declaration === undefined) throw new Error(`${folder}/game.ts declares no game.`);
	expect(declaration.folder).toBe(folder);
	return declaration;
}

describe('the registry of games', () => {
	it('lists each game folder once, by its declaration, tic-tac-toe first (the default)', async () => {
		const declared = await Promise.all(FOLDERS.map(declarationIn));
		expect(new Set(GAMES)).toEqual(new Set(declared));
		expect(GAMES).toHaveLength(FOLDERS.length);
		expect(GAMES.map((game) => game.kind)).toEqual(['board', 'connect4', 'tree']);
		expect(gameEntries()).toEqual(GAMES);
		expect(loadableGames()).toEqual(GAMES.map((game) => game.kind));
	});

	it("finds each game's views, presenter and practice form in its folder", async () => {
		for (const folder of FOLDERS) {
			const { kind } = await declarationIn(folder);
			const { parts } = (await import(`../../../src/lib/games/${folder}/view/parts.ts`)) as {
				parts: { kind: string };
			};
			expect(parts.kind).toBe(kind);
			const practice = (await import(`../../../src/lib/games/${folder}/view/practice.ts`)) as {
				practiceForm?: unknown;
			};
			expect(practice.practiceForm).toBeDefined();
		}
	});

	it("loads eagerly in the first view the default game's parts, and no other game's", async () => {
		const eager = FOLDERS.filter((folder) =>
			existsSync(new URL(`src/lib/games/${folder}/view/first.ts`, root))
		);
		expect(eager).toHaveLength(1);
		expect((await declarationIn(eager[0] ?? '')).kind).toBe(GAMES[0]?.kind);
	});

	it("has each game's command-line form refuse every other game's flag it does not take", async () => {
		const forms = await Promise.all(
			FOLDERS.map(
				async (folder) =>
					((await import(`../../../src/lib/games/${folder}/cli.ts`)) as { cli: GameCliForm }).cli
			)
		);
		expect(forms.map((form) => form.kind)).toEqual(['connect4', 'board', 'tree']);
		const flags = forms.map((form) => form.flags.map((flag) => flag.name));
		expect(flags).toEqual([
			['game', 'moves', 'ai'],
			['board', 'to-move', 'ai', 'scoring', 'eval'],
			['tree', 'root']
		]);
		forms.forEach((form, at) => {
			const own = flags[at] ?? [];
			const others = new Set(flags.flat().filter((name) => !own.includes(name)));
			expect(new Set(form.refuses.map(([flag]) => flag))).toEqual(others);
			// Its naming flag is its first.
			expect(own[0]).toBe(form.named.flag);
		});
	});
});

it('no file outside the games and the registries names a kind of game or imports a game folder', () => {
	const kinds = GAMES.map((game) => game.kind);
	const kindTest = new RegExp(
		`(kind\\)?\\s*(===|!==|:)\\s*|GameKind>\\()['"](${kinds.join('|')})['"]`,
		'g'
	);
	const gameImport = new RegExp(
		`(from\\s+|import\\()['"][^'"]*games/(${FOLDERS.join('|')})['"/]`,
		'g'
	);
	const offenders: string[] = [];
	const walk = (dir: URL, path: string): void => {
		for (const entry of readdirSync(dir, { withFileTypes: true })) {
			const at = `${path}${entry.name}`;
			if (entry.isDirectory()) {
				if (!['src/lib/games', 'src/lib/registry', 'src/lib/view-registry'].includes(at))
					walk(new URL(`${entry.name}/`, dir), `${at}/`);
			} else if (/\.(ts|svelte|js)$/.test(entry.name)) {
				const text = readFileSync(new URL(entry.name, dir), 'utf8');
				for (const [named] of text.matchAll(kindTest)) offenders.push(`${at}: ${named}`);
				for (const [, , folder] of text.matchAll(gameImport))
					offenders.push(`${at}: imports games/${folder}`);
			}
		}
	};
	walk(new URL('src/', root), 'src/');
	expect(offenders).toEqual([]);
});
