import { randomUUID } from 'node:crypto';
import { ADMIN_WEB, API_BASE, SERVER, VALIDATION } from '@codedojo/shared';
import { expect, test } from '@playwright/test';
import { palindromeSample } from '../../apps/web/src/features/admin/samples/palindrome.ts';
import { stairsSample } from '../../apps/web/src/features/admin/samples/stairs.ts';
import { DEMO_ADMIN, editorText, holdRequests, loginViaApi } from '../support/helpers.ts';

test('an admin creates a problem with Load Sample, updates it and deletes it through the screens', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const suffix = randomUUID().slice(0, 8);
  const title = `Stairs ${suffix}`;
  const renamed = `Stairs renamed ${suffix}`;
  await loginViaApi(page, DEMO_ADMIN);

  // Add Problem: Load Sample fills every field; the reference solutions pass on the server.
  await page.goto('/add-problem');
  await page.getByTestId('sample-select').selectOption('stairs');
  await page.getByTestId('load-sample').click();
  await expect(page.getByTestId('add-title')).toHaveValue(stairsSample.title);
  await expect(page.getByTestId('add-constraints')).toHaveValue('1 <= n <= 45');
  await expect(page.getByTestId('test-case')).toHaveCount(stairsSample.testCases.length);
  expect(await editorText(page, 'add-reference-JAVA')).toBe(stairsSample.referenceSolution.JAVA);
  await page.getByTestId('add-title').fill(title);
  await page.getByTestId('add-problem-submit').click();
  await expect(page.getByText(SERVER.problemCreated)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/$/);

  // Update Problem: search, open the modal, rename and retag (comma-separated).
  await page.goto('/update-problem');
  await page.getByTestId('admin-search').fill(suffix);
  const card = page.getByTestId('admin-problem-card');
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: ADMIN_WEB.updateButton }).click();
  const modal = page.getByTestId('update-modal');
  await expect(modal.getByTestId('update-title')).toHaveValue(title);
  await expect(modal.getByTestId('update-tags')).toHaveValue(stairsSample.tags.join(', '));
  await modal.getByTestId('update-title').fill('');
  await modal.getByTestId('update-save').click();
  await expect(page.getByText(ADMIN_WEB.correctErrors)).toBeVisible();
  await expect(modal.getByTestId('update-title-error')).toHaveText(VALIDATION.titleMin);
  await modal.getByTestId('update-title').fill(renamed);
  await expect(modal.getByTestId('update-title-error')).toHaveCount(0);
  await modal.getByTestId('update-tags').fill(' dp ,, stairs , ');
  await modal.getByTestId('update-save').click();
  await expect(page.getByText(SERVER.problemUpdated)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('update-modal')).toHaveCount(0);
  await expect(card).toContainText(renamed);
  await expect(card).toContainText('dp');
  await expect(card).toContainText('stairs');

  // Delete Problem: confirm, 'Deleting...', then the banner for 3 seconds.
  await page.goto('/delete-problem');
  await page.getByTestId('admin-search').fill(renamed);
  const deleteCard = page.getByTestId('delete-problem-card');
  await expect(deleteCard).toHaveCount(1);
  await expect(deleteCard).toContainText(`${ADMIN_WEB.idLabel}:`);
  await deleteCard.getByTestId('delete-button').click();
  await expect(page.getByTestId('delete-confirm')).toContainText(ADMIN_WEB.deleteConfirmText);
  const deletion = await holdRequests(page, '**/api/v1/problems/delete-problem/**');
  await page.getByTestId('confirm-delete').click();
  await expect(deleteCard.getByTestId('delete-button')).toHaveText(ADMIN_WEB.deleting);
  deletion.release();
  await expect(page.getByTestId('delete-banner')).toHaveText(ADMIN_WEB.deleteSuccess);
  await expect(page.getByTestId('admin-empty')).toHaveText(ADMIN_WEB.noMatches);
  await expect(page.getByTestId('delete-banner')).toHaveCount(0, { timeout: 5_000 });
});

test('Add Problem validates every field and keeps the last tag and test case', async ({ page }) => {
  await loginViaApi(page, DEMO_ADMIN);
  await page.goto('/add-problem');
  await expect(page.getByTestId('add-remove-tag-0')).toBeDisabled();
  await expect(page.getByTestId('add-remove-test-0')).toBeDisabled();
  await page.getByTestId('add-add-test').click();
  await expect(page.getByTestId('add-remove-test-0')).toBeEnabled();
  await page.getByTestId('add-remove-test-1').click();
  await expect(page.getByTestId('test-case')).toHaveCount(1);

  await page.getByTestId('add-problem-submit').click();
  await expect(page.getByText(ADMIN_WEB.fixErrors)).toBeVisible();
  const expected: [string, string][] = [
    ['add-title-error', VALIDATION.titleMin],
    ['add-description-error', VALIDATION.descriptionMin],
    ['add-tags-error', VALIDATION.tagRequired],
    ['add-constraints-error', VALIDATION.constraintsRequired],
    ['add-test-0-input-error', VALIDATION.inputRequired],
    ['add-test-0-output-error', VALIDATION.outputRequired],
    ['add-starter-JAVASCRIPT-error', VALIDATION.snippetRequired.JAVASCRIPT],
    ['add-starter-PYTHON-error', VALIDATION.snippetRequired.PYTHON],
    ['add-starter-JAVA-error', VALIDATION.snippetRequired.JAVA],
    ['add-reference-JAVASCRIPT-error', VALIDATION.solutionRequired.JAVASCRIPT],
    ['add-reference-PYTHON-error', VALIDATION.solutionRequired.PYTHON],
    ['add-reference-JAVA-error', VALIDATION.solutionRequired.JAVA],
    ['add-example-JAVA-input-error', VALIDATION.inputRequired],
    ['add-example-JAVA-output-error', VALIDATION.outputRequired],
  ];
  for (const [testId, message] of expected)
    await expect(page.getByTestId(testId), testId).toHaveText(message);
  await page.getByTestId('add-title').fill('Two');
  await expect(page.getByTestId('add-title-error')).toHaveCount(0);
  await expect(page).toHaveURL(/\/add-problem$/);
});

test('both samples are complete and Accepted in all three languages by the real judge', async ({ page }) => {
  test.setTimeout(90_000);
  await loginViaApi(page, DEMO_ADMIN);
  for (const sample of [stairsSample, palindromeSample]) {
    const create = await page.request.post(`${API_BASE}/problems/create-problem`, {
      data: { ...sample, title: `${sample.title} ${randomUUID().slice(0, 8)}` },
      timeout: 60_000,
    });
    expect(create.status(), await create.text()).toBe(201);
    const { data } = (await create.json()) as { data: { id: string } };
    const removed = await page.request.delete(`${API_BASE}/problems/delete-problem/${data.id}`);
    expect(removed.status()).toBe(200);
  }
});

test('update and delete answer with the messages of spec section 8 by status', async ({ page }) => {
  test.setTimeout(60_000);
  await loginViaApi(page, DEMO_ADMIN);
  await page.route('**/api/v1/problems/update-problem/**', (route) =>
    route.fulfill({ status: 403, contentType: 'application/json', body: '{"success":false,"error":"no"}' }),
  );
  await page.route('**/api/v1/problems/delete-problem/**', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"success":false,"error":"x"}' }),
  );
  await page.goto('/update-problem');
  await page.getByTestId('open-update').first().click();
  await page.getByTestId('update-save').click();
  await expect(page.getByText(ADMIN_WEB.updateForbidden)).toBeVisible();

  await page.unroute('**/api/v1/problems/update-problem/**');
  await page.route('**/api/v1/problems/update-problem/**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"error":"Boom"}' }),
  );
  await page.getByTestId('update-save').click();
  await expect(page.getByText('Server error: Boom (Status 500)')).toBeVisible();

  await page.goto('/delete-problem');
  await page.getByTestId('delete-button').first().click();
  await page.getByTestId('confirm-delete').click();
  await expect(page.getByText(ADMIN_WEB.deleteNotFound, { exact: true })).toBeVisible();
  await expect(page.getByTestId('delete-problem-card').first()).toBeVisible();
});
