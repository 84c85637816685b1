import type { Game } from './game';
import { gameModule, moduleOf } from './game-catalog';
import type { GameSource, PackedGame } from './game-module';

/**
 * A game as plain data for another thread (`postMessage` copies it), so a worker searches the
 * game the page already built instead of reading its source again: a big tree is parsed once.
 * Each game module packs its own; one without packing travels as its source.
 */
export type { PackedGame };

export function packGame(game: Game): PackedGame {
	const module = moduleOf(game);
	if (module.packing) return module.packing.pack(game);
	return module.sourceOf(game) as PackedGame;
}

/** The buffers to hand over with `packed` (none where its module names none). */
export function packedBuffers(packed: PackedGame): ArrayBuffer[] {
	return gameModule(packed.kind).packing?.transfer?.(packed) ?? [];
}

/** The game `packGame` packed, trusted as it is: it was checked when it was first built. */
export function unpackGame(packed: PackedGame): Game {
	const module = gameModule(packed.kind);
	if (module.packing) return module.packing.unpack(packed);
	return module.gameFor(packed as GameSource);
}
