import type { LoginInput } from '@formbuilder/contracts';
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

/**
 * Signs in as the sign-in form does (its same request; the page's context keeps the session's cookies,
 * as the browser would) and opens `path`: the app starts once, where signing in through the page and
 * then opening another address starts it twice. For tests of what comes after the sign-in; the form
 * itself is tested through signIn.
 */
export async function openSignedIn(page: Page, person: LoginInput, path = '/'): Promise<void> {
  // The sign-in's body only: a seeded person also carries its token and id.
  const body: LoginInput = { email: person.email, password: person.password };
  const response = await page.request.post('/api/auth/login', { data: body });
  if (!response.ok()) throw new Error(`sign-in of ${person.email} -> ${response.status()}: ${await response.text()}`);
  await page.goto(path);
}

export function menu(page: Page) {
  return page.getByRole('navigation', { name: 'Menu principal' });
}
