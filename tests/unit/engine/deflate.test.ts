import { afterAll, describe, expect, it, vi } from 'vitest';
import { deflateSync } from 'fflate';

/** Compressed bytes the inflater was handed, counted by wrapping fflate's own. */
const fed = vi.hoisted(() => ({ bytes: 0 }));
vi.mock('fflate', async (original) => {
	const real = await original<typeof import('fflate')>();
	class CountingInflate extends real.Inflate {
		override push(chunk: Uint8Array, final?: boolean): void {
			fed.bytes += chunk.length;
			super.push(chunk, final);
		}
	}
	return { ...real, Inflate: CountingInflate };
});

// The set-up file loaded the engine (and fflate) before this file's mock: load them afresh.
vi.resetModules();
const { loadPacker, packText, unpackText } = await import('../../../src/lib/engine/deflate');
// fflate loads on first need (a page packs only a linked or typed tree's link): not before.
const packedTooEarly = (() => {
	try {
		return packText('[1,2]');
	} catch (error) {
		return error instanceof Error ? error.message : String(error);
	}
})();
await loadPacker();
// Files after this one may share its worker (no isolation): they load the real fflate again.
afterAll(() => {
	vi.doUnmock('fflate');
	vi.resetModules();
});

const base64url = (bytes: Uint8Array) =>
	Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('text packed for a link', () => {
	it('needs the packer loaded first, and says so', () => {
		expect(packedTooEarly).toBe('The link packer is not loaded: await loadPacker() first.');
		expect(unpackText(packText('[1,2]'), 100)).toEqual({ text: '[1,2]' });
	});

	it('comes back exactly, any text, in base64url only', () => {
		for (const text of ['[[3,17],[2,12]]', '中文 😀', '', `[${'0,'.repeat(50_000)}0]`]) {
			const packed = packText(text);
			expect(packed).toMatch(/^[\w-]*$/);
			expect(unpackText(packed, 1e6)).toEqual({ text });
		}
	});

	it('refuses what is not base64url, not DEFLATE, cut short or not UTF-8', () => {
		const invalidUtf8 = base64url(deflateSync(new Uint8Array([0xff, 0xfe, 0x80])));
		for (const bad of ['+/==', 'A', '!!', 'AAAA', packText('[1,2,3]').slice(0, -2), invalidUtf8]) {
			expect(unpackText(bad, 1e6)).toEqual({ problem: 'notPacked', limit: 1e6 });
		}
	});

	it('stops inflating a bomb once past the limit, having read only the start of it', () => {
		// 100 MB of spaces packs into about 100 KB.
		const bomb = base64url(deflateSync(new Uint8Array(100_000_000).fill(32)));
		const bytes = (bomb.length * 3) / 4;
		fed.bytes = 0;
		expect(unpackText(bomb, 4_000_000)).toEqual({ problem: 'tooBig', limit: 4_000_000 });
		expect(fed.bytes).toBeGreaterThan(0);
		expect(fed.bytes).toBeLessThan(bytes / 10);
		// Just within the limit, it unpacks.
		expect(unpackText(packText(' '.repeat(4_000_000)), 4_000_000)).toEqual({
			text: ' '.repeat(4_000_000)
		});
	});
});
