import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const BUDGET_BYTES = 150 * 1024;

test('the JavaScript needed to show /login stays under 150 KB gzip', async ({ page }) => {
  // What loads after first paint (the idle-time preload of the validation chunk) is not counted.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) scripts.set(url.pathname, response.body());
  });
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await page.waitForLoadState('networkidle');

  let total = 0;
  const sizes: string[] = [];
  for (const [path, body] of scripts) {
    const gzipped = gzipSync(await body, { level: 9 }).length;
    total += gzipped;
    sizes.push(`${path}: ${(gzipped / 1024).toFixed(1)} KB`);
  }
  test.info().annotations.push({ type: 'login-js-gzip', description: `${(total / 1024).toFixed(1)} KB` });
  console.log(`JS loaded for /login: ${(total / 1024).toFixed(1)} KB gzip\n  ${sizes.join('\n  ')}`);
  expect(total, sizes.join('\n')).toBeLessThan(BUDGET_BYTES);
});
