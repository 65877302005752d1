import type {MouseEvent, ReactNode} from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LayoutType>;

/** The first link of the desktop "On this page", or on a narrow screen the button that opens the collapsed one. */
function tocTarget(): HTMLElement | null {
  const desktop = document.querySelector<HTMLElement>(`.${ThemeClassNames.docs.docTocDesktop} a`);
  if (desktop?.checkVisibility?.() ?? desktop?.offsetParent) return desktop;
  return document.querySelector<HTMLElement>(`.${ThemeClassNames.docs.docTocMobile} button`);
}

function toToc(event: MouseEvent<HTMLAnchorElement>): void {
  const target = tocTarget();
  if (!target) return;
  event.preventDefault();
  target.focus();
}

// Why: "On this page" comes after the whole page in the keyboard order (some 220 Tab presses on a long reference).
// A skip link, the first stop in the page's main content (right after the site's "Skip to main content"), takes the
// focus there. It needs JavaScript (the target is found when it is followed), so it shows only on a hydrated page
// (styles.module.css); rendered on the server all the same, so that hydration finds the same markup.
export default function LayoutWrapper(props: Props): ReactNode {
  const {toc, frontMatter} = useDoc();
  const hasToc = toc.length > 0 && !frontMatter.hide_table_of_contents;
  return (
    <>
      {hasToc && (
        // eslint-disable-next-line @docusaurus/no-html-links
        <a className={styles.skip} href="#" onClick={toToc}>
          Skip to “On this page”
        </a>
      )}
      <Layout {...props} />
    </>
  );
}
