import { expect, test } from '@playwright/test';
import { DEMO_LEARNER, loginViaApi } from '../support/helpers.ts';
import {
  describeFiles,
  firstProblem,
  kb,
  LOGIN_PAGE,
  loginReady,
  measurePageWeight,
  type PageBudget,
  type PageWeight,
  PROBLEM_PAGE,
  problemReady,
} from '../support/page-weight.ts';

// Each test gets a fresh browser context, so nothing comes from the cache.
test.describe.configure({ timeout: 90_000 });

function expectWithin(budget: PageBudget, weight: PageWeight) {
  const summary = `${budget.name}: ${weight.files.length} files, ${kb(weight.transferred)} transferred (${kb(weight.decoded)} decoded), budget ${kb(budget.budgetBytes)}`;
  test.info().annotations.push({ type: 'page-weight', description: summary });
  console.log(`${summary}\n${describeFiles(weight)}`);
  expect(weight.transferred, `${summary}\n${describeFiles(weight)}`).toBeLessThanOrEqual(budget.budgetBytes);
}

test('/login transfers at most 150 KB until the network is idle', async ({ page }) => {
  const weight = await measurePageWeight(page, '/login', loginReady);
  // Assets come compressed: a regression to identity encoding fails here even within budget.
  const scripts = weight.files.filter((file) => new URL(file.url).pathname.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script.encoding, script.url).toMatch(/^(br|gzip)$/);
  expectWithin(LOGIN_PAGE, weight);
});

test('a problem page with its editor ready transfers at most 400 KB until the network is idle', async ({
  page,
}) => {
  await loginViaApi(page, DEMO_LEARNER);
  const problem = await firstProblem(page.request);
  const weight = await measurePageWeight(page, `/problems/${problem.id}`, problemReady);
  expect(weight.files.some((file) => file.url.includes(`/problems/get-problem/${problem.id}`))).toBe(true);
  expectWithin(PROBLEM_PAGE, weight);
});
