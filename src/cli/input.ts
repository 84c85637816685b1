import { open } from 'node:fs/promises';
import { InputError } from '../lib/engine/errors';
import { IMPORT_LIMITS } from '../lib/engine/import';
import { clip, quoteInput } from '../lib/engine/quote';

/**
 * The trace file `--check` reads: a path, or `-` for standard input. At most the page's limit
 * (120 MB) is ever read, from any of them: a regular file over it is refused unread by its size,
 * as the page refuses it; a pipe, a device (/dev/zero) or standard input, whose size is not
 * known beforehand, once it has sent more, and reading stops there.
 */

/** Bytes asked for at a time from a file, a pipe or a device. */
const CHUNK_BYTES = 1 << 20;

/** Where the text comes from when the file is `-`; the process's own standard input by default. */
export interface Input {
	stdin?(maxBytes: number): Promise<string>;
}

/** The text of `file`; throws `InputError` when it is too big or cannot be read. */
export async function readInput(
	file: string,
	io: Input,
	// The most bytes of a trace file read, as the page's Share menu opens.
	maxBytes: number = IMPORT_LIMITS.maxBytes
): Promise<string> {
	try {
		if (file === '-') {
			const text = await (io.stdin ?? readStdin)(maxBytes);
			if (Buffer.byteLength(text) > maxBytes) throw tooBig(null, null, maxBytes);
			return text;
		}
		return await readPath(file, maxBytes);
	} catch (error) {
		if (error instanceof InputError) throw error;
		// The system's words name the file again: as short as the quote before them.
		const said = error instanceof Error ? error.message : String(error);
		const reason = clip(file === '' ? said : said.replaceAll(file, clip(file)), 120);
		throw new InputError('cliCheckRead', { file: quoteInput(file), reason });
	}
}

/** A path's text: a regular file by its size first, anything else read up to the limit. */
async function readPath(file: string, maxBytes: number): Promise<string> {
	const handle = await open(file, 'r');
	try {
		const stats = await handle.stat();
		if (stats.isFile() && stats.size > maxBytes) throw tooBig(file, stats.size, maxBytes);
		const chunks: Buffer[] = [];
		let bytes = 0;
		for (;;) {
			// One byte past the limit is enough to know the file is over it.
			const want = Math.min(CHUNK_BYTES, maxBytes + 1 - bytes);
			const { bytesRead, buffer } = await handle.read(Buffer.alloc(want), 0, want, null);
			if (bytesRead === 0) break;
			bytes += bytesRead;
			if (bytes > maxBytes) throw tooBig(file, null, maxBytes);
			chunks.push(bytesRead === want ? buffer : buffer.subarray(0, bytesRead));
		}
		return Buffer.concat(chunks, bytes).toString('utf8');
	} finally {
		await handle.close();
	}
}

/** `megabytes` null: the source sent more than the limit and was not read further. */
function tooBig(file: string | null, bytes: number | null, maxBytes: number): InputError {
	const megabytes = (count: number) => Math.round(count / 1e6);
	return new InputError('cliCheckTooBig', {
		file: file === null ? null : quoteInput(file),
		megabytes: bytes === null ? null : megabytes(bytes),
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
			throw tooBig(null, null, maxBytes);
		}
		chunks.push(chunk as Buffer);
	}
	return Buffer.concat(chunks).toString('utf8');
}
