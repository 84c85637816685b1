import { readFile, stat } from 'node:fs/promises';
import { clip, IMPORT_LIMITS, InputError, quoteInput } from '../lib/engine/index';

/**
 * The trace file `--check` reads: a path, or `-` for standard input. Files over the page's limit
 * (120 MB) are refused as the page refuses them, unread: a path by its size, standard input once
 * it has sent more.
 */

/** The most bytes of a trace file read, as the page's Share menu opens. */
export const MAX_FILE_BYTES = IMPORT_LIMITS.maxBytes;

/** Where the text comes from when the file is `-`; the process's own standard input by default. */
export interface Input {
	stdin?(maxBytes: number): Promise<string>;
}

/** The text of `file`; throws `InputError` when it is too big or cannot be read. */
export async function readInput(
	file: string,
	io: Input,
	maxBytes: number = MAX_FILE_BYTES
): Promise<string> {
	try {
		if (file === '-') {
			const text = await (io.stdin ?? readStdin)(maxBytes);
			if (Buffer.byteLength(text) > maxBytes) throw tooBig(null, maxBytes, maxBytes);
			return text;
		}
		const { size } = await stat(file);
		if (size > maxBytes) throw tooBig(file, size, maxBytes);
		return await readFile(file, 'utf8');
	} catch (error) {
		if (error instanceof InputError) throw error;
		// The system's words name the file again: as short as the quote before them.
		const said = error instanceof Error ? error.message : String(error);
		const reason = clip(file === '' ? said : said.replaceAll(file, clip(file)), 120);
		throw new InputError('cliCheckRead', { file: quoteInput(file), reason });
	}
}

function tooBig(file: string | null, bytes: number, maxBytes: number): InputError {
	const megabytes = (count: number) => Math.round(count / 1e6);
	return new InputError('cliCheckTooBig', {
		file: file === null ? null : quoteInput(file),
		megabytes: megabytes(bytes),
		limit: megabytes(maxBytes)
	});
}

/** Standard input, read until its end or until it has sent more than `maxBytes`. */
async function readStdin(maxBytes: number): Promise<string> {
	const chunks: Buffer[] = [];
	let bytes = 0;
	for await (const chunk of process.stdin) {
		bytes += (chunk as Buffer).length;
		if (bytes > maxBytes) {
			process.stdin.destroy();
			throw tooBig(null, bytes, maxBytes);
		}
		chunks.push(chunk as Buffer);
	}
	return Buffer.concat(chunks).toString('utf8');
}
