// The demo company's content: three forms with jumps and a few hundred pt-BR answers (names, valid
// CPFs, phones and e-mails), generated from a seed so every run writes the same people. Each answer
// follows the form's jumps, as the wizard would.
import { CHOICE_SEPARATOR, formatDocument, nextStep, type Answer, type Question } from '@formbuilder/contracts';

/** A small deterministic generator (mulberry32), so the demo is the same on every machine. */
export function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (probability: number) => next() < probability,
  };
}
export type Random = ReturnType<typeof randomFrom>;

const FIRST_NAMES = [
  'Ana',
  'Beatriz',
  'Bruno',
  'Camila',
  'Carlos',
  'Daniela',
  'Eduardo',
  'Fernanda',
  'Gabriel',
  'Helena',
  'Igor',
  'Juliana',
  'João',
  'Larissa',
  'Lucas',
  'Mariana',
  'Mateus',
  'Natália',
  'Otávio',
  'Patrícia',
  'Rafael',
  'Renata',
  'Rodrigo',
  'Sofia',
  'Thiago',
  'Vanessa',
  'Vinícius',
  'Yasmin',
  'Antônio',
  'Luíza',
];
const LAST_NAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Araújo',
  'Cardoso',
  'Rocha',
  'Dias',
  'Nascimento',
  'Moreira',
  'Mendes',
  'Freitas',
  'Teixeira',
  'Castro',
];
const MAIL_DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br', 'bol.com.br'];
const AREA_CODES = ['11', '21', '31', '41', '47', '48', '51', '61', '71', '81', '85', '92'];

/** A CPF with valid check digits, formatted '529.982.247-25'. */
export function cpfOf(random: Random): string {
  const digits = Array.from({ length: 9 }, () => random.int(10));
  if (digits.every((digit) => digit === digits[0])) digits[8] = (digits[8]! + 1) % 10;
  for (const weightStart of [10, 11]) {
    const sum = digits.reduce((total, digit, i) => total + digit * (weightStart - i), 0);
    const rest = sum % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return formatDocument(digits.join(''));
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export interface Person {
  name: string;
  document: string;
  email: string;
  phone: string;
}

export function personOf(random: Random): Person {
  const first = random.pick(FIRST_NAMES);
  const last = `${random.pick(LAST_NAMES)}${random.chance(0.4) ? ` ${random.pick(LAST_NAMES)}` : ''}`;
  const name = `${first} ${last}`;
  const handle = `${plain(first)}.${plain(last.split(' ').at(-1)!)}${random.chance(0.5) ? random.int(100) : ''}`;
  const mobile = `9${String(1000 + random.int(9000))}-${String(random.int(10000)).padStart(4, '0')}`;
  return {
    name,
    document: cpfOf(random),
    email: random.chance(0.85) ? `${handle}@${random.pick(MAIL_DOMAINS)}` : '',
    phone: random.chance(0.8) ? `(${random.pick(AREA_CODES)}) ${mobile}` : '',
  };
}

export interface DemoForm {
  title: string;
  anonymous: boolean;
  questions: Question[];
  /** How many answers it gets. */
  answers: number;
  /** Text answers to draw from, per question id. */
  texts: Record<string, string[]>;
}

export const demoForms: DemoForm[] = [
  {
    title: 'Pesquisa de satisfação - Loja Centro',
    anonymous: false,
    answers: 160,
    questions: [
      {
        id: 'atendimento',
        title: 'Como você avalia o nosso atendimento?',
        type: 'SINGLE',
        options: [{ text: 'Ótimo' }, { text: 'Bom' }, { text: 'Regular' }, { text: 'Ruim', goTo: 'recomenda' }],
      },
      {
        id: 'gostou',
        title: 'O que mais gostou na visita?',
        type: 'MULTIPLE',
        options: [{ text: 'Preço' }, { text: 'Variedade' }, { text: 'Atendimento' }, { text: 'Localização' }],
      },
      { id: 'sugestao', title: 'Deixe uma sugestão', type: 'TEXT', options: [] },
      {
        id: 'recomenda',
        title: 'Recomendaria a loja a um amigo?',
        type: 'SINGLE',
        options: [{ text: 'Sim', goTo: 'end' }, { text: 'Não' }],
      },
      { id: 'porque', title: 'Por que não recomendaria?', type: 'TEXT', options: [] },
    ],
    texts: {
      sugestao: [
        'Poderiam abrir mais cedo aos sábados.',
        'Mais opções de pagamento com Pix.',
        'O estacionamento é pequeno.',
        'Adorei a nova seção de hortifruti!',
        'Ter mais caixas abertos no fim da tarde.',
        'Tudo ótimo, continuem assim.',
      ],
      porque: ['Demorei muito na fila.', 'Os preços subiram bastante.', 'Fui mal atendido no balcão.'],
    },
  },
  {
    title: 'Inscrição - Workshop de Excel',
    anonymous: false,
    answers: 90,
    questions: [
      { id: 'empresa', title: 'Em qual empresa você trabalha?', type: 'STRING', options: [] },
      {
        id: 'nivel',
        title: 'Qual é o seu nível em Excel?',
        type: 'SINGLE',
        options: [{ text: 'Iniciante' }, { text: 'Intermediário' }, { text: 'Avançado' }],
      },
      {
        id: 'certificado',
        title: 'Precisa de certificado?',
        type: 'SINGLE',
        options: [{ text: 'Sim' }, { text: 'Não', goTo: 'end' }],
      },
      { id: 'nome-certificado', title: 'Nome como deve aparecer no certificado', type: 'STRING', options: [] },
    ],
    texts: {
      empresa: ['Padaria Pão Quente', 'Construtora Horizonte', 'Farmácia Bem Estar', 'Autônomo', 'Prefeitura'],
    },
  },
  {
    title: 'Chamado de manutenção',
    anonymous: true,
    answers: 70,
    questions: [
      {
        id: 'tipo',
        title: 'Qual é o tipo do problema?',
        type: 'SINGLE',
        options: [
          { text: 'Elétrica', goTo: 'descricao' },
          { text: 'Hidráulica', goTo: 'descricao' },
          { text: 'Ar-condicionado', goTo: 'descricao' },
          { text: 'Outro' },
        ],
      },
      { id: 'outro', title: 'Qual?', type: 'STRING', options: [] },
      { id: 'descricao', title: 'Descreva o problema', type: 'TEXT', options: [] },
      { id: 'foto', title: 'Foto do local (opcional)', type: 'FILE', options: [] },
    ],
    texts: {
      outro: ['Porta emperrada', 'Janela quebrada', 'Infiltração no teto'],
      descricao: [
        'A tomada da sala 3 está soltando faíscas.',
        'Vazamento embaixo da pia da copa.',
        'O ar da recepção não gela.',
        'Lâmpada do corredor queimada.',
        'Descarga do banheiro masculino não para.',
      ],
    },
  },
];

/** One respondent's walk through the form, following its jumps; FILE questions are skipped. */
export function answersFor(form: DemoForm, random: Random, person: Person): Answer[] {
  const answers: Answer[] = [];
  let index: number | null = 0;
  while (index !== null) {
    const question: Question = form.questions[index]!;
    let answer: string | undefined;
    if (question.type === 'SINGLE') {
      // Earlier options are likelier: satisfaction leans positive, as in real surveys.
      const weights = question.options.map((_option, i) => question.options.length - i);
      let roll = random.int(weights.reduce((a, b) => a + b, 0));
      answer = question.options.find((_option, i) => (roll -= weights[i]!) < 0)!.text;
    } else if (question.type === 'MULTIPLE') {
      const picked = question.options.filter(() => random.chance(0.45)).map((option) => option.text);
      answer = (picked.length > 0 ? picked : [question.options[0]!.text]).join(CHOICE_SEPARATOR);
    } else if (question.type === 'STRING' || question.type === 'TEXT') {
      if (question.id === 'nome-certificado') answer = person.name;
      else if (random.chance(0.85)) answer = random.pick(form.texts[question.id] ?? ['Sem comentários.']);
    }
    if (answer !== undefined) answers.push({ questionId: question.id, question: question.title, answer });
    index = nextStep(form.questions, index, answer);
  }
  return answers;
}
