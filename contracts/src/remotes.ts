// The feature apps the shell loads at run time, by the name each publishes, and the one declaration
// of every module they expose: its name and the props it takes. The providing remote and every
// consumer compile against these types, and each remote's contract test checks its build exposes
// exactly these names (docs/architecture.md, "Federation contracts").
import type { Company, PublicForm, User } from './responses';

export const remoteNames = ['forms', 'respondent', 'admin', 'library'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** Body of GET /remotes.json: where each remote's mf-manifest.json lives. */
export type RemotesConfig = Record<RemoteName, { entry: string }>;

export const federationName = (remote: RemoteName) => `mf_${remote}`;

/**
 * Where CRIE SUA CONTA (login) and FAZER UPGRADE (plan card) lead: the server's SIGNUP_URL and
 * UPGRADE_URL. null hides the button.
 */
export interface SiteLinks {
  signUp: string | null;
  upgrade: string | null;
}

/** GET /remotes.json as the server answers it: the remotes, plus the site links (added later, so optional). */
export type RemotesJson = RemotesConfig & { links?: SiteLinks };

/** An area's routes component: it takes no props and declares its pages with absolute paths. */
export type AreaRoutesProps = Record<string, never>;

/** mf-admin's './UserFormModal': the user form (new or edit) in a modal. */
export interface UserFormModalProps {
  open: boolean;
  /** The user to edit; none for a new one. */
  user?: User | null;
  /** The company new users go to (sent only by an ADMIN; the API uses a MANAGER's own). */
  companyId?: string;
  onClose: () => void;
  onSaved?: (user: User) => void;
}

/** mf-admin's './CompanyFormModal': the company form (new or edit) in a modal. */
export interface CompanyFormModalProps {
  open: boolean;
  /** The company to edit; none for a new one. */
  company?: Company | null;
  onClose: () => void;
  onSaved?: (company: Company) => void;
  onDeleted?: (id: string) => void;
  /** A MANAGER editing its own company: name, colour, logo and privacy notice only. */
  managerMode?: boolean;
  /**
   * Added later (optional, so older shells leave it out): the form in the page, not in a modal, with
   * only these sections of it (the company settings' 'Dados', 'Marca', 'Privacidade'); it stays after
   * saving. A remote older than this prop shows the whole form in its modal instead.
   */
  inline?: boolean;
  sections?: readonly CompanyFormSection[];
}

/** The parts of the company form: name (and an ADMIN's limits), colour and logo, privacy notice and retention. */
export const companyFormSections = ['dados', 'marca', 'privacidade'] as const;
export type CompanyFormSection = (typeof companyFormSections)[number];

/** mf-respondent's './FormWizard': the respondent wizard; `preview` sends nothing. */
export interface FormWizardProps {
  form: PublicForm;
  preview?: boolean;
}

/** What the shell hands an area's first page: the page asked for and the session the entry already holds. */
export interface FirstPageInput {
  path: string;
  token: string;
  user: User;
}

/**
 * What a first page drew it from: the answers it read, under the request keys the area's own screens
 * read them with, so those screens open with them (and read them again behind the scenes).
 */
export interface FirstPageDrawn {
  requests: Record<string, unknown>;
}

/**
 * An area's './FirstPage' (a function, not a component): draws the page at `input.path` into `host`
 * with the DOM alone, no React or antd, before the shell's own code has downloaded; null when the
 * area has no first page for that path, or could not read what it shows (the shell then starts as
 * usual). docs/architecture.md, "What the signed-in app loads".
 */
export type DrawFirstPage = (host: HTMLElement, input: FirstPageInput) => Promise<FirstPageDrawn | null>;

/**
 * Every exposed module, per remote: name -> props (or, for a module that is not a component, its
 * function's type). Changing it is changing a contract between separately deployed builds: add new
 * modules and new optional props; never remove or rename one, or make a prop required, without a
 * release of deprecation (docs/architecture.md).
 */
export interface RemoteExposes {
  forms: { './FormsRoutes': AreaRoutesProps; './FirstPage': DrawFirstPage };
  admin: {
    './AdminRoutes': AreaRoutesProps;
    './UserFormModal': UserFormModalProps;
    './CompanyFormModal': CompanyFormModalProps;
  };
  library: { './LibraryRoutes': AreaRoutesProps };
  respondent: { './FormWizard': FormWizardProps };
}

export type ExposedName<R extends RemoteName> = keyof RemoteExposes[R] & string;
export type ExposedProps<R extends RemoteName, E extends ExposedName<R>> = RemoteExposes[R][E];

/** The same names at run time, for the remotes' contract tests and the shell's area map. */
export const remoteExposes = {
  forms: ['./FormsRoutes', './FirstPage'],
  admin: ['./AdminRoutes', './UserFormModal', './CompanyFormModal'],
  library: ['./LibraryRoutes'],
  respondent: ['./FormWizard'],
} as const satisfies { [R in RemoteName]: ReadonlyArray<ExposedName<R>> };

type Unlisted = { [R in RemoteName]: Exclude<ExposedName<R>, (typeof remoteExposes)[R][number]> }[RemoteName];
/** Fails to compile when a module declared in RemoteExposes is missing from remoteExposes. */
export const everyExposeListed: [Unlisted] extends [never] ? true : Unlisted = true;

/** The exposed modules that are components: mounted by the shell with their props. */
type ComponentExposedName<R extends RemoteName> = {
  [E in ExposedName<R>]: RemoteExposes[R][E] extends (...args: never[]) => unknown ? never : E;
}[ExposedName<R>];

/** One exposed component by remote and name, with the props it takes (none for an area's routes). */
export type RemoteModuleRef = {
  [R in RemoteName]: {
    [E in ComponentExposedName<R>]: { remote: R; exposed: E } & (RemoteExposes[R][E] extends AreaRoutesProps
      ? { props?: undefined }
      : { props: RemoteExposes[R][E] });
  }[ComponentExposedName<R>];
}[RemoteName];

/** The exposed modules that are an area's routes. */
export type AreaModuleRef = Extract<RemoteModuleRef, { props?: undefined }>;
