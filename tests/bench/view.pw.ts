import { test } from '@playwright/test';

/**
 * How long one step takes in the page, from the key press to the updated DOM laid out
 * (script, style and layout; not paint). Measured on the article board (9 calls) and on a
 * 7,332-call board, stepping by event, then jumping to random steps with the scrubber; the
 * ratio between the two boards shows whether a step's cost grows with the trace. With reduced
 * motion emulated, the camera jumps within the step, so following the running call is counted.
 */

interface Timing {
	steps: number;
	medianMs: number;
	p95Ms: number;
	nodesDrawnMax: number;
	elementsMax: number;
}

async function measure(page: import('@playwright/test').Page, jumps: boolean): Promise<Timing> {
	return page.evaluate(async (jumps) => {
		const yieldToTasks = () =>
			new Promise<void>((resolve) => {
				const channel = new MessageChannel();
				channel.port1.onmessage = () => resolve();
				channel.port2.postMessage(null);
			});
		const slider = document.querySelector<HTMLInputElement>('input[type="range"]');
		if (!slider) throw new Error('no scrubber');
		const last = Number(slider.max);
		const times: number[] = [];
		let nodesDrawnMax = 0;
		let elementsMax = 0;
		// A fixed pseudo-random sequence, so runs compare.
		let seed = 12345;
		const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
		for (let round = 0; round < 400; round++) {
			const start = performance.now();
			if (jumps) {
				slider.value = String(Math.floor(random() * (last + 1)));
				slider.dispatchEvent(new Event('input', { bubbles: true }));
			} else {
				const key = Math.floor(round / Math.min(last, 50)) % 2 === 0 ? 'ArrowRight' : 'ArrowLeft';
				window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
			}
			await yieldToTasks();
			void document.body.offsetHeight;
			times.push(performance.now() - start);
			nodesDrawnMax = Math.max(nodesDrawnMax, document.querySelectorAll('[data-call]').length);
			elementsMax = Math.max(elementsMax, document.getElementsByTagName('*').length);
		}
		times.sort((a, b) => a - b);
		const at = (q: number) =>
			Math.round((times[Math.floor(q * (times.length - 1))] ?? 0) * 1000) / 1000;
		return { steps: times.length, medianMs: at(0.5), p95Ms: at(0.95), nodesDrawnMax, elementsMax };
	}, jumps);
}

test('step time on the article board, on 7,332- and 59,704-call boards, and under alpha-beta', async ({
	page
}) => {
	test.setTimeout(300_000);
	const figures: Record<string, Timing | number> = {};
	for (const [name, path] of [
		['article', '/?by=event'],
		['board7332', '/?board=X...O....&by=event&step=14000'],
		['board59704', '/?board=X........&by=event&step=120000'],
		// Alpha-beta on the same board: 2,338 calls plus 1,126 pruned branches drawn greyed.
		['alphabeta2338', '/?board=X........&algo=alphabeta&by=event&step=4000']
	] as const) {
		// Camera moves then happen within the step instead of over the next frames, so they count.
		await page.emulateMedia({ reducedMotion: 'reduce' });
		await page.goto(path);
		await page.waitForSelector('body[data-hydrated="true"]');
		figures[`${name}OpenMs`] = Math.round(await page.evaluate(() => performance.now()));
		await measure(page, false); // warm-up
		figures[`${name}Step`] = await measure(page, false);
		figures[`${name}Jump`] = await measure(page, true);
	}
	const median = (key: string) => (figures[key] as Timing).medianMs;
	const ratio = (a: string, b: string) => Math.round((median(a) / median(b)) * 100) / 100;
	figures.stepRatio7332 = ratio('board7332Step', 'articleStep');
	figures.jumpRatio7332 = ratio('board7332Jump', 'articleJump');
	// Eight times the calls of the 7,332-call board: a step should cost about the same.
	figures.stepRatio59704vs7332 = ratio('board59704Step', 'board7332Step');
	figures.jumpRatio59704vs7332 = ratio('board59704Jump', 'board7332Jump');
	// Windows, cut marks and pruned stubs on top of a minimax step.
	figures.stepRatioAlphaBetaVsMinimax = ratio('alphabeta2338Step', 'board59704Step');
	console.log(JSON.stringify(figures, null, 1));
});
