// embed.js (docs/forms-and-templates.md#embedding): the script a company's site loads to show one of
// its forms. `<script src="{origin}/embed.js" data-form="{id}">`, optionally `data-mode` ('inline', the
// default: the frame grows with the form; 'popup': a button opens it over the page; 'fullpage'),
// `data-button` (the popup button's text), and the form's hidden fields as `data-hidden-<name>="value"`
// or `data-hidden="name=value&..."`. Nothing of the host page is used but the DOM; at most 5 KB
// compressed (scripts/size-check.mjs). The page's messages are taken only from the form's origin and
// this script's own frame, and dispatched on `document` as `formbuilder:ready` and `formbuilder:submitted`.
import { EMBED_HASH_KEY, EMBED_MESSAGE_SOURCE, type EmbedMessage } from '@formbuilder/contracts/embed-protocol';

const text = {
  open: 'Responder formulário',
  close: 'Fechar',
  frameTitle: 'Formulário',
};

/** The inline frame's height before the page says its own, and the bounds it is kept within. */
const INITIAL_HEIGHT = 480;
const MIN_HEIGHT = 120;
const MAX_HEIGHT = 20_000;

type Style = Partial<CSSStyleDeclaration>;
const styled = <E extends HTMLElement>(element: E, style: Style): E => {
  // CSSOM, not a style attribute: a host page whose CSP refuses inline styles still lets these through.
  Object.assign(element.style, style);
  return element;
};

function hiddenQuery(script: HTMLScriptElement): string {
  const query = new URLSearchParams(script.getAttribute('data-hidden') ?? '');
  for (const attribute of Array.from(script.attributes)) {
    if (attribute.name.startsWith('data-hidden-'))
      query.set(attribute.name.slice('data-hidden-'.length), attribute.value);
  }
  const search = query.toString();
  return search ? `?${search}` : '';
}

function start(script: HTMLScriptElement): void {
  const formId = script.getAttribute('data-form');
  if (!formId) return;
  const base = script.src.replace(/\/embed\.js([?#].*)?$/, '');
  const formOrigin = new URL(base).origin;
  const mode = script.getAttribute('data-mode') ?? 'inline';
  const src =
    `${base}/submissions/${encodeURIComponent(formId)}${hiddenQuery(script)}` +
    `#${EMBED_HASH_KEY}=${encodeURIComponent(window.location.origin)}`;

  let frame: HTMLIFrameElement | undefined;
  const makeFrame = (style: Style) => {
    const made = styled(document.createElement('iframe'), { border: '0', display: 'block', width: '100%', ...style });
    made.src = src;
    made.title = text.frameTitle;
    frame = made;
    return made;
  };

  window.addEventListener('message', (event: MessageEvent<EmbedMessage>) => {
    // Only this script's frame, from the form's origin, speaks here.
    if (!frame || event.source !== frame.contentWindow || event.origin !== formOrigin) return;
    const message = event.data;
    if (!message || message.source !== EMBED_MESSAGE_SOURCE || message.formId !== formId) return;
    if (message.type === 'resize') {
      if (mode === 'inline' && Number.isFinite(message.height)) {
        frame.style.height = `${Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.ceil(message.height)))}px`;
      }
      return;
    }
    const detail = message.type === 'submitted' ? { formId, submissionId: String(message.submissionId) } : { formId };
    document.dispatchEvent(new CustomEvent(`formbuilder:${message.type}`, { detail }));
  });

  const place = (element: HTMLElement) => script.parentNode!.insertBefore(element, script.nextSibling);

  if (mode === 'fullpage') {
    place(makeFrame({ position: 'fixed', inset: '0', height: '100%', zIndex: '2147483000', background: '#fff' }));
    return;
  }
  if (mode !== 'popup') {
    const inline = makeFrame({ height: `${INITIAL_HEIGHT}px` });
    // The frame follows the form's height, so it never scrolls: a scroll bar shown in the first 480 px
    // and gone once the frame has grown would move the form sideways (15 px with classic scroll bars).
    inline.setAttribute('scrolling', 'no');
    place(inline);
    return;
  }

  // The popup: a button; the dialog with its frame is made on the first click, kept while the page lives.
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = script.getAttribute('data-button') || text.open;
  button.setAttribute('aria-haspopup', 'dialog');
  place(button);
  let dialog: HTMLDivElement | undefined;
  let closeButton: HTMLButtonElement | undefined;
  const close = () => {
    if (!dialog) return;
    dialog.style.display = 'none';
    button.focus();
  };
  button.addEventListener('click', () => {
    if (!dialog) {
      dialog = styled(document.createElement('div'), {
        position: 'fixed',
        inset: '0',
        zIndex: '2147483000',
        background: 'rgba(0,0,0,.5)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: '16px',
      });
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-label', text.frameTitle);
      const box = styled(document.createElement('div'), {
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        maxWidth: '640px',
        height: '90vh',
        background: '#fff',
        borderRadius: '8px',
        overflow: 'hidden',
      });
      // A bar of its own above the form, so the button never covers it.
      closeButton = styled(document.createElement('button'), {
        alignSelf: 'flex-end',
        margin: '4px',
        minWidth: '44px',
        minHeight: '44px',
        font: 'inherit',
        cursor: 'pointer',
      });
      closeButton.type = 'button';
      closeButton.textContent = text.close;
      closeButton.addEventListener('click', close);
      box.append(closeButton, makeFrame({ flex: '1', minHeight: '0' }));
      dialog.append(box);
      dialog.addEventListener('click', (event) => {
        if (event.target === dialog) close();
      });
      dialog.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') close();
      });
      document.body.append(dialog);
    }
    dialog.style.display = 'flex';
    // Focus on the dialog's own button: Escape closes it from there, Tab goes on into the form.
    closeButton!.focus();
  });
}

const current = document.currentScript;
if (current instanceof HTMLScriptElement) start(current);
