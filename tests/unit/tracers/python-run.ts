import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** The folder the Python tracer is served from (`from minimax_trace import trace`). */
export const TRACERS = join(import.meta.dirname, '../../../static/tracers');

/** What one case's code left: its `result` (JSON), what it raised, the trace it wrote, its output. */
export interface PythonOutcome {
	result: unknown;
	error: string | null;
	trace: string | null;
	stdout: string;
	stderr: string;
}

/**
 * Runs many Python snippets in ONE python3 process (test time is shared): each in a fresh
 * namespace and a fresh temporary folder (its cwd, where `trace.json` lands), with the tracer
 * importable. A snippet leaves what it wants checked in `result`; what it raises is caught.
 */
export function runPython(codes: readonly string[]): PythonOutcome[] {
	const run = spawnSync('python3', ['-c', DRIVER], {
		input: JSON.stringify(codes),
		encoding: 'utf8',
		env: { ...process.env, PYTHONPATH: TRACERS },
		maxBuffer: 256 * 1024 * 1024
	});
	if (run.error)
		throw new Error(
			`python3 did not run (${run.error.message}): \`node .ci/setup.mjs --python\` installs it (npm test does).`
		);
	if (run.status !== 0) throw new Error(`python3 failed (${run.status}): ${run.stderr}`);
	return JSON.parse(run.stdout) as PythonOutcome[];
}

const DRIVER = String.raw`
import contextlib, io, json, os, sys, tempfile
out = []
for code in json.load(sys.stdin):
    folder = tempfile.mkdtemp()
    os.chdir(folder)
    scope, error, stdout, stderr = {"__name__": "__case__"}, None, io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
        try:
            exec(compile(code, "<case>", "exec"), scope)
        except BaseException as raised:
            error = f"{type(raised).__name__}: {raised}"
    path = os.path.join(folder, "trace.json")
    trace = open(path, encoding="utf-8").read() if os.path.exists(path) else None
    out.append({"result": scope.get("result"), "error": error, "trace": trace,
                "stdout": stdout.getvalue(), "stderr": stderr.getvalue()})
sys.stdout.write(json.dumps(out))
`;
