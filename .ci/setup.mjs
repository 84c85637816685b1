#!/usr/bin/env node
// Prepares a fresh machine. Plain Node ESM with builtins only: it runs before node_modules exists.
//   node .ci/setup.mjs            install npm packages when node_modules is missing or stale
//   node .ci/setup.mjs --browser  ...and make sure a Chromium for Playwright is installed
//   node .ci/setup.mjs --latex    ...and pdflatex with TikZ and pdftotext (the figure's unit test)
//   node .ci/setup.mjs --python   ...and python3 (the listings', tracer's and student programs' tests)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const started = Date.now();
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

// (b) Chromium for Playwright (only with --browser): Debian's full browser (the bench and the
// frame-timing specs) and its headless shell (every other spec: a page costs it less than half
// the CPU). The shell is a speed-up: without it the specs run in the full browser. Without
// their recommends (with them a new machine pulled 116 packages, a print system and systemd among
// them), and with the fonts the pages are drawn in, named, since the tests measure text: DejaVu Sans and
// DejaVu Sans Mono (what system-ui, sans-serif and monospace resolve to, the page's text and
// listings) and Liberation (the metric twins of Arial, Times and Courier the figure's SVG names).
// No CJK font: the Chinese checks measure the boxes Chromium draws without one, as here.
if (process.argv.includes('--browser') && process.env.CHROMIUM_PATH) {
	if (!existsSync(process.env.CHROMIUM_PATH))
		fail(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist.`);
} else if (process.argv.includes('--browser')) {
	const PACKAGES = {
		chromium: '/usr/bin/chromium',
		'chromium-headless-shell': '/usr/bin/chromium-headless-shell',
		'fonts-dejavu-core': '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
		'fonts-liberation': '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf'
	};
	const missing = () => Object.keys(PACKAGES).filter((name) => !existsSync(PACKAGES[name]));
	if (missing().length > 0) {
		const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
		const sudo = !isRoot && commandExists('sudo') ? ['sudo'] : [];
		if (!commandExists('apt-get')) {
			console.error('[setup] apt-get is not available, cannot install Chromium automatically.');
		} else {
			console.log(`[setup] not found: ${missing().join(', ')}; installing with apt-get.`);
			const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
			const apt = (args) =>
				sudo.length
					? run('sudo', ['DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args], { fatal: false })
					: run('apt-get', args, { fatal: false, env });
			if (apt(['update'])) apt(['install', '-y', '--no-install-recommends', ...missing()]);
		}
	}
	if (missing().includes('chromium')) {
		fail(
			'Chromium is required for the end-to-end tests but was not found at /usr/bin/chromium. ' +
				'Install it (Debian/Ubuntu: `sudo apt-get install -y --no-install-recommends chromium ' +
				'chromium-headless-shell fonts-dejavu-core fonts-liberation`) ' +
				'or set CHROMIUM_PATH to an existing Chromium/Chrome executable.'
		);
	}
	if (missing().includes('chromium-headless-shell'))
		console.error(
			'[setup] no chromium-headless-shell: the end-to-end tests run in the full browser, slower.'
		);
	const fonts = missing().filter((name) => name.startsWith('fonts-'));
	if (fonts.length > 0)
		console.error(`[setup] not installed: ${fonts.join(', ')}; text may measure differently.`);
}

/**
 * Installs Debian packages quietly with apt-get (one update for all), without their recommends
 * (sudo when not root), and fails naming `what` needs them when apt-get is missing or
 * `stillMissing` still lists some afterwards.
 */
function aptInstall(packages, what, stillMissing) {
	const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
	const sudo = !isRoot && commandExists('sudo') ? ['sudo'] : [];
	if (!commandExists('apt-get'))
		fail(`apt-get is not available: install ${packages.join(', ')} ${what}.`);
	console.log(`[setup] not found: ${packages.join(', ')}; installing with apt-get.`);
	const quiet = (args) => {
		const command = [...sudo, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args];
		const result = spawnSync(command[0], command.slice(1), { cwd: root, encoding: 'utf8' });
		if (result.status !== 0) {
			process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
			fail(`apt-get ${args.join(' ')} exited with ${result.status ?? result.signal}`);
		}
	};
	quiet(['update', '-qq']);
	quiet(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
	if (stillMissing().length > 0) fail(`still missing after apt-get: ${stillMissing().join(', ')}`);
}

// What the tests need from Debian beyond the browser, each with its flag, its check and why.
const needs = [];

// (c) pdflatex with TikZ, and pdftotext (only with --latex): the unit test that compiles the
// figure for paper (tests/unit/export/figure-pdf.test.ts). Debian's texlive-latex-base and
// texlive-pictures without their recommends (about 230 MB) and poppler-utils; quiet, and nothing
// at all when both tools are there.
if (process.argv.includes('--latex')) {
	const tikz = () =>
		spawnSync('kpsewhich', ['tikz.sty'], { encoding: 'utf8' }).stdout?.trim().length > 0;
	needs.push({
		what: 'to compile the figure',
		missing: () => [
			...(commandExists('pdflatex') && tikz() ? [] : ['texlive-latex-base', 'texlive-pictures']),
			...(commandExists('pdftotext') ? [] : ['poppler-utils'])
		]
	});
}

// (d) python3 (only with --python): the unit tests that run the listings and the student
// programs as Python, and the Python tracer's tests (static/tracers/minimax_trace.py). Those
// tests never skip, so a machine without it gets it here; nothing when python3 runs.
if (process.argv.includes('--python'))
	needs.push({
		what: 'to run the Python tests',
		missing: () => (commandExists('python3') ? [] : ['python3'])
	});

const stillMissing = () => needs.flatMap((need) => need.missing());
const wanting = needs.filter((need) => need.missing().length > 0);
if (wanting.length > 0)
	aptInstall(stillMissing(), wanting.map((need) => need.what).join(' and '), stillMissing);

// Read by .ci/run, which reports the one-time installs apart from the tests' own time.
console.log(`[setup] ready in ${Math.round((Date.now() - started) / 1000)} s`);
