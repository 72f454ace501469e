import { messages } from '@formbuilder/contracts';
import { mountLoginForm } from './login-form';

const byLabel = (label: string) => {
  const target = [...document.querySelectorAll('label')].find((l) => l.textContent === label)!;
  return document.getElementById(target.htmlFor) as HTMLInputElement;
};
const submit = () => (document.querySelector('button[type=submit]') as HTMLButtonElement).click();
const helpOf = (input: HTMLInputElement) => input.closest('.fb-login__field')!.querySelector('.fb-login__help')!;

describe('the sign-in form without React', () => {
  let requests = 0;
  const realFetch = global.fetch;
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    requests = 0;
    global.fetch = (() => {
      requests += 1;
      return new Promise(() => {});
    }) as typeof fetch;
  });
  afterAll(() => {
    global.fetch = realFetch;
  });

  const mount = (signUpUrl?: string) =>
    mountLoginForm(document.getElementById('root')!, { signUpUrl, onSignedIn: () => {}, onNavigate: () => {} });

  it('when sent empty, then each field says Campo obrigatório and nothing is posted', () => {
    mount();
    submit();
    expect(helpOf(byLabel('E-mail')).textContent).toBe(messages.required);
    expect(helpOf(byLabel('Senha')).textContent).toBe(messages.required);
    expect(byLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(requests).toBe(0);
  });

  it('when the e-mail is malformed, then it says so, and typing clears the message', () => {
    mount();
    byLabel('E-mail').value = 'nao-e-email';
    byLabel('Senha').value = 'qualquer-senha';
    submit();
    expect(helpOf(byLabel('E-mail')).textContent).toBe(messages.invalidEmail);
    expect(helpOf(byLabel('Senha')).textContent).toBe('');
    byLabel('E-mail').dispatchEvent(new Event('input'));
    expect(helpOf(byLabel('E-mail')).textContent).toBe('');
    expect(requests).toBe(0);
  });

  it('when both fields are valid, then it posts once, however often ENTRAR is pressed, and the fields lock', () => {
    mount();
    byLabel('E-mail').value = 'gestora@example.com';
    byLabel('Senha').value = 'senha-boa-123';
    submit();
    submit();
    expect(requests).toBe(1);
    expect(document.querySelector('button[type=submit]')!.getAttribute('aria-busy')).toBe('true');
    // Nothing can be typed while the sign-in is under way.
    expect(byLabel('E-mail').readOnly).toBe(true);
    expect(byLabel('Senha').readOnly).toBe(true);
  });

  it('when the sign-up address arrives after typing, then the button appears and what was typed stays', () => {
    const form = mount();
    expect(document.body.textContent).not.toContain('CRIE SUA CONTA');
    byLabel('E-mail').value = 'digitado@example.com';
    form.setSignUpUrl('https://exemplo.com.br/cadastro');
    const link = [...document.querySelectorAll('a')].find((a) => a.textContent === 'CRIE SUA CONTA')!;
    expect(link.href).toBe('https://exemplo.com.br/cadastro');
    expect(byLabel('E-mail').value).toBe('digitado@example.com');
    form.setSignUpUrl(null);
    expect(document.body.textContent).not.toContain('CRIE SUA CONTA');
  });

  it('when the password eye is pressed, then the password shows and hides again', () => {
    mount();
    const eye = document.querySelector('button[aria-label="Mostrar"]') as HTMLButtonElement;
    eye.click();
    expect(byLabel('Senha').type).toBe('text');
    expect(eye.getAttribute('aria-label')).toBe('Ocultar');
    eye.click();
    expect(byLabel('Senha').type).toBe('password');
  });
});
