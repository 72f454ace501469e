import type { Page } from 'playwright-core';

/** Signs in through the login page, as a person would. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'ENTRAR' }).click();
}

/** Signs in and waits for the home page, where a signed-in person lands. */
export async function signInHome(page: Page, email: string, password: string): Promise<void> {
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname === '/');
}

export function menu(page: Page) {
  return page.getByRole('navigation', { name: 'Menu principal' });
}
