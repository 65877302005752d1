import MDXComponents from '@theme-original/MDXComponents';
import VersionLink from '@site/src/components/VersionLink';
import ScrollTable from '@site/src/components/ScrollTable';

// Why: Markdown pages link to other docs versions with <VersionLink> (see
// CONTRIBUTING.md) without importing it on every page, and every Markdown table
// sits in a keyboard-scrollable box (src/components/ScrollTable).
export default {
  ...MDXComponents,
  VersionLink,
  table: ScrollTable,
};
