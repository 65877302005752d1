import MDXComponents from '@theme-original/MDXComponents';
import VersionLink from '@site/src/components/VersionLink';
import ScrollTable from '@site/src/components/ScrollTable';
import StaticContent, {StaticHeading} from '@site/src/components/StaticContent';

// Why: Markdown pages link to other docs versions with <VersionLink> (see
// CONTRIBUTING.md) without importing it on every page, every Markdown table
// sits in a keyboard-scrollable box (src/components/ScrollTable), and the docs'
// Markdown blocks and headings hydrate as one node each (<StaticContent>, <StaticHeading>, put in by
// src/plugins/static-content).
export default {
  ...MDXComponents,
  VersionLink,
  StaticContent,
  StaticHeading,
  table: ScrollTable,
};
