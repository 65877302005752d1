/**
 * The code blocks' copy and word-wrap buttons, for every block of every page, put in and served by this
 * module (a client module of the `code-highlighting` plugin).
 *
 * A block that the server rendered hydrates as one node (src/theme/CodeBlock): React creates nothing inside
 * it, and no block runs an effect of its own as the page starts. Once the page has rendered, one pass at a
 * quiet moment gives every block its buttons (measuring every block first, then changing them), and one
 * listener for the page handles their clicks. The buttons are not in the server's HTML: they do nothing until
 * the page's script runs, and 41 blocks of buttons would add about 45 KB to the longest reference's HTML.
 * A block that React renders later (a page reached by a link inside the site) asks for a pass as it mounts
 * (src/theme/CodeBlock/Buttons).
 *
 * - Copy: the block's code, line by line, goes to the clipboard; the button reads "Copied" for a second.
 * - Word wrap: shown only on a block whose code is wider than its box (or that is wrapped), it toggles
 *   wrapping. The pass runs again when the window changes size, when a tab shows a hidden panel, and when a
 *   block off screen, not laid out until then, comes near the screen (decision record 0019).
 */
import type {ClientModule} from '@docusaurus/types';
import styles from '@site/src/theme/CodeBlock/Buttons/styles.module.css';

// The site has one locale; these are the theme's English labels (theme.CodeBlock.*).
export const labels = {copy: 'Copy code to clipboard', copyTitle: 'Copy', copied: 'Copied', wrap: 'Toggle word wrap'} as const;

const blockSelector = '.theme-code-block';
const actionAttribute = 'data-code-action';
const copiedFor = 1000;

// The theme's icons (Copy, Success, WordWrap), drawn once and copied into each block.
const wrapIcon =
  'M4 19h6v-2H4v2zM20 5H4v2h16V5zm-3 6H4v2h13.25c1.1 0 2 .9 2 2s-.9 2-2 2H15v-2l-3 3l3 3v-2h2c2.21 0 4-1.79 4-4s-1.79-4-4-4z';
const copyIcon =
  'M19,21H8V7H19M19,5H8A2,2 0 0,0 6,7V21A2,2 0 0,0 8,23H19A2,2 0 0,0 21,21V7A2,2 0 0,0 19,5M16,1H4A2,2 0 0,0 2,3V17H4V3H16V1Z';
const copiedIcon = 'M21,7L9,19L3.5,13.5L4.91,12.09L9,16.17L19.59,5.59L21,7Z';
const svg = (className: string | undefined, d: string) =>
  `<svg viewBox="0 0 24 24" class="${className ?? ''}" aria-hidden="true"><path fill="currentColor" d="${d}"/></svg>`;

let template: HTMLTemplateElement | undefined;

function buttonGroup(): DocumentFragment {
  if (!template) {
    template = document.createElement('template');
    template.innerHTML =
      `<div class="${styles.buttonGroup}">` +
      `<button type="button" class="clean-btn" ${actionAttribute}="wrap" aria-pressed="false" aria-label="${labels.wrap}" title="${labels.wrap}">${svg(styles.wordWrapIcon, wrapIcon)}</button>` +
      `<button type="button" class="clean-btn" ${actionAttribute}="copy" aria-label="${labels.copy}" title="${labels.copyTitle}">` +
      `<span class="${styles.copyIcons}" aria-hidden="true">${svg(styles.copyIcon, copyIcon)}${svg(styles.copiedIcon, copiedIcon)}</span></button></div>`;
  }
  return template.content.cloneNode(true) as DocumentFragment;
}

/** The block's code as the reader sees it: its lines, joined by line breaks. */
export function codeText(code: Element): string {
  const lines = code.querySelectorAll(':scope > .token-line');
  return lines.length > 0 ? Array.from(lines, (line) => line.textContent ?? '').join('\n') : (code.textContent ?? '');
}

async function writeText(text: string): Promise<void> {
  // The clipboard API exists in secure contexts only (HTTPS, localhost); the theme's fallback otherwise.
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  const {default: copy} = await import('copy-text-to-clipboard');
  copy(text);
}

const resets = new WeakMap<Element, ReturnType<typeof setTimeout>>();

function copy(button: HTMLButtonElement, code: Element): void {
  void writeText(codeText(code)).then(() => {
    button.setAttribute('aria-label', labels.copied);
    button.setAttribute('data-copied', '');
    clearTimeout(resets.get(button));
    resets.set(
      button,
      setTimeout(() => {
        button.setAttribute('aria-label', labels.copy);
        button.removeAttribute('data-copied');
      }, copiedFor),
    );
  });
}

function toggleWrap(button: HTMLButtonElement, code: HTMLElement): void {
  const wrapped = button.getAttribute('aria-pressed') !== 'true';
  // As the theme does: wrap at spaces, and inside a word too long for the line.
  code.style.whiteSpace = wrapped ? 'pre-wrap' : '';
  code.style.overflowWrap = wrapped ? 'anywhere' : '';
  button.setAttribute('aria-pressed', String(wrapped));
}

function onClick(event: MouseEvent): void {
  const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(`button[${actionAttribute}]`);
  const code = button?.closest(blockSelector)?.querySelector<HTMLElement>('pre code');
  if (!button || !code) return;
  if (button.getAttribute(actionAttribute) === 'copy') copy(button, code);
  else toggleWrap(button, code);
}

/**
 * Whether the block's code is laid out. A block off screen is not (`content-visibility: auto`, decision record
 * 0019), and measuring it would lay it out; it is measured when it comes near the screen (the listener below).
 */
function laidOut(pre: HTMLPreElement): boolean {
  const code = pre.firstElementChild;
  return code == null || typeof code.checkVisibility !== 'function' || code.checkVisibility({contentVisibilityAuto: true});
}

/** Gives each block its buttons if it has none, and shows each word-wrap button whose block overflows or is wrapped. */
export function updateCodeButtons(): void {
  const blocks = Array.from(document.querySelectorAll(blockSelector), (block) => {
    const pre = block.querySelector('pre');
    const wrap = block.querySelector<HTMLButtonElement>(`button[${actionAttribute}="wrap"]`);
    if (wrap?.getAttribute('aria-pressed') === 'true') return {pre, wrap, shown: true};
    // A block not laid out keeps what it shows (a new one shows no word-wrap button) until it is.
    if (pre == null || !laidOut(pre)) return {pre, wrap, shown: wrap != null && !wrap.hidden};
    // Every measure first (one layout), then every change.
    return {pre, wrap, shown: pre.scrollWidth > pre.clientWidth};
  });
  for (const {pre, wrap, shown} of blocks) {
    if (!pre?.parentElement) continue;
    let button = wrap;
    if (!button) {
      const group = buttonGroup();
      button = group.querySelector('button');
      pre.parentElement.append(group);
    }
    if (button && button.hidden === shown) button.hidden = !shown;
  }
}

let pending = false;

/** One pass at the next quiet moment, however many times it is asked for before then. */
export function scheduleCodeButtons(): void {
  if (pending) return;
  pending = true;
  const run = () => {
    pending = false;
    updateCodeButtons();
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, {timeout: 500});
  else setTimeout(run, 50);
}

if (typeof document !== 'undefined') {
  document.addEventListener('click', onClick);
  window.addEventListener('resize', scheduleCodeButtons, {passive: true});
  // A block that comes near the screen is laid out: it can be measured now. The event does not bubble.
  document.addEventListener(
    'contentvisibilityautostatechange',
    (event) => {
      if (!(event as ContentVisibilityAutoStateChangeEvent).skipped) scheduleCodeButtons();
    },
    {capture: true, passive: true},
  );
  // A tab's panel that shows: its blocks had no width while hidden.
  new MutationObserver((records) => {
    if (records.some((record) => (record.target as Element).getAttribute('role') === 'tabpanel')) scheduleCodeButtons();
  }).observe(document.documentElement, {attributes: true, attributeFilter: ['hidden'], subtree: true});
}

const module: ClientModule = {
  onRouteDidUpdate() {
    scheduleCodeButtons();
  },
};
export default module;
