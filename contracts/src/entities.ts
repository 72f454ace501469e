// The records the API answers with (SPEC section 3), as the apps see them.
import type { Role } from './roles';

export const questionTypes = ['STRING', 'TEXT', 'SINGLE', 'MULTIPLE', 'FILE'] as const;
export type QuestionType = (typeof questionTypes)[number];
export const questionTypeLabels: Record<QuestionType, string> = {
  STRING: 'Texto curto',
  TEXT: 'Texto longo',
  SINGLE: 'Escolha única',
  MULTIPLE: 'Escolha múltipla',
  FILE: 'Arquivo',
};

export const formStatuses = ['ACTIVE', 'INACTIVE'] as const;
export type FormStatus = (typeof formStatuses)[number];
export const formStatusLabels: Record<FormStatus, string> = { ACTIVE: 'Ativo', INACTIVE: 'Inativo' };
export const formStatusColors: Record<FormStatus, string> = { ACTIVE: 'green', INACTIVE: 'grey' };

/** A jump target: the id of a later question, or the end of the form. */
export const END = 'end';
export type GoTo = string;

export interface Option {
  text: string;
  file?: string;
  branch?: boolean;
  goTo?: GoTo;
}

export interface Question {
  id: string;
  title: string;
  type: QuestionType;
  options: Option[];
  branch?: boolean;
  goTo?: GoTo;
}

export interface Company {
  id: string;
  name: string;
  formsLimit: number;
  usersLimit: number;
  allowEmail: boolean;
  allowSMS: boolean;
  allowWhatsapp: boolean;
  color: string;
  logo: string | null;
}

export interface User {
  id: string;
  name: string;
  username: string;
  email: string;
  phone: string;
  role: Role;
  roleLabel: string;
  company: Company | null;
}

export interface UserRef {
  id: string;
  name: string;
}

export interface Form {
  id: string;
  title: string;
  status: FormStatus;
  statusLabel: string;
  statusColor: string;
  anonymous: boolean;
  questions: Question[];
  createdBy: UserRef | null;
  company: Pick<Company, 'id' | 'color' | 'logo'>;
  notifiedUser: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface Answer {
  questionId?: string;
  question: string;
  answer: string;
  goTo?: GoTo;
}

export interface Comment {
  user: string | null;
  comment: string;
  created: string;
  isUser: boolean;
}

export interface Submission {
  id: string;
  name: string;
  document: string;
  email: string;
  phone: string;
  answers: Answer[];
  comments: Comment[];
  created: string;
  form: Pick<Form, 'id' | 'title' | 'createdBy'>;
  company: string;
}

export interface TemplateCategory {
  id: string;
  name: string;
}

export interface Template {
  id: string;
  title: string;
  category: TemplateCategory;
  questions: Question[];
}

/** What a respondent receives to fill a form: no staff data. */
export interface PublicForm {
  id: string;
  title: string;
  anonymous: boolean;
  questions: Question[];
  company: { name: string; color: string; logo: string | null };
}

export interface Page<T> {
  items: T[];
  page: number;
  perPage: number;
  totalItems: number;
}

export const DEFAULT_PER_PAGE = 30;
export const MAX_PER_PAGE = 500;
