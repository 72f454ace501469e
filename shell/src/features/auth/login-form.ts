// The sign-in form, written with the DOM alone: no React, no antd. A fresh visit to /login shows it
// before the rest of the shell is even downloaded (index.ts), and the shell's /login route mounts the
// same form (login-page.tsx), so there is one sign-in form, whichever way the page was reached.
// Its look follows the staff theme (login-form.css); docs/architecture.md, "What the login page loads".
import '@formbuilder/contracts/zod-jitless';
import {
  ALERT_SECONDS,
  fieldErrors,
  isApiErrorBody,
  loginSchema,
  messages,
  type AuthSession,
  type LoginInput,
} from '@formbuilder/contracts';
import { applyThemeColors, element } from '@formbuilder/shared-ui/dom';
import logoUrl from '@formbuilder/shared-ui/logo.svg';
import { pageTitle } from '@formbuilder/shared-ui/page-title';
import { text } from '../../text';
import './auth-pages.css';
import './login-form.css';

export interface LoginFormOptions {
  /** CRIE SUA CONTA's address; none, no button. */
  signUpUrl?: string | null;
  /** Called with the new session once the server accepted the e-mail and password. */
  onSignedIn: (session: AuthSession) => void;
  /** ESQUECI MINHA SENHA: the page changes inside the app, without a reload. */
  onNavigate: (path: string) => void;
}

/** What the server answered, as the message to show (its own pt-BR message, else the fallback). */
function messageOf(body: unknown, fallback: string): string {
  return isApiErrorBody(body) && body.error.code !== 'INTERNAL' ? body.error.message : fallback;
}

/** Posts the e-mail and password; the session, or the message to show. */
export async function signIn(
  input: LoginInput,
): Promise<AuthSession | { error: string; fields: Record<string, string> }> {
  try {
    const response = await fetch('/api/auth/login', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) return body as AuthSession;
    const fields = isApiErrorBody(body) ? (body.error.fields ?? {}) : {};
    return { error: messageOf(body, messages.loginFailed), fields };
  } catch {
    return { error: messages.loginFailed, fields: {} };
  }
}

let ids = 0;

interface Field {
  row: HTMLDivElement;
  input: HTMLInputElement;
  setError: (message: string | undefined) => void;
}

function field(name: keyof LoginInput, label: string, input: HTMLInputElement, frame: HTMLElement = input): Field {
  const id = `fb-login-${name}-${++ids}`;
  const helpId = `${id}-help`;
  input.id = id;
  input.name = name;
  const help = element('div', { className: 'fb-login__help', id: helpId });
  const row = element(
    'div',
    { className: 'fb-login__field' },
    element('label', { htmlFor: id, className: 'fb-login__label' }, label),
    frame,
    help,
  );
  const setError = (message: string | undefined) => {
    help.textContent = message ?? '';
    row.classList.toggle('fb-login__field--error', Boolean(message));
    if (message) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', helpId);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  };
  return { row, input, setError };
}

const EYE_OPEN =
  '<svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z"/><circle cx="12" cy="12" r="3"/></svg>';
const EYE_CLOSED =
  '<svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><path d="M17.94 17.94A10.07 10.07 0 0112 19c-7 0-11-7-11-7a18.45 18.45 0 015.06-5.94M9.9 4.24A9.12 9.12 0 0112 4c7 0 11 7 11 7a18.5 18.5 0 01-2.16 3.19M1 1l22 22"/></svg>';

/** The password input with its show/hide button, as antd's password input has. */
function passwordFrame(input: HTMLInputElement): HTMLElement {
  const toggle = element('button', { type: 'button', className: 'fb-login__eye' });
  const show = (visible: boolean) => {
    input.type = visible ? 'text' : 'password';
    toggle.innerHTML = visible ? EYE_OPEN : EYE_CLOSED;
    toggle.setAttribute('aria-label', visible ? 'Ocultar' : 'Mostrar');
    toggle.setAttribute('aria-pressed', String(visible));
  };
  show(false);
  toggle.addEventListener('click', () => show(input.type === 'password'));
  return element('span', { className: 'fb-login__input fb-login__input--affix' }, input, toggle);
}

export interface MountedLoginForm {
  /** Shows, changes or hides CRIE SUA CONTA (its address can arrive after the card: nothing typed is lost). */
  setSignUpUrl: (url: string | null | undefined) => void;
  unmount: () => void;
}

/**
 * Draws the sign-in card into `container` and handles it: checks the fields with the contracts'
 * rule, posts them, shows the server's message on a refusal. Returns what removes it again.
 */
export function mountLoginForm(container: HTMLElement, options: LoginFormOptions): MountedLoginForm {
  applyThemeColors();
  document.title = pageTitle(text.login.title);
  const email = field(
    'email',
    text.login.email,
    element('input', { type: 'email', autocomplete: 'username', className: 'fb-login__input' }),
  );
  const passwordInput = element('input', { type: 'password', autocomplete: 'current-password' });
  const password = field('password', text.login.password, passwordInput, passwordFrame(passwordInput));
  const fields = { email, password };
  // A refusal is told as every alert of the staff apps is: a toast at the top that leaves by itself.
  const alert = element('div', { className: 'fb-login__alert', hidden: true });
  alert.setAttribute('role', 'alert');
  let alertTimer: ReturnType<typeof setTimeout> | undefined;
  const showAlert = (message: string) => {
    clearTimeout(alertTimer);
    alert.textContent = message;
    alert.hidden = false;
    alertTimer = setTimeout(() => (alert.hidden = true), ALERT_SECONDS * 1000);
  };
  const submit = element('button', { type: 'submit', className: 'fb-login__submit' }, text.login.submit);
  const form = element('form', { noValidate: true }, email.row, password.row, submit);

  const links = element('div', { className: 'fb-auth__links' });
  const signUp = element(
    'a',
    { target: '_blank', rel: 'noopener noreferrer', className: 'fb-login__secondary' },
    text.login.createAccount,
  );
  const setSignUpUrl = (url: string | null | undefined) => {
    if (url) {
      signUp.href = url;
      if (!signUp.isConnected) links.prepend(signUp);
    } else signUp.remove();
  };
  setSignUpUrl(options.signUpUrl);
  const forgot = element('a', { href: '/forgot-pass', className: 'fb-login__link' }, text.login.forgotPassword);
  forgot.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    options.onNavigate('/forgot-pass');
  });
  links.append(forgot);

  const card = element(
    'main',
    { className: 'fb-auth' },
    element(
      'div',
      { className: 'fb-auth__card fb-login__card' },
      element(
        'div',
        { className: 'fb-auth__card-body fb-login__body' },
        element('img', { className: 'fb-auth__logo', src: logoUrl, alt: 'Logo' }),
        element('h1', { className: 'fb-auth__title fb-login__title' }, text.login.title),
        form,
        links,
      ),
    ),
    alert,
  );

  const showErrors = (errors: Record<string, string>) => {
    for (const [name, item] of Object.entries(fields)) item.setError(errors[name]);
  };
  for (const item of Object.values(fields)) {
    item.input.addEventListener('input', () => item.setError(undefined));
  }

  let busy = false;
  // While busy (and, once signed in, until the next page replaces the form) nothing can be typed.
  const setBusy = (value: boolean) => {
    busy = value;
    submit.classList.toggle('fb-login__submit--busy', value);
    if (value) submit.setAttribute('aria-busy', 'true');
    else submit.removeAttribute('aria-busy');
    for (const item of Object.values(fields)) item.input.readOnly = value;
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    const parsed = loginSchema.safeParse({ email: email.input.value, password: password.input.value });
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error.issues);
      showErrors(errors);
      (errors.email ? email.input : password.input).focus();
      return;
    }
    showErrors({});
    setBusy(true);
    void signIn(parsed.data).then((result) => {
      // Signed in, the button stays busy until the next page replaces the form.
      if ('token' in result) {
        options.onSignedIn(result);
        return;
      }
      setBusy(false);
      showErrors(result.fields);
      showAlert(result.error);
    });
  });

  container.append(card);
  return {
    setSignUpUrl,
    unmount: () => {
      clearTimeout(alertTimer);
      card.remove();
    },
  };
}
