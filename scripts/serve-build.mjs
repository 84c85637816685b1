#!/usr/bin/env node
/**
 * Serves the built site (build/, what `npm run build` writes) as a static host does, for the
 * end-to-end specs (playwright.config.ts starts it):
 *
 *   node scripts/serve-build.mjs --port 4173 [--host 127.0.0.1] [--dir build]
 *
 * sirv (the static server under `vite preview` and SvelteKit's own) over the prerendered pages:
 * a page by its name without `.html` (`/compare` is compare.html), anything else not found a 404.
 * It starts in a tenth of a second, where
 * `vite preview` loads Vite, SvelteKit and the server build first. It does not compress: the
 * specs ask for files uncompressed anyway, and the bench, which times what a class's server
 * sends, keeps `vite preview`.
 */
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';

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
if (!existsSync(join(root, 'index.html'))) {
	console.error(`serve-build: ${root} holds no index.html: run \`npm run build\` first`);
	process.exit(2);
}

// dev: files are looked up per request, so a build made while the server runs is served.
const serve = sirv(root, { extensions: ['html'], dev: true });
const server = createServer((request, response) =>
	serve(request, response, () => {
		response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
	})
);
server.on('error', (error) => {
	console.error(`serve-build: ${error.message}`);
	process.exit(1);
});
server.listen(port, values.host, () => {
	console.log(`serve-build: ${root} at http://${values.host}:${port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
