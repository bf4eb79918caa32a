import { randomUUID } from 'node:crypto';
import { fillTemplate, LANGUAGES, type Language, PROBLEMS_WEB } from '@codedojo/shared';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { stairsSample } from '../../apps/web/src/features/admin/samples/stairs.ts';
import {
  createProblemAsAdmin,
  createVerifiedUser,
  deleteProblem,
  editorText,
  typeInEditor,
} from '../support/helpers.ts';

const baseURL = `http://localhost:${process.env.E2E_PORT}`;
const title = `Climbing Stairs ${randomUUID().slice(0, 8)}`;
const visibleTests = stairsSample.testCases.filter((test) => !test.hidden).length;

let admin: APIRequestContext;
let learnerState: Awaited<ReturnType<APIRequestContext['storageState']>>;
let problemId: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  admin = await playwright.request.newContext({ baseURL });
  problemId = await createProblemAsAdmin(admin, { ...stairsSample, title });
  const learner = await playwright.request.newContext({ baseURL });
  await createVerifiedUser(learner, 'solver');
  learnerState = await learner.storageState();
  await learner.dispose();
});

test.afterAll(async () => {
  await deleteProblem(admin, problemId);
  await admin.dispose();
});

// Every test runs as the fresh learner created in beforeAll.
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a fixture function asks for
test.use({ storageState: async ({}, use) => use(learnerState) });

async function openProblem(page: Page, language: Language) {
  await page.goto(`/problems/${problemId}`);
  await expect(page.getByTestId('problem-title')).toHaveText(title);
  await page.getByTestId('language-select').selectOption(language);
}

async function statusInList(page: Page) {
  await page.goto('/problems');
  await page.getByTestId('problems-search').fill(title);
  const row = page.getByTestId('problem-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  return row.getByTestId('problem-status');
}

test('the new problem starts as Not Attempted in the list', async ({ page }) => {
  await expect(await statusInList(page)).toHaveText(PROBLEMS_WEB.notAttempted);
});

for (const language of ['JAVASCRIPT', 'PYTHON', 'JAVA'] as const) {
  test(`a learner solves the stairs problem in ${LANGUAGES[language].label} by typing and submitting`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openProblem(page, language);
    expect(await editorText(page, 'code-editor')).toContain(
      language === 'PYTHON' ? 'def climb_stairs' : 'climbStairs',
    );

    await typeInEditor(page, 'code-editor', stairsSample.referenceSolution[language]);
    await page.getByTestId('submit-button').click();
    await expect(page.getByTestId('submit-button')).toHaveText(PROBLEMS_WEB.submitting);
    await expect(page.getByText(PROBLEMS_WEB.submitAllPassed)).toBeVisible({ timeout: 30_000 });

    // The Output tab opens with a success alert and one row per stored test, hidden ones included.
    await expect(page.getByTestId('tab-output')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('result-alert')).toHaveAttribute('data-tone', 'success');
    await expect(page.getByTestId('result-status')).toHaveText('Accepted');
    await expect(page.getByTestId('test-result')).toHaveCount(stairsSample.testCases.length);
    await expect(page.getByText(PROBLEMS_WEB.hiddenTest, { exact: true })).toHaveCount(
      stairsSample.testCases.filter((test) => test.hidden).length,
    );
    // Then a 15-second cooldown, labelled with the seconds left.
    await expect(page.getByTestId('submit-button')).toBeDisabled();
    await expect(page.getByTestId('submit-button')).toHaveText(/^Submit \(1[0-5]s\)$/);

    await expect(await statusInList(page)).toHaveText(PROBLEMS_WEB.solved);
  });
}

test('a wrong answer shows the failing test output beside the expected one, whitespace visible', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openProblem(page, 'JAVASCRIPT');
  await typeInEditor(
    page,
    'code-editor',
    "const n = Number(require('node:fs').readFileSync(0, 'utf8'));\nconsole.log(n, n);\n",
  );
  await page.getByTestId('submit-button').click();
  await expect(page.getByTestId('result-status')).toHaveText('Wrong Answer', { timeout: 30_000 });
  await expect(page.getByTestId('result-alert')).toHaveAttribute('data-tone', 'warning');
  await expect(
    page.getByText(
      fillTemplate(PROBLEMS_WEB.somePassed, { passed: 0, total: stairsSample.testCases.length }),
    ),
  ).toBeVisible();

  const first = page.getByTestId('test-result').first();
  await expect(first.getByTestId('test-status')).toHaveText('Wrong Answer');
  await expect(first.getByTestId('test-stdout')).toHaveText('2·2¶');
  await expect(first.getByTestId('test-expected')).toHaveText('2');
  await expect(first.getByTestId('test-stdout').locator('[data-differs="true"]')).toHaveCount(1);
  await expect(first.getByText(PROBLEMS_WEB.whitespaceLegend)).toBeVisible();
});

test('Ctrl+Enter runs the visible tests, then the cooldown refuses another run', async ({ page }) => {
  test.setTimeout(60_000);
  await openProblem(page, 'PYTHON');
  await typeInEditor(page, 'code-editor', stairsSample.referenceSolution.PYTHON);
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(page.getByText(fillTemplate(PROBLEMS_WEB.runAllPassed, { n: visibleTests }))).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('test-result')).toHaveCount(visibleTests);
  await expect(page.getByTestId('run-button')).toHaveText(/^Run \(1[0-5]s\)$/);
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(page.getByText(/^Please wait 1?\d seconds before running again$/)).toBeVisible();
  // Ctrl+' submits (Submit has no cooldown yet).
  await page.keyboard.press("ControlOrMeta+'");
  await expect(page.getByText(PROBLEMS_WEB.submitAllPassed)).toBeVisible({ timeout: 30_000 });
});

test('a custom input is run with the reference solution answering it', async ({ page }) => {
  test.setTimeout(60_000);
  await openProblem(page, 'JAVA');
  await typeInEditor(page, 'code-editor', stairsSample.referenceSolution.JAVA);
  await page.getByTestId('custom-input-toggle').check();
  await page.getByTestId('custom-input').fill('10');
  await page.getByTestId('run-button').click();
  await expect(page.getByText(fillTemplate(PROBLEMS_WEB.runAllPassed, { n: 1 }))).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('test-result')).toHaveCount(1);
  await page.getByTestId('test-result').locator('summary').click();
  await expect(page.getByTestId('test-stdout')).toHaveText('89¶');
});

test('drafts survive a reload per language; reset restores the starter; blank code is refused', async ({
  page,
}) => {
  await openProblem(page, 'JAVASCRIPT');
  const draft = '// my JavaScript draft\n';
  await typeInEditor(page, 'code-editor', draft);
  await page.getByTestId('language-select').selectOption('PYTHON');
  expect(await editorText(page, 'code-editor')).toBe(stairsSample.codeSnippet.PYTHON);
  await typeInEditor(page, 'code-editor', '# my Python draft\n');

  await page.reload();
  await expect(page.getByTestId('language-select')).toHaveValue('PYTHON');
  expect(await editorText(page, 'code-editor')).toBe('# my Python draft\n');
  await page.getByTestId('language-select').selectOption('JAVASCRIPT');
  expect(await editorText(page, 'code-editor')).toBe(draft);

  await page.getByTestId('reset-code').click();
  expect(await editorText(page, 'code-editor')).toBe(stairsSample.codeSnippet.JAVASCRIPT);

  await typeInEditor(page, 'code-editor', '   \n  ');
  await page.getByTestId('run-button').click();
  await expect(page.getByText(PROBLEMS_WEB.emptyCode)).toBeVisible();
});
