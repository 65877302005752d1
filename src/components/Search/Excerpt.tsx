import {memo, type ReactNode} from 'react';
import {excerptParts} from './results';

interface ExcerptProps {
  /** Pagefind's excerpt: escaped text with `<mark>` around the words found. */
  html: string;
}

/** Pagefind's excerpt with the words found in `<mark>`, built as React text (no raw HTML). */
function ExcerptText({html}: ExcerptProps): ReactNode {
  return excerptParts(html).map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text));
}

/** Memoised: the search box renders its results again on every keystroke, mostly with the same excerpts. */
export const Excerpt = memo(ExcerptText);
