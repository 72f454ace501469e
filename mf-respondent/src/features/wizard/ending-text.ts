// The texts of the final screen and the honeypot (docs/forms-and-templates.md#a-forms-life).
export const endingText = {
  anotherAnswer: 'Enviar outra resposta',
  redirecting: 'Redirecionando...',
  continue: 'Continuar',
  /** The honeypot's label, read by no one: the field is hidden from people and from screen readers. */
  honeypot: 'Deixe este campo em branco',
} as const;
