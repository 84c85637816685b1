import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';

/**
 * Runs the student programs of tests/students/ as the guide tells a student to (issue 44): each
 * in a folder of its own holding the program and the site's tracer beside it, and returns the
 * trace file each wrote there, `trace.json`. JavaScript programs share one Node process (each
 * imported from its own folder, with its own copy of the tracer), and Python programs one
 * python3 process, since a start costs several times a program's run.
 */

const root = new URL('../../', import.meta.url);
const TRACERS = { js: 'minimax-trace.js', py: 'minimax_trace.py' } as const;
const run = promisify(execFile);

/** One entry of tests/students/cases.json: the program, its first mistake's kind and call. */
export interface StudentCase {
	file: string;
	kind: string | null;
	call: number | null;
}

export async function studentCases(): Promise<StudentCase[]> {
	return JSON.parse(await readFile(new URL('tests/students/cases.json', root), 'utf8'));
}

/** Imports each program from its folder in turn, the folder made the working directory. */
const DRIVER = `
import { pathToFileURL } from 'node:url';
let failed = 0;
for (const program of JSON.parse(process.argv[1])) {
	process.chdir(program.dir);
	try {
		await import(pathToFileURL(program.dir + '/' + program.name).href);
	} catch (error) {
		failed++;
		console.error(program.name + ': ' + (error?.stack ?? error));
	}
}
process.exitCode = failed ? 1 : 0;
`;

/** The same for Python: each program run as a script from its folder, in one python3 process. */
const PYTHON_DRIVER = `
import json, os, runpy, sys
failed = 0
for program in json.loads(sys.argv[1]):
    os.chdir(program["dir"])
    sys.path.insert(0, program["dir"])
    try:
        runpy.run_path(program["name"], run_name="__main__")
    except BaseException as error:
        failed += 1
        print(program["name"] + ": " + repr(error), file=sys.stderr)
    sys.path.remove(program["dir"])
sys.exit(1 if failed else 0)
`;

/** `files` as cases.json names them (`js/order.js`, `python/order.py`): each one's trace text. */
export async function runStudentPrograms(files: readonly string[]): Promise<Map<string, string>> {
	const top = await mkdtemp(join(tmpdir(), 'students-'));
	try {
		const programs = await Promise.all(
			files.map(async (file, i) => {
				const language = file.endsWith('.py') ? 'py' : 'js';
				const dir = join(top, String(i));
				const name = basename(file);
				await mkdir(dir);
				await copyFile(new URL(`tests/students/${file}`, root), join(dir, name));
				const tracer = TRACERS[language];
				await copyFile(new URL(`static/tracers/${tracer}`, root), join(dir, tracer));
				return { file, language, dir, name };
			})
		);
		const scripts = programs.filter((program) => program.language === 'js');
		if (scripts.length > 0)
			await run(process.execPath, ['--input-type=module', '-e', DRIVER, JSON.stringify(scripts)], {
				cwd: top,
				timeout: 120_000
			});
		const pythons = programs.filter((program) => program.language === 'py');
		if (pythons.length > 0)
			await run('python3', ['-c', PYTHON_DRIVER, JSON.stringify(pythons)], {
				cwd: top,
				timeout: 120_000
			});
		const texts = await Promise.all(
			programs.map((program) => readFile(join(program.dir, 'trace.json'), 'utf8'))
		);
		return new Map(programs.map((program, i) => [program.file, texts[i]!]));
	} finally {
		await rm(top, { recursive: true, force: true });
	}
}
