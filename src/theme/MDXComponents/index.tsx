import MDXComponents from '@theme-original/MDXComponents';
import VersionLink from '@site/src/components/VersionLink';

// Why: Markdown pages link to other docs versions with <VersionLink> (see
// CONTRIBUTING.md) without importing it on every page.
export default {
  ...MDXComponents,
  VersionLink,
};
