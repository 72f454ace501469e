// The records the API answers with (docs/product.md#entities), as the apps see them.
import type { PrivacyAck, PrivacyNotice } from './privacy';
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
  /** The privacy notice shown on the welcome step ('' for none). */
  privacyNotice: string;
  /** Link to the company's privacy policy ('' for none). */
  privacyPolicyUrl: string;
  /** Respondents must acknowledge the notice before sending. */
  privacyAckRequired: boolean;
  /** Answers older than this many days are deleted; null (or absent, older servers): kept. */
  retentionDays?: number | null;
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
  /** The question's type in the form as it is now (absent when the question is gone); set by the API on reads. */
  type?: QuestionType;
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
  /** The privacy notice the respondent acknowledged, when the company required it; null otherwise. */
  privacyAck: PrivacyAck | null;
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
  company: {
    name: string;
    color: string;
    logo: string | null;
    /** The company's privacy notice for the welcome step; absent (older servers) or null: none. */
    privacy?: PrivacyNotice | null;
  };
}

export interface Page<T> {
  items: T[];
  page: number;
  perPage: number;
  totalItems: number;
}

export const DEFAULT_PER_PAGE = 30;
export const MAX_PER_PAGE = 500;
