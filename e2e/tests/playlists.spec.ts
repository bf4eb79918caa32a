import { fillTemplate, PLAYLISTS_WEB, SERVER, VALIDATION, WEB } from '@codedojo/shared';
import { expect, test } from '@playwright/test';
import { createVerifiedUser } from '../support/helpers.ts';
import { adminContext, createProblem, solve } from '../support/progress-helpers.ts';

test('create a playlist, add problems, see progress, remove one, edit, practice, delete', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await adminContext(playwright.request, baseURL ?? '');
  const easy = await createProblem(admin, { label: 'E2E List Sum', difficulty: 'EASY', operation: 'sum' });
  const medium = await createProblem(admin, {
    label: 'E2E List Product',
    difficulty: 'MEDIUM',
    operation: 'product',
  });
  await admin.dispose();
  await createVerifiedUser(page.request, 'playlists');
  await solve(page.request, easy);

  // Empty state, then the create modal: Create stays disabled while the name is blank.
  await page.goto('/playlists');
  await expect(page.getByRole('heading', { name: WEB.pages.playlists })).toBeVisible();
  await expect(page.getByTestId('playlists-empty')).toContainText(PLAYLISTS_WEB.emptyTitle);
  await page.getByRole('button', { name: PLAYLISTS_WEB.emptyCta }).click();
  const modal = page.getByTestId('create-playlist-modal');
  const create = modal.getByTestId('create-playlist-submit');
  await expect(create).toBeDisabled();
  await modal.getByLabel(PLAYLISTS_WEB.name).fill('   ');
  await expect(create).toBeDisabled();
  await expect(modal.getByText(VALIDATION.playlistNameRequired)).toBeVisible();
  await modal.getByLabel(PLAYLISTS_WEB.name).fill('Warm-up');
  await modal.getByLabel(PLAYLISTS_WEB.description).fill('Two quick ones');
  await create.click();
  await expect(page.getByText(SERVER.playlistCreated)).toBeVisible();
  const card = page.getByTestId('playlist-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('playlist-card-name')).toHaveText('Warm-up');
  await expect(card.getByTestId('playlist-card-count')).toHaveText(
    fillTemplate(PLAYLISTS_WEB.problemMany, { n: 0 }),
  );
  await expect(card.getByTestId('playlist-card-empty')).toHaveText(PLAYLISTS_WEB.noProblems);
  await expect(card.getByTestId('playlist-practice')).toHaveCount(0);

  // A second playlist with the same name is refused by the server, on the name field.
  await page.getByTestId('create-playlist').click();
  await modal.getByLabel(PLAYLISTS_WEB.name).fill('Warm-up');
  await create.click();
  await expect(modal.getByText(SERVER.playlistNameTaken)).toBeVisible();
  await modal.getByRole('button', { name: PLAYLISTS_WEB.cancel }).click();
  await expect(card).toHaveCount(1);

  // Detail: add the two problems through the picker.
  await card.getByRole('link', { name: PLAYLISTS_WEB.viewDetails }).click();
  await expect(page.getByTestId('playlist-name')).toHaveText('Warm-up');
  await expect(page.getByTestId('playlist-description')).toHaveText('Two quick ones');
  await expect(page.getByTestId('playlist-empty')).toContainText(PLAYLISTS_WEB.noProblems);
  await page.getByTestId('add-problems').first().click();
  const picker = page.getByTestId('add-problems-modal');
  await expect(picker.getByTestId('add-problems-option').first()).toBeVisible();
  await picker.getByTestId('add-problems-submit').click();
  await expect(page.getByText(VALIDATION.selectProblem)).toBeVisible();
  const search = picker.getByLabel(PLAYLISTS_WEB.pickerSearchLabel);
  await search.fill('no such problem at all zzz');
  await expect(picker.getByTestId('add-problems-empty')).toHaveText(PLAYLISTS_WEB.pickerNoMatch);
  await search.fill(easy.title);
  await expect(picker.getByTestId('add-problems-option')).toHaveCount(1);
  await picker.getByTestId('add-problems-option').check();
  await expect(picker.getByTestId('add-problems-selected')).toHaveText(
    fillTemplate(PLAYLISTS_WEB.pickerSelected, { n: 1 }),
  );
  await search.fill(medium.title);
  await picker.getByTestId('add-problems-option').check();
  await expect(picker.getByTestId('add-problems-selected')).toHaveText(
    fillTemplate(PLAYLISTS_WEB.pickerSelected, { n: 2 }),
  );
  await picker.getByRole('button', { name: fillTemplate(PLAYLISTS_WEB.pickerAdd, { n: 2 }) }).click();
  await expect(page.getByText(SERVER.problemsAdded)).toBeVisible();

  // Progress: one of two solved.
  const rows = page.getByTestId('playlist-problem-row');
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('playlist-stat-total-value')).toHaveText('2');
  await expect(page.getByTestId('playlist-stat-solved-value')).toHaveText('1');
  await expect(page.getByTestId('playlist-stat-progress-value')).toHaveText('50%');
  await expect(rows.filter({ hasText: easy.title }).getByTestId('playlist-problem-status')).toHaveText(
    PLAYLISTS_WEB.statusSolved,
  );
  await expect(rows.filter({ hasText: medium.title }).getByTestId('playlist-problem-status')).toHaveText(
    PLAYLISTS_WEB.statusNotSolved,
  );
  await expect(
    rows.filter({ hasText: easy.title }).getByRole('link', { name: PLAYLISTS_WEB.view }),
  ).toHaveAttribute('href', `/problems/${easy.id}`);

  // Already-added problems are no longer offered.
  await page.getByTestId('add-problems').click();
  await picker.getByLabel(PLAYLISTS_WEB.pickerSearchLabel).fill(easy.title);
  await expect(picker.getByTestId('add-problems-empty')).toHaveText(PLAYLISTS_WEB.pickerNoMatch);
  await picker.getByRole('button', { name: PLAYLISTS_WEB.cancel }).click();

  // The card on /playlists shows the count, the difficulty badges and the progress.
  await page.getByRole('link', { name: PLAYLISTS_WEB.backToPlaylists }).click();
  await expect(card.getByTestId('playlist-card-count')).toHaveText(
    fillTemplate(PLAYLISTS_WEB.problemMany, { n: 2 }),
  );
  await expect(card.getByTestId('playlist-card-progress')).toHaveText('50%');
  await expect(card).toContainText('Easy: 1');
  await expect(card).toContainText('Medium: 1');

  // Practice: one problem after another.
  await card.getByRole('link', { name: PLAYLISTS_WEB.practice }).click();
  await expect(page).toHaveURL(/\/playlists\/[0-9a-f-]+\/practice/);
  await expect(page.getByTestId('practice-position')).toHaveText(
    fillTemplate(PLAYLISTS_WEB.practiceOf, { n: 1, total: 2 }),
  );
  await expect(page.getByTestId('practice-progress')).toContainText(
    fillTemplate(PLAYLISTS_WEB.progressSolved, { solved: 1, total: 2 }),
  );
  await expect(page.getByTestId('practice-previous')).toBeDisabled();
  const firstTitle = (await page.getByTestId('practice-title').textContent()) ?? '';
  await page.getByTestId('practice-next').click();
  await expect(page.getByTestId('practice-position')).toHaveText(
    fillTemplate(PLAYLISTS_WEB.practiceOf, { n: 2, total: 2 }),
  );
  await expect(page.getByTestId('practice-title')).not.toHaveText(firstTitle);
  await expect(page.getByTestId('practice-next')).toBeDisabled();
  const second = firstTitle === easy.title ? medium : easy;
  await expect(page.getByTestId('practice-solve')).toHaveAttribute('href', `/problems/${second.id}`);
  await page.getByTestId('practice-previous').click();
  await expect(page.getByTestId('practice-title')).toHaveText(firstTitle);

  // Remove the unsolved problem (after a cancelled first attempt): progress becomes 100%.
  await page.getByRole('link', { name: PLAYLISTS_WEB.backToPlaylist }).click();
  const removeMedium = page.getByRole('button', {
    name: fillTemplate(PLAYLISTS_WEB.removeLabel, { title: medium.title }),
  });
  await removeMedium.click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm.getByTestId('confirm-message')).toHaveText(PLAYLISTS_WEB.removeConfirm);
  await confirm.getByTestId('confirm-cancel').click();
  await expect(rows).toHaveCount(2);
  await removeMedium.click();
  await confirm.getByTestId('confirm-accept').click();
  await expect(page.getByText(SERVER.problemRemoved)).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('playlist-stat-progress-value')).toHaveText('100%');

  // Edit: rename and change the description.
  await page.getByTestId('playlist-edit').click();
  await expect(page).toHaveURL(/\/edit$/);
  await expect(page.getByLabel(PLAYLISTS_WEB.name)).toHaveValue('Warm-up');
  await page.getByLabel(PLAYLISTS_WEB.name).fill('Warm-up renamed');
  await page.getByLabel(PLAYLISTS_WEB.description).fill('Now just one');
  await page.getByRole('button', { name: PLAYLISTS_WEB.save }).click();
  await expect(page.getByText(SERVER.playlistUpdated)).toBeVisible();
  await expect(page.getByTestId('playlist-name')).toHaveText('Warm-up renamed');
  await expect(page.getByTestId('playlist-description')).toHaveText('Now just one');

  // Delete from the card menu, after confirming.
  await page.getByTestId('nav-link-playlists').click();
  await expect(card.getByTestId('playlist-card-name')).toHaveText('Warm-up renamed');
  await card
    .getByRole('button', { name: fillTemplate(PLAYLISTS_WEB.menuLabel, { name: 'Warm-up renamed' }) })
    .click();
  await card.getByRole('button', { name: PLAYLISTS_WEB.delete }).click();
  await expect(confirm.getByTestId('confirm-message')).toHaveText(PLAYLISTS_WEB.deleteConfirm);
  await confirm.getByTestId('confirm-accept').click();
  await expect(page.getByText(SERVER.playlistDeleted)).toBeVisible();
  await expect(page.getByTestId('playlists-empty')).toBeVisible();
});

test("an unknown playlist shows the not-found view with 'Back to Playlists'", async ({ page }) => {
  await createVerifiedUser(page.request, 'playlist-404');
  await page.goto('/playlists/00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('playlist-not-found')).toContainText(PLAYLISTS_WEB.notFoundTitle);
  await page.getByRole('link', { name: PLAYLISTS_WEB.backToPlaylists }).click();
  await expect(page).toHaveURL(/\/playlists$/);
  await page.goto('/playlists/00000000-0000-4000-8000-000000000000/practice');
  await expect(page.getByTestId('playlist-not-found')).toBeVisible();
});
