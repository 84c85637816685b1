import { chromium } from '@playwright/test';
const port = process.env.PORT || 4181;
const cjk = process.env.CJK === '1';
const shots = process.env.SHOTS || '';
const env = { ...process.env };
if (cjk) env.FONTCONFIG_FILE = '/tmp/V-fonts/fonts.conf'; else delete env.FONTCONFIG_FILE;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'], env });
const urls = (process.env.URLS || '/?algo=minimax&versus=alphabeta&step=8|/?game=connect4&moves=1443&depth=4&algo=alphabeta&versus=pvs&step=30|/?step=5|/?game=connect4&moves=1443&depth=4&algo=alphabeta&step=56|/?game=connect4&moves=5266176457322546753413415661&algo=mcts&step=10').split('|');
const vps = (process.env.VPS || '1280x720,1280x720p,390x844').split(',');
for (const vp of vps) {
  const [w, h] = vp.replace('p', '').split('x').map(Number);
  const present = vp.endsWith('p');
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  for (const u of urls) for (const lang of ['en', 'zh']) {
    await page.goto(`http://localhost:${port}${u}&lang=${lang}`);
    await page.waitForTimeout(1500);
    if (present) { await page.keyboard.press('p'); await page.waitForTimeout(800); }
    const m = await page.evaluate(() => {
      const r = (s) => { const e = document.querySelector(s); if (!e) return null; const b = e.getBoundingClientRect(); return [Math.round(b.x), Math.round(b.y), Math.round(b.width), Math.round(b.height)]; };
      const trees = [...document.querySelectorAll('svg')].map(s => s.getBoundingClientRect()).filter(b => b.height > 100).map(b => [Math.round(b.x), Math.round(b.y), Math.round(b.width), Math.round(b.height)]);
      return { header: r('main > header'), row: r('.controls-row'), controls: r('.controls-row > .controls'), tools: r('.controls-row > .tools'), counter: r('.counter'), lang: r('.language'), narr: r('.app > .narration'), doc: document.documentElement.scrollHeight, docw: document.documentElement.scrollWidth, trees };
    });
    console.log(vp, lang, u, JSON.stringify(m));
    if (shots) await page.screenshot({ path: `${shots}/${vp}-${lang}-${u.replace(/[^a-z0-9]+/gi, '_').slice(0, 60)}.png` });
  }
  await page.close();
}
await browser.close();
