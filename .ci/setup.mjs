#!/usr/bin/env node
// Prepares a fresh machine. Plain Node ESM with builtins only: it runs before node_modules exists.
//   node .ci/setup.mjs            install npm packages when node_modules is missing or stale
//   node .ci/setup.mjs --browser  ...and make sure a Chromium for Playwright is installed
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lockFile = join(root, 'package-lock.json');
const modulesDir = join(root, 'node_modules');
const hashFile = join(modulesDir, '.minimax-lab-lock-hash');

function fail(message) {
	console.error(`\n[setup] ${message}`);
	process.exit(1);
}

/** Runs a command with inherited stdio; returns true on success, exits on failure when fatal. */
function run(cmd, args, { fatal = true, env = process.env } = {}) {
	console.log(`[setup] $ ${[cmd, ...args].join(' ')}`);
	const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
	const problem = result.error
		? `could not run ${cmd}: ${result.error.message}`
		: result.status !== 0
			? `${cmd} ${args.join(' ')} exited with ${result.status ?? result.signal}`
			: null;
	if (problem && fatal) fail(problem);
	if (problem) console.error(`[setup] ${problem}`);
	return !problem;
}

function commandExists(cmd) {
	return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

// (a) npm packages
if (!existsSync(lockFile))
	fail('package-lock.json is missing: run `npm install` once and commit it.');
const lockHash = createHash('sha256').update(readFileSync(lockFile)).digest('hex');
const installedHash = existsSync(hashFile) ? readFileSync(hashFile, 'utf8').trim() : '';
if (!existsSync(modulesDir) || installedHash !== lockHash) {
	console.log('[setup] node_modules is missing or older than package-lock.json: installing.');
	run('npm', ['ci', '--no-audit', '--no-fund']);
	writeFileSync(hashFile, `${lockHash}\n`);
}

// (b) Chromium for Playwright (only with --browser)
if (process.argv.includes('--browser')) {
	const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean);
	const found = () => candidates.some((p) => existsSync(p));
	if (!found()) {
		const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
		const sudo = !isRoot && commandExists('sudo') ? ['sudo'] : [];
		if (!commandExists('apt-get')) {
			console.error('[setup] apt-get is not available, cannot install Chromium automatically.');
		} else {
			console.log('[setup] Chromium not found: installing it with apt-get.');
			const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
			const apt = (args) =>
				sudo.length
					? run('sudo', ['DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args], { fatal: false })
					: run('apt-get', args, { fatal: false, env });
			if (apt(['update'])) apt(['install', '-y', 'chromium']);
		}
		if (!found()) {
			fail(
				'Chromium is required for the end-to-end tests but was not found at ' +
					`${candidates.join(' or ')}. Install it (Debian/Ubuntu: \`sudo apt-get install -y chromium\`) ` +
					'or set CHROMIUM_PATH to an existing Chromium/Chrome executable.'
			);
		}
	}
}
