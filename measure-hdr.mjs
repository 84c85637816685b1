import { chromium } from '@playwright/test';
const env = { ...process.env };
if (process.env.CJK === '1') env.FONTCONFIG_FILE = '/tmp/V-fonts/fonts.conf'; else delete env.FONTCONFIG_FILE;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'], env });
const urls = ['/?step=1','/?algo=alphabeta&step=3','/?algo=minimax&versus=alphabeta&step=8','/?game=connect4&moves=1443&depth=4&algo=alphabeta&versus=pvs&step=30','/?game=connect4&moves=1443&depth=4&algo=alphabeta&step=56','/?game=connect4&moves=5266176457322546753413415661&algo=mcts&step=10','/?game=tree&algo=expectimax&step=6','/?algo=iterative&aspiration=1&step=10','/?game=connect4&moves=1443&depth=4&algo=iterative&aspiration=1&step=11','/?algo=mtdf&step=3','/?game=tree&algo=alphabeta&step=3&by=event'];
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
for (const u of urls) { const out = [];
  for (const lang of ['en','zh']) {
    await page.goto(`http://localhost:4181${u}&lang=${lang}`); await page.waitForTimeout(1200);
    out.push(await page.evaluate(() => { const h = document.querySelector('main > header').getBoundingClientRect().height; const r = document.querySelector('.controls-row').getBoundingClientRect().height; const c = document.querySelector('.counter').getBoundingClientRect().width; return `${Math.round(h)}+${Math.round(r)} c${Math.round(c)}`; }));
  }
  console.log(u, out.join(' | '), out[0].split(' ')[0] === out[1].split(' ')[0] ? '' : 'DIFF');
}
await browser.close();
