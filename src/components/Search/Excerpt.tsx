import {memo, type ReactNode} from 'react';
import type {ExcerptPart} from './excerpt';

interface ExcerptProps {
  /** Pagefind's excerpt as text runs (the engine's `excerptParts`), the words found `marked`. */
  parts: ExcerptPart[];
}

/** An excerpt with the words found in `<mark>`, built as React text (no raw HTML). */
function ExcerptText({parts}: ExcerptProps): ReactNode {
  return parts.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text));
}

/** Memoised: the search box renders its results again on every answer, mostly with the same excerpts. */
export const Excerpt = memo(ExcerptText);
