/**
 * When a search with a window cuts: once alpha >= beta (`ge`, the default, as AIMA and article
 * 004 do) or only once alpha > beta (`gt`, as CS188's autograder requires: no pruning on
 * equality). Links write it `cut=`, the CLI `--cut`, trace files `"cut"` (only when `gt`).
 */
export const CUT_RULES = ['ge', 'gt'] as const;
export type CutRule = (typeof CUT_RULES)[number];

export function isCutRule(value: unknown): value is CutRule {
	return typeof value === 'string' && (CUT_RULES as readonly string[]).includes(value);
}

/** Whether the window [alpha, beta] is closed under `rule`: the remaining moves are cut. */
export function windowClosed(rule: CutRule, alpha: number, beta: number): boolean {
	return rule === 'gt' ? alpha > beta : alpha >= beta;
}
