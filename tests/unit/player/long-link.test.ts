import { describe, expect, it } from 'vitest';
import { MAX_LINK_LENGTH } from '../../../src/lib/player/query';
import { openedQuery, setAsideLongQuery, shortAddress } from '../../../src/lib/player/long-link';

/** A query of `length` characters, `?` included, naming a tree (and `extra` parameters after). */
const longQuery = (length: number, extra = ''): string => {
	const head = '?tree=';
	const tail = extra === '' ? '' : `&${extra}`;
	return `${head}${'0'.repeat(length - head.length - tail.length)}${tail}`;
};

describe('a link too long for the address bar', () => {
	it('keeps an address that fits in a link, up to the last character', () => {
		const path = '/compare';
		const fits = longQuery(MAX_LINK_LENGTH - path.length);
		expect(shortAddress(path, fits)).toBeNull();
		expect(shortAddress(path, `${fits}0`)).toBe(path);
		expect(shortAddress(path, '')).toBeNull();
	});

	it("shows the path alone, with the link's language when it names a short one", () => {
		const path = '/compare';
		expect(shortAddress(path, longQuery(20_000, 'lang=zh'))).toBe('/compare?lang=zh');
		expect(shortAddress(path, `?lang=en&${longQuery(20_000).slice(1)}`)).toBe('/compare?lang=en');
		// A language value too long to be one is not carried: the view reads it from the query set aside.
		expect(shortAddress(path, longQuery(20_000, `lang=${'x'.repeat(40)}`))).toBe(path);
		// Only a parameter named lang: a value that merely ends so is not one.
		expect(shortAddress(path, longQuery(20_000, 'xlang=zh'))).toBe(path);
	});

	it('hands the query set aside to the view once, then the address its own', () => {
		const search = longQuery(600_000, 'depth=2');
		expect(setAsideLongQuery('/compare', search)).toBe('/compare');
		expect(openedQuery('')).toBe(search);
		// A later visit (the router's own navigation) reads its own address.
		expect(openedQuery('?depth=3')).toBe('?depth=3');
	});

	it('sets nothing aside for a link that fits', () => {
		expect(setAsideLongQuery('/compare', '?tree=[1,2]')).toBeNull();
		expect(openedQuery('?tree=[1,2]')).toBe('?tree=[1,2]');
	});
});
