import { InputError } from '$lib/engine/errors';
import type { Trace } from '$lib/engine';
import type { TraceFile } from '$lib/engine/import';
import { readAnyFile } from '$lib/engine/run-file';
import { sourceOf } from '$lib/engine/game-catalog';
import { packTrace } from '$lib/engine/trace';
import { packedBuffers, packGame } from '$lib/engine/pack';
import { drawingOptions, drawTrace, packDrawing } from '$lib/player/drawing';
import { sourceParams } from '$lib/player/source-params';
import type { ImportMessage } from './import';

/**
 * What the import worker does, as a function of the file and a way to answer, so the unit tests
 * run it in Node as the worker would. Anything thrown that is not an `InputError` (out of
 * memory) is thrown again: the worker fails, and the page says it stopped.
 */

export type Answer = (message: ImportMessage, transfer?: Transferable[]) => void;

/** Bytes read between two progress messages (the full game's 72 MB: 17 of them). */
export const READ_STEP = 4 << 20;

export async function importTrace(file: Blob, answer: Answer): Promise<void> {
	try {
		const text = await readText(file, (done) =>
			answer({ kind: 'progress', phase: 'reading', done, total: file.size })
		);
		const read = readAnyFile(
			text,
			{ onProgress: (progress) => answer({ kind: 'progress', ...progress }) },
			false
		);
		// A search by iterations' file, checked: the page runs it again as a link to it would.
		if (read.kind === 'run') {
			const { game, settings, iterations } = read.run;
			answer({ kind: 'run', source: sourceOf(game), settings, iterations });
			return;
		}
		const { game, trace, program = null } = read.file as TraceFile & { trace: Trace };
		// Drawn, laid out and written as a link here too: the page only wraps what it is given.
		const source = sourceOf(game);
		const link = sourceParams(source);
		const drawn = packDrawing(drawTrace(trace, drawingOptions(game, trace.algorithm)));
		const packedGame = packGame(game);
		const { packed, buffers } = packTrace(trace);
		answer(
			{
				kind: 'done',
				source,
				link,
				game: packedGame,
				trace: packed,
				drawing: drawn.packed,
				program
			},
			[...buffers, ...packedBuffers(packedGame), ...drawn.buffers]
		);
	} catch (error) {
		if (!(error instanceof InputError)) throw error;
		answer({ kind: 'error', error: error.data });
	}
}

/** The file as text (UTF-8, as `Blob.text` reads it), telling the bytes read every `READ_STEP`. */
async function readText(file: Blob, onRead: (bytes: number) => void): Promise<string> {
	const decoder = new TextDecoder();
	const pieces: string[] = [];
	const reader = file.stream().getReader();
	let read = 0;
	let told = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		pieces.push(decoder.decode(value, { stream: true }));
		read += value.byteLength;
		if (read - told >= READ_STEP) onRead((told = read));
	}
	pieces.push(decoder.decode());
	onRead(read);
	return pieces.join('');
}
