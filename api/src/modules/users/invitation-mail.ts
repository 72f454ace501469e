// The pt-BR e-mail carrying an invitation's one-time link (docs/people-and-files.md#invitations).
import type { Mail } from '../../mail/mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function invitationMail(options: {
  to: string;
  name: string;
  companyName: string;
  roleLabel: string;
  /** Who invited, when still a user. */
  inviterName: string | null;
  link: string;
  /** Reads in 'Ele vale por {validFor}', e.g. '7 dias'. */
  validFor: string;
}): Mail {
  const { to, name, companyName, roleLabel, inviterName, link, validFor } = options;
  const who = inviterName ? `${inviterName} convidou você` : 'Você foi convidado';
  const paragraphs = [
    `Olá, ${name}.`,
    `${who} para usar o Formulários na empresa ${companyName}, com a permissão ${roleLabel}.`,
    `Para aceitar, crie sua senha no link abaixo. Ele vale por ${validFor} e só pode ser usado uma vez.`,
    link,
    'Se você não esperava este convite, ignore este e-mail: nenhuma conta será criada.',
  ];
  return {
    to,
    subject: `Convite para ${companyName}`,
    text: `${paragraphs.join('\n\n')}\n`,
    html: paragraphs
      .map((paragraph) =>
        paragraph === link
          ? `<p><a href="${escapeHtml(link)}">Aceitar o convite e criar minha senha</a></p>`
          : `<p>${escapeHtml(paragraph)}</p>`,
      )
      .join('\n'),
  };
}
