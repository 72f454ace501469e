// The pt-BR e-mail telling a company's MANAGER that one of its webhook endpoints was turned off after
// a run of failed deliveries (docs/integrations.md#delivery), and how to turn it back on. The
// address is in the body only: the subject is logged, and an address may carry a token.
import type { Mail } from '../../mail/mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const ENDPOINT_DISABLED_SUBJECT = 'Webhook desativado após falhas seguidas';

export function endpointDisabledMail(options: {
  to: string;
  name: string;
  companyName: string;
  url: string;
  failures: number;
  /** The Webhooks screen. */
  link: string;
}): Mail {
  const { to, name, companyName, url, failures, link } = options;
  const paragraphs = [
    `Olá, ${name}.`,
    `O webhook ${url} da empresa ${companyName} foi desativado automaticamente após ${failures} entregas seguidas sem sucesso. Enquanto estiver desativado, nenhum evento é enviado para esse endereço.`,
    'Para ativá-lo de novo, corrija o servidor que recebe os eventos e, na tela Webhooks (menu Empresa), ligue a chave "Ativo" desse webhook. As entregas que falharam podem ser enviadas de novo em "Entregas", com "Reenviar falhas".',
    link,
  ];
  return {
    to,
    subject: ENDPOINT_DISABLED_SUBJECT,
    text: `${paragraphs.join('\n\n')}\n`,
    html: paragraphs
      .map((paragraph) =>
        paragraph === link
          ? `<p><a href="${escapeHtml(link)}">Abrir os webhooks</a></p>`
          : `<p>${escapeHtml(paragraph)}</p>`,
      )
      .join('\n'),
  };
}
