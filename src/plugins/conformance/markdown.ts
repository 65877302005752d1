/**
 * The conformance placeholders as plain Markdown, from the same trees as the
 * HTML pages: for the pages' Markdown copies (llms.txt) and for the checks
 * that read a page's text (word counts).
 */
import {conformanceData, conformanceGroups, isConformanceVersion, type ConformanceGroup} from '../../fdc3/conformance';
import {coverageNodes, groupNodes, nodesToMarkdown} from './render';

/** `<ConformanceCases group>` or `<ConformanceCoverage />` of a page of `version` as Markdown; throws naming the file on misuse. */
export function conformanceMarkdown(file: string, version: string, name: string, group: string | undefined): string {
  if (!isConformanceVersion(version)) throw new Error(`${file}: <${name}> is only for the docs of a version with a conformance suite`);
  const data = conformanceData[version];
  if (name === 'ConformanceCoverage') return nodesToMarkdown(coverageNodes(data));
  if (!conformanceGroups.some((g) => g.id === group)) throw new Error(`${file}: <ConformanceCases group="${group ?? ''}"> names no group`);
  return nodesToMarkdown(groupNodes(data, group as ConformanceGroup));
}

/** A page's text with its conformance placeholders replaced by their Markdown. */
export function expandConformanceText(text: string, version: string, file: string): string {
  return text.replace(/<(ConformanceCases|ConformanceCoverage)\b([^>]*)\/>/g, (_, name: string, attrs: string) =>
    conformanceMarkdown(file, version, name, /\bgroup="([^"]*)"/.exec(attrs)?.[1]),
  );
}
