// Screenshot walker (not committed): node shots.tmp.mjs <baseUrl> <outDir> user:path[:action] ...
import { chromium } from '@playwright/test';
const [base, out, ...jobs] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const job of jobs) {
  const [user, path, action] = job.split('|');
  for (const lang of ['eng', 'fra']) {
    for (const width of [1366, 390]) {
      const ctx = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } });
      await ctx.addInitScript(() => window.localStorage.setItem('poolside.consent', 'yes'));
      const login = await ctx.request.post(`${base}/api/login`, { data: { method: 'login', email: `${user}@demo.test`, password: 'demo1234' } });
      const me = await login.json();
      const id = me.data?.user?.id ?? me.data?.id;
      if (id) await ctx.request.post(`${base}/api/users/${id}`, { data: { language: lang } });
      const page = await ctx.newPage();
      await page.goto(`${base}${path}`);
      await page.waitForLoadState('networkidle').catch(() => {});
      await page.waitForTimeout(800);
      if (action) { try { await page.getByText(action, { exact: false }).first().click(); await page.waitForTimeout(800); } catch (e) { console.log('action failed', job, String(e).slice(0, 80)); } }
      const name = `${out}/${user}-${path.replaceAll('/', '_')}${action ? '-' + action.replace(/\W+/g, '') : ''}-${lang}-${width}.png`;
      await page.screenshot({ path: name, fullPage: true });
      console.log(name, id ? '' : 'NO-ID ' + JSON.stringify(me).slice(0, 100));
      await ctx.close();
    }
  }
}
await browser.close();
