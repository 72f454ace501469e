// The texts of the new types' steps, loaded with them (validation messages live in types/rules.ts).
export const typeText = {
  datePlaceholder: 'dd/mm/aaaa',
  numberHint: (decimals: boolean) => (decimals ? 'Use vírgula para decimais, como 12,5.' : 'Apenas números inteiros.'),
  dropdown: {
    search: 'Buscar opção',
    choose: 'Selecione uma opção',
    none: 'Nenhuma opção encontrada',
    count: (shown: number, total: number) => (shown === total ? `${total} opções` : `${shown} de ${total} opções`),
  },
  rating: {
    star: (n: number, total: number) => (n === 1 ? `1 estrela de ${total}` : `${n} estrelas de ${total}`),
  },
  nps: { from: 'Nada provável', to: 'Extremamente provável' },
  matrix: { row: 'Linha' },
  ranking: {
    hint: 'Ordene do mais importante (1) para o menos importante: arraste pela alça ⠿, use os botões ou, com o item focado, Alt + seta.',
    up: (item: string) => `Mover ${item} para cima`,
    down: (item: string) => `Mover ${item} para baixo`,
    keep: 'MANTER ESTA ORDEM',
    moved: (item: string, position: number) => `${item} agora na posição ${position}`,
  },
  signature: {
    label: 'Área de assinatura: desenhe com o dedo ou o mouse',
    hint: 'Assine na área abaixo com o dedo ou o mouse e toque em SALVAR ASSINATURA.',
    clear: 'LIMPAR',
    save: 'SALVAR ASSINATURA',
    redo: 'ASSINAR NOVAMENTE',
    saved: 'Assinatura salva',
    empty: 'Desenhe sua assinatura antes de salvar.',
    fileName: 'assinatura.png',
  },
  loadingStep: 'Carregando pergunta...',
} as const;
