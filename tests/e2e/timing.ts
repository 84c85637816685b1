/**
 * Whether the rAF-gap probe (gaps.spec.ts) checks its limit. Gap limits are timing targets, and
 * CI shares a noisy 2-core machine with other work: there the gaps are measured and printed and
 * every other assertion holds, but the limit is checked only on a quiet machine (outside CI) or
 * when asked (`GAPS=1`). Where it is checked, the timed specs run alone (playwright.config.ts).
 */
export const CHECK_GAPS = !process.env.CI || process.env.GAPS === '1';
