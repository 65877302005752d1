import type {ReactNode} from 'react';
import {excerptParts} from './results';

/** Pagefind's excerpt with the words found in `<mark>`, built as React text (no raw HTML). */
export function Excerpt({html}: {html: string}): ReactNode {
  return excerptParts(html).map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text));
}
