#!/usr/bin/env node
/**
 * Serves the built site (build/, what `npm run build` writes) as a static host does, for the
 * end-to-end specs (playwright.config.ts starts it):
 *
 *   node scripts/serve-build.mjs --port 4173 [--host 127.0.0.1] [--dir build]
 *
 * It answers as `vite preview` does for this site, whose every page is prerendered: a file by its
 * path, a page by its name without `.html` (`/compare` is compare.html, `/` index.html), a name
 * with a trailing slash sent to the name without it (307), the hashed files under
 * _app/immutable cached for good, and gzip when the browser asks for it (text files of 1 KB and
 * more, as vite's compression). Anything else is a 404. Plain Node with builtins only: it starts
 * in a tenth of a second, where `vite preview` loads Vite, SvelteKit and the server build first,
 * and it reads (and gzips) each file once.
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';

const { values } = parseArgs({
	options: {
		port: { type: 'string', default: '4173' },
		host: { type: 'string', default: '127.0.0.1' },
		dir: { type: 'string', default: 'build' }
	}
});
const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
	console.error(`serve-build: --port must be a port number, not '${values.port}'`);
	process.exit(2);
}
const root = resolve(values.dir);
try {
	await stat(join(root, 'index.html'));
} catch {
	console.error(`serve-build: ${root} holds no index.html: run \`npm run build\` first`);
	process.exit(2);
}

const TYPES = {
	'.html': 'text/html',
	'.js': 'text/javascript',
	'.mjs': 'text/javascript',
	'.css': 'text/css',
	'.json': 'application/json',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.ico': 'image/x-icon',
	'.webmanifest': 'application/manifest+json',
	'.txt': 'text/plain',
	'.woff2': 'font/woff2'
};
/** What vite's compression gzips: text, scripts, JSON and SVG, of 1 KB or more. */
const COMPRESSIBLE = /^text\/|\/javascript$|\/json$|\+json$|\/svg\+xml$/;
const GZIP_THRESHOLD = 1024;
const zip = promisify(gzip);

/**
 * The file at `path` under the root, with its version (time and size), or null when there is none
 * (or it lies outside the root).
 */
async function fileAt(path) {
	const file = resolve(root, `.${path}`);
	if (file !== root && !file.startsWith(root + sep)) return null;
	try {
		const found = await stat(file);
		return found.isFile() ? { path: file, version: `${found.mtimeMs}:${found.size}` } : null;
	} catch {
		return null;
	}
}

/**
 * Each file's bytes (and gzipped bytes) as last read, by path: a run of the specs asks for the
 * same few dozen files thousands of times. A file rebuilt meanwhile (another time or size) is
 * read again, so a server kept running across builds serves the newest.
 * @type {Map<string, { version: string, body: Buffer, zipped?: Buffer }>}
 */
const kept = new Map();

/** The bytes of a file found by `fileAt`, gzipped when `zipped`. */
async function bytesOf({ path, version }, zipped) {
	let entry = kept.get(path);
	if (entry === undefined || entry.version !== version) {
		entry = { version, body: await readFile(path) };
		kept.set(path, entry);
	}
	if (!zipped) return entry.body;
	entry.zipped ??= await zip(entry.body);
	return entry.zipped;
}

/** Where a request's path leads: a file to send, a place to send the browser, or nothing. */
async function route(pathname) {
	const direct = await fileAt(pathname);
	if (direct) return { file: direct };
	if (pathname.endsWith('/')) {
		const index = await fileAt(`${pathname}index.html`);
		if (index) return { file: index };
		if (pathname !== '/' && (await fileAt(`${pathname.slice(0, -1)}.html`)))
			return { redirect: pathname.slice(0, -1) };
		return null;
	}
	const page = await fileAt(`${pathname}.html`);
	if (page) return { file: page };
	if (await fileAt(`${pathname}/index.html`)) return { redirect: `${pathname}/` };
	return null;
}

const server = createServer(async (request, response) => {
	try {
		if (request.method !== 'GET' && request.method !== 'HEAD') {
			response.writeHead(405, { allow: 'GET, HEAD' }).end();
			return;
		}
		const url = new URL(request.url ?? '/', 'http://host');
		let pathname = url.pathname;
		try {
			pathname = decodeURIComponent(pathname);
		} catch {
			// A malformed escape is looked up as written (and not found).
		}
		const found = await route(pathname);
		if (found === null) {
			response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
			return;
		}
		if (found.redirect !== undefined) {
			response.writeHead(307, { location: found.redirect + url.search }).end();
			return;
		}
		const type = TYPES[extname(found.file.path)] ?? 'application/octet-stream';
		const headers = { 'content-type': type, vary: 'Accept-Encoding' };
		if (pathname.startsWith('/_app/immutable/'))
			headers['cache-control'] = 'public,max-age=31536000,immutable';
		let body = await bytesOf(found.file, false);
		const wantsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
		if (wantsGzip && COMPRESSIBLE.test(type) && body.length >= GZIP_THRESHOLD) {
			body = await bytesOf(found.file, true);
			headers['content-encoding'] = 'gzip';
		}
		headers['content-length'] = String(body.length);
		response.writeHead(200, headers);
		response.end(request.method === 'HEAD' ? undefined : body);
	} catch (error) {
		response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
	}
});
server.on('error', (error) => {
	console.error(`serve-build: ${error.message}`);
	process.exit(1);
});
server.listen(port, values.host, () => {
	console.log(`serve-build: ${root} at http://${values.host}:${port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
