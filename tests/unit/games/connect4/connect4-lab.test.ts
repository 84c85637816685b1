import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../src/lib/i18n';
import { Lab } from '../../../../src/lib/state/lab.svelte';
import { boardSource as board, useFakeWorkers, language } from '../../page-state';

/** Lets pending promises (a search opening) settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

let lab: Lab;
useFakeWorkers();
beforeEach(async () => {
	lab = new Lab(language);
	// The link codec in, as a page that has loaded it: a link then opens at once.
	await lab.linkCodec();
});

const problems = () => lab.problems.map((problem) => problem(MESSAGES.en));

describe('Connect Four in the lab', () => {
	it('opens a link without a depth at depth 4, and writes it', async () => {
		lab.mount(new URLSearchParams('game=connect4&moves=4453'));
		await settle();
		expect(problems()).toEqual([]);
		expect(lab.trace.settings.depthLimit).toBe(4);
		expect(lab.address).toBe('/?game=connect4&moves=4453&depth=4');
	});

	it('refuses a depth past 12 with its reason and opens at 4', async () => {
		lab.mount(new URLSearchParams('game=connect4&moves=44&depth=13'));
		await settle();
		expect(problems()).toEqual([
			"The link's depth limit 13 is deeper than this page searches this game (at most 12); using 4 instead."
		]);
		expect(lab.trace.settings.depthLimit).toBe(4);
		// Past the game's own end too, the page's bound is the one named.
		lab.mount(new URLSearchParams('game=connect4&moves=44&depth=60'));
		await settle();
		expect(problems()).toEqual([
			"The link's depth limit 60 is deeper than this page searches this game (at most 12); using 4 instead."
		]);
		expect(lab.trace.settings.depthLimit).toBe(4);
		lab.mount(new URLSearchParams('game=connect4&moves=44&depth=5&algo=alphabeta-ordered'));
		await settle();
		expect(problems()).toEqual([]);
		expect(lab.trace.settings.depthLimit).toBe(5);
	});

	it('opens with a search from another game, dropping a depth the position cannot take', async () => {
		// Connect Four's depth 12, as the position editor hands it on to a board.
		const carried = { algorithm: 'alphabeta-ordered', depthLimit: 12, symmetry: false } as const;
		expect(await lab.open(board('X...O....'), carried)).toBe(true);
		expect(lab.trace.settings.depthLimit).toBeNull();
		expect(problems()[0]).toContain('Searching without that option instead.');
		expect(await lab.open({ kind: 'connect4', moves: '', ai: 'X' }, 'minimax')).toBe(true);
		expect(lab.trace.settings.depthLimit).toBe(4);
		expect(lab.trace.calls).toBe(2801);
		expect(problems()).toEqual([]);
	});
});
