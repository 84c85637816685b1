import { chromium } from '@playwright/test';
const [url, out, ...keys] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
const errors = [];
page.on('pageerror', (e) => errors.push(String(e)));
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
const theme = process.env.THEME ?? 'light';
await page.addInitScript((t) => localStorage.setItem('minimax-lab-theme', t), theme);
await page.goto(url);
await page.waitForSelector('body[data-hydrated="true"]');
await page.waitForTimeout(500);
for (const key of keys) { await page.keyboard.press(key); await page.waitForTimeout(150); }
await page.waitForTimeout(700);
await page.screenshot({ path: out });
console.log(JSON.stringify({ errors, title: await page.title(), lang: await page.locator('html').getAttribute('lang') }));
await browser.close();
