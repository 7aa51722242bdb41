import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { CONTACT_TOPIC_LABELS, CONTACT_VALIDATION } from '@sahha/contracts';
import { ADMIN_EMAIL } from '../playwright.config';
import { signInAsAdmin } from '../support/accounts';

test('a visitor writes from the footer Contact link and the admin reads it under the feedback dashboard', async ({ browser }) => {
  const visitor = await browser.newPage();
  const marker = `Where is my data stored? ${randomUUID().slice(0, 6)}`;
  const email = `contact.${randomUUID().slice(0, 8)}@example.com`;
  await visitor.goto('/');
  const footer = visitor.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Show links' }).click();
  await footer.getByRole('link', { name: 'Contact' }).click();
  await expect(visitor).toHaveURL(/\/contact$/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'support@sahha.ae' })).toHaveAttribute('href', 'mailto:support@sahha.ae');

  await visitor.getByRole('button', { name: 'Send message' }).click();
  await expect(visitor.getByText(CONTACT_VALIDATION.name)).toBeVisible();
  await expect(visitor.getByText(CONTACT_VALIDATION.topic)).toBeVisible();

  await visitor.getByLabel('Name').fill('  Layla Ahmed ');
  await visitor.getByLabel('Email').fill(email.toUpperCase());
  await visitor.getByLabel('Topic').selectOption({ label: CONTACT_TOPIC_LABELS.privacy });
  await visitor.getByLabel('Message').fill(`  ${marker}  `);
  await expect(visitor.getByText(CONTACT_VALIDATION.name)).toHaveCount(0);
  await visitor.getByRole('button', { name: 'Send message' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: "Thank you — we'll reply within two working days." })).toBeVisible();
  await expect(visitor.getByRole('form', { name: 'Contact form' })).toHaveCount(0);
  await visitor.close();

  const adminPage = await browser.newPage();
  await signInAsAdmin(adminPage, ADMIN_EMAIL);
  await adminPage.goto('/admin/feedback');
  const section = adminPage.getByRole('region', { name: 'Contact messages' });
  await expect(section.getByRole('heading', { level: 2, name: 'Contact messages' })).toBeVisible();
  const item = section.getByRole('listitem').filter({ hasText: marker });
  await expect(item).toBeVisible();
  await expect(item.getByText('Layla Ahmed', { exact: true })).toBeVisible();
  await expect(item.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(item.getByText(CONTACT_TOPIC_LABELS.privacy)).toBeVisible();
});
