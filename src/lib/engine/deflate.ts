import type * as Fflate from 'fflate';
import { loadedOnUse } from './load-once';

/**
 * Text packed into a link: raw DEFLATE written as base64url, which a query string carries as it
 * is. fflate does it synchronously, so the link codec stays synchronous (the browser's
 * CompressionStream is async only). Unpacking is bounded: a few kilobytes of link can say
 * "gigabytes of zeros", so output is counted as it comes and refused past a limit.
 */

/** The two parts of fflate used here (imported by name: the rest stays out of the chunk). */
type Packer = Pick<typeof Fflate, 'deflateSync' | 'Inflate'>;

/**
 * fflate, which packing and unpacking need, loaded with a game whose links pack text (a tree's
 * `treez`: `GameDeclaration.linkCode`), so the practice page, whose own trees go by recipe,
 * loads it only for a link naming a tree or a tree typed in.
 */
const fflate = loadedOnUse(async (): Promise<Packer> => {
	const { deflateSync, Inflate } = await import('fflate');
	return { deflateSync, Inflate };
}, 'The link packer is not loaded: await loadPacker() first.');

export const loadPacker = fflate.load;
const packer = fflate.get;

/** What unpacking gave: the text, or why there is none. */
export type Unpacked =
	{ readonly text: string } | { readonly problem: 'notPacked' | 'tooBig'; readonly limit: number };

/** Input fed to the inflater at a time: DEFLATE expands at most ~1,032×, so ~1 MB past the limit. */
const PIECE = 1024;

export function packText(text: string): string {
	// The default level: level 9 packs a few per cent smaller and takes up to three times as long.
	return toBase64Url(packer().deflateSync(new TextEncoder().encode(text)));
}

/** The text `packText` packed, if it unpacks to at most `maxBytes` bytes of UTF-8. */
export function unpackText(packed: string, maxBytes: number): Unpacked {
	const notPacked = { problem: 'notPacked', limit: maxBytes } as const;
	const bytes = fromBase64Url(packed);
	if (bytes === null || bytes.length === 0) return notPacked;
	const pieces: Uint8Array[] = [];
	let size = 0;
	let ended = false;
	const inflater = new (packer().Inflate)((piece, final) => {
		pieces.push(piece);
		size += piece.length;
		ended ||= final;
	});
	try {
		for (let at = 0; at < bytes.length && size <= maxBytes; at += PIECE) {
			inflater.push(bytes.subarray(at, at + PIECE), at + PIECE >= bytes.length);
		}
	} catch {
		return notPacked;
	}
	if (size > maxBytes) return { problem: 'tooBig', limit: maxBytes };
	if (!ended) return notPacked;
	const joined = new Uint8Array(size);
	let at = 0;
	for (const piece of pieces) {
		joined.set(piece, at);
		at += piece.length;
	}
	try {
		return { text: new TextDecoder('utf-8', { fatal: true }).decode(joined) };
	} catch {
		return notPacked;
	}
}

function toBase64Url(bytes: Uint8Array): string {
	let binary = '';
	// In slices: a spread of the whole array would pass too many arguments.
	for (let at = 0; at < bytes.length; at += 0x8000) {
		binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
	}
	return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of base64url text (padding optional); null when it is not base64url. */
function fromBase64Url(text: string): Uint8Array | null {
	if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
	const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
	const bytes = new Uint8Array(binary.length);
	for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
	return bytes;
}
