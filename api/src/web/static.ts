// Serves the built apps from <appsDir>/<app>/dist (docs/architecture.md#federation, #the-respondent-page, #server-and-data): the shell at /, each remote
// under /remotes/<name>/, the standalone respondent bundle on its public routes. A missing dist folder
// only means 404 for its files, so the API runs before (or without) a front-end build.
import fs from 'node:fs/promises';
import path from 'node:path';
import { Router, type Request, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { PublicFormName, RemoteName, SiteLinks } from '@formbuilder/contracts';
import { recordId } from '../http/ids';
import type { Logger } from '../logger';
import { cacheControlFor, NO_CACHE } from './cache-control';
import type { ReleaseReader } from './releases';
import { remotesJson } from './remotes';

export const remoteFolders: Record<RemoteName, string> = {
  forms: 'mf-forms/dist',
  respondent: 'mf-respondent/dist/remote',
  admin: 'mf-admin/dist',
  library: 'mf-library/dist',
};
const shellFolder = 'shell/dist';
const respondentFolder = 'mf-respondent/dist/standalone';
/** embed.js, the script a company's site loads to show a form (docs/forms-and-templates.md#embedding). */
const embedFolder = 'mf-respondent/dist/embed';

/** Public pages answered by the respondent bundle instead of the shell (docs/product.md#respondent-pages). */
export const respondentPages = [
  '/submissions/:formId',
  '/forms/:formId/submissions/:submissionId/view',
  '/form-not-found',
];

/** Where the respondent page's service worker works: the public form pages, never the staff's. */
export const SERVICE_WORKER_SCOPE = '/submissions/';

export interface WebOptions {
  appsDir: string;
  remotes: Record<RemoteName, string>;
  /** CRIE SUA CONTA and FAZER UPGRADE targets, sent to the shell in remotes.json. */
  siteLinks?: SiteLinks;
  /** Origins that may fetch remote files cross-origin (the shell's, when served elsewhere). */
  allowedOrigins: ReadonlySet<string>;
  /** One-remote releases: which release each remote serves now, and their files. */
  releases?: ReleaseReader;
  /**
   * A form's title and company name for the og: tags of its public page, and the company's sites that
   * may frame it; undefined when there is none.
   */
  publicFormName?: (formId: string) => Promise<(PublicFormName & { embedOrigins?: readonly string[] }) | undefined>;
  logger?: Logger;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const TITLE = /<title>[^<]*<\/title>/;

/**
 * The respondent page's HTML with the form named in it (docs/product.md#respondent-pages): link previews
 * read `og:title` (the form's title) and `og:description` (its company), and crawlers run no script.
 * Only those two public facts; never an answer or a person.
 */
export function withFormMeta(html: string, name: PublicFormName): string {
  const title = escapeHtml(name.title);
  const description = escapeHtml(`Formulário de ${name.companyName}`);
  const tags =
    `<meta property="og:type" content="website">` +
    `<meta property="og:title" content="${title}">` +
    `<meta property="og:description" content="${description}">` +
    `<meta name="description" content="${description}">`;
  const head = `<title>${title}</title>${tags}`;
  // Replaced through functions: a `$&` in a title is text, not a replacement pattern.
  return TITLE.test(html) ? html.replace(TITLE, () => head) : html.replace('</head>', () => `${head}</head>`);
}

/**
 * The page may be framed by the company's listed sites as well as by this server (the editor's
 * preview): the CSP's frame-ancestors names them, and X-Frame-Options, which can only say
 * SAMEORIGIN, is dropped (browsers that know frame-ancestors ignore it anyway). No site listed:
 * the headers stay as they are.
 */
export function allowFraming(
  res: {
    getHeader(name: string): unknown;
    setHeader(name: string, value: string): unknown;
    removeHeader(name: string): void;
  },
  origins: readonly string[],
): void {
  if (origins.length === 0) return;
  const csp = res.getHeader('Content-Security-Policy');
  if (typeof csp !== 'string') return;
  const ancestors = `frame-ancestors 'self' ${origins.join(' ')}`;
  res.setHeader(
    'Content-Security-Policy',
    /frame-ancestors [^;]*/.test(csp) ? csp.replace(/frame-ancestors [^;]*/, ancestors) : `${csp};${ancestors}`,
  );
  res.removeHeader('X-Frame-Options');
}

/** Serves a folder, preferring a file's .br then .gz sibling when the client accepts it. */
function staticFolder(root: string): RequestHandler {
  return expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      fallthrough: true,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
    },
  }) as RequestHandler;
}

/** Answers `index.html` of a static folder (precompressed when possible), or passes on when absent. */
function serveIndexHtml(serve: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const originalUrl = req.url;
    req.url = '/index.html';
    serve(req, res, (error?: unknown) => {
      req.url = originalUrl;
      next(error);
    });
  };
}

/** Browser navigations ask for HTML; script and image requests for a missing file must stay 404s. */
function wantsHtml(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if ((req.get('accept') ?? '').includes('text/html')) return true;
  return path.extname(req.path) === '' && req.accepts('html') === 'html';
}

const notFoundText: RequestHandler = (_req, res) => {
  res.status(404).type('text/plain').set('Cache-Control', NO_CACHE).send('Not Found');
};

/** The public form page: the respondent's index.html with the form's og: tags, else the file as it is. */
function formPage(
  indexFile: string,
  publicFormName: NonNullable<WebOptions['publicFormName']>,
  logger: Logger | undefined,
): RequestHandler {
  return (req, res, next) => {
    void (async () => {
      let formId: string;
      try {
        formId = recordId(req.params.formId);
      } catch {
        return next();
      }
      const [html, name] = await Promise.all([
        fs.readFile(indexFile, 'utf8').catch(() => undefined),
        publicFormName(formId).catch((error: unknown) => {
          logger?.warn('form page: the form could not be read for its og: tags', { error: (error as Error).message });
          return undefined;
        }),
      ]);
      if (html === undefined || name === undefined) return next();
      allowFraming(res, name.embedOrigins ?? []);
      res.status(200).type('html').set('Cache-Control', NO_CACHE).send(withFormMeta(html, name));
    })().catch(next);
  };
}

export function webRoutes({
  appsDir,
  remotes,
  siteLinks,
  allowedOrigins,
  releases,
  publicFormName,
  logger,
}: WebOptions): Router {
  const router = Router();
  const folder = (relative: string) => path.join(appsDir, relative);

  router.get(
    '/remotes.json',
    remotesJson(remotes, siteLinks ?? { signUp: null, upgrade: null }, releases?.currentBases),
  );

  const remoteHeaders: RequestHandler = (req, res, next) => {
    const origin = req.get('origin');
    if (origin && allowedOrigins.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
    }
    res.vary('Origin');
    // Helmet's default same-origin policy would stop a shell on another origin loading these scripts.
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    next();
  };
  for (const [name, relative] of Object.entries(remoteFolders)) {
    router.use(`/remotes/${name}`, remoteHeaders, staticFolder(folder(relative)), notFoundText);
  }
  router.use('/remotes', notFoundText);
  if (releases) router.use('/releases', remoteHeaders, releases.files(staticFolder), notFoundText);

  // Loaded by other sites' pages: their CORP check must let it through.
  const embed = staticFolder(folder(embedFolder));
  router.get(
    '/embed.js',
    (_req, res, next) => {
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      next();
    },
    embed,
    notFoundText,
  );

  const respondent = staticFolder(folder(respondentFolder));
  // The page's service worker lives with its files but serves the public form pages only
  // (docs/architecture.md#offline-filling); sw.js is not content-hashed, so it is revalidated each time.
  const workerScope: RequestHandler = (req, res, next) => {
    if (req.path === '/sw.js') res.setHeader('Service-Worker-Allowed', SERVICE_WORKER_SCOPE);
    next();
  };
  router.use('/respondent', workerScope, respondent, notFoundText);
  if (publicFormName) {
    router.get(
      respondentPages[0]!,
      formPage(path.join(folder(respondentFolder), 'index.html'), publicFormName, logger),
    );
  }
  router.get(respondentPages, serveIndexHtml(respondent), notFoundText);

  const shell = staticFolder(folder(shellFolder));
  const shellPage = serveIndexHtml(shell);
  router.use(shell);
  // The shell routes every other page itself, including its own /404.
  router.use((req, res, next) => (wantsHtml(req) ? shellPage(req, res, next) : next()));
  router.use(notFoundText);

  return router;
}
