/**
 * Shows a marked glossary term's definition (src/plugins/glossary-terms/remark.ts) as a tooltip, in the
 * WAI-ARIA tooltip pattern: the term's link is described by a `role="tooltip"` element, which shows while
 * the link has the focus or the pointer is over the link or the tooltip, and Escape hides it until the
 * focus or the pointer leaves. Loaded by the docs pages only (src/theme/DocItem/Content), once; its
 * style comes with it, so the site's stylesheet, which every page loads, does not grow.
 *
 * The definition moves from the page's hidden list to right after the term while it shows. On a wide
 * screen it floats under the term's line; below the docs' mobile breakpoint it takes its own block in
 * the text, pushing the rest of the paragraph down, so it never covers what is being read. A touch on a
 * term follows its link to the glossary, as without JavaScript.
 */
const termSelector = 'a.glossary-term';
const narrow = '(max-width: 996px)';

const style = `
a.glossary-term{text-decoration-style:dotted}
.glossary-tip{position:absolute;z-index:10;display:block;width:max-content;max-width:min(24rem,calc(100vw - 2rem));padding:.5rem .75rem;border:1px solid var(--ifm-color-emphasis-400);border-radius:var(--ifm-global-radius);background:var(--ifm-background-surface-color);color:var(--ifm-font-color-base);box-shadow:var(--ifm-global-shadow-md);font-size:.875rem;font-weight:400;font-style:normal;line-height:1.4;text-align:left;white-space:normal}
.glossary-tip[hidden]{display:none}
@media ${narrow}{.glossary-tip{position:static;width:auto;max-width:none;margin:.25rem 0 .5rem;box-shadow:none}}
`;

interface Open {
  link: HTMLAnchorElement;
  tip: HTMLElement;
  home: Node;
}

let installed = false;

export function installGlossaryTips(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  const sheet = document.createElement('style');
  sheet.textContent = style;
  document.head.append(sheet);

  let open: Open | undefined;
  let dismissed: HTMLAnchorElement | undefined;
  let hideTimer: number | undefined;

  const termOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLAnchorElement>(termSelector) : null);
  const inOpen = (target: EventTarget | null) =>
    target instanceof Node && !!open && (open.link.contains(target) || open.tip.contains(target));

  function place(link: HTMLAnchorElement, tip: HTMLElement): void {
    tip.style.left = '';
    tip.style.top = '';
    if (window.matchMedia(narrow).matches) return;
    const line = [...link.getClientRects()].at(-1) ?? link.getBoundingClientRect();
    const base = (tip.offsetParent ?? document.body).getBoundingClientRect();
    const width = tip.offsetWidth;
    const left = Math.max(8, Math.min(line.left, document.documentElement.clientWidth - width - 8));
    tip.style.left = `${left - base.left}px`;
    tip.style.top = `${line.bottom - base.top + 2}px`;
  }

  function hide(): void {
    window.clearTimeout(hideTimer);
    if (!open) return;
    const {tip, home} = open;
    open = undefined;
    tip.hidden = true;
    tip.style.left = '';
    tip.style.top = '';
    home.appendChild(tip);
  }

  function show(link: HTMLAnchorElement): void {
    window.clearTimeout(hideTimer);
    if (dismissed === link || open?.link === link) return;
    hide();
    const tip = document.getElementById(link.getAttribute('aria-describedby') ?? '');
    if (!tip?.parentNode) return;
    open = {link, tip, home: tip.parentNode};
    link.after(tip);
    tip.hidden = false;
    place(link, tip);
  }

  document.addEventListener('pointerover', (event) => {
    if (event.pointerType === 'touch') return;
    const link = termOf(event.target);
    if (link) show(link);
    else if (inOpen(event.target)) window.clearTimeout(hideTimer);
  });
  document.addEventListener('pointerout', (event) => {
    if (event.pointerType === 'touch' || !open || !inOpen(event.target) || inOpen(event.relatedTarget)) return;
    if (dismissed === open.link) dismissed = undefined;
    if (document.activeElement === open.link) return;
    // A moment's grace, so the pointer can cross from the term to its definition.
    hideTimer = window.setTimeout(hide, 150);
  });
  document.addEventListener('focusin', (event) => {
    const link = termOf(event.target);
    if (link) show(link);
    else if (open && !inOpen(event.target)) hide();
  });
  document.addEventListener('focusout', (event) => {
    const link = termOf(event.target);
    if (!link) return;
    if (dismissed === link) dismissed = undefined;
    if (open?.link === link && !open.link.matches(':hover')) hide();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !open) return;
    dismissed = open.link;
    hide();
  });
}
