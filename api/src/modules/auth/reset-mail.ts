// The pt-BR e-mail carrying a password-reset link (docs/product.md#password-recovery).
import type { Mail } from '../../mail/mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `validFor` reads in the sentence 'Ele vale por {validFor}', e.g. '1 hora'. */
export function passwordResetMail(options: { to: string; name: string; link: string; validFor: string }): Mail {
  const { to, name, link, validFor } = options;
  const paragraphs = [
    `Olá, ${name}.`,
    'Recebemos um pedido para redefinir a senha da sua conta.',
    `Para escolher uma nova senha, acesse o link abaixo. Ele vale por ${validFor} e só pode ser usado uma vez.`,
    link,
    'Se você não fez esse pedido, ignore este e-mail: sua senha continua a mesma.',
  ];
  return {
    to,
    subject: 'Redefinição de senha',
    text: `${paragraphs.join('\n\n')}\n`,
    html: paragraphs
      .map((paragraph) =>
        paragraph === link
          ? `<p><a href="${escapeHtml(link)}">Redefinir minha senha</a></p>`
          : `<p>${escapeHtml(paragraph)}</p>`,
      )
      .join('\n'),
  };
}
