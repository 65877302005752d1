/**
 * Facts about the site that the config, the navbar, the footer and pages share.
 */
export const repoUrl = 'https://github.com/finos/FDC3';
export const appDirectoryUrl = 'https://directory.fdc3.finos.org';
export const trainingUrl = 'https://www.edx.org/course/fdc3-interoperability-for-the-financial-desktop';
export const finosUrl = 'https://www.finos.org';
export const finosMembershipUrl = 'https://www.finos.org/membership-benefits';
export const copyrightYear = 2023;

/** The docs plugin's name for the version built from docs/ (served at /docs/next). */
export const unreleasedVersionName = 'current';

/** Label of the unreleased version in the version dropdown (its version label stays "Next"). */
export const unreleasedDropdownLabel = 'Main/Unreleased';

/**
 * Stylesheets shipped with the toolbox apps. They are served as static files
 * and must never be bundled into the site's own CSS.
 */
export const separateCss = [
  'static/toolbox/fdc3-workbench/static/css',
  'static/toolbox/fdc3-explained/1.0',
  'static/toolbox/fdc3-explained/1.1',
  'static/toolbox/fdc3-explained/1.2',
  'static/toolbox/fdc3-explained/2.0',
] as const;

/** The generated page that tracks every API name across versions (src/plugins/api-evolution). */
export const apiEvolutionPath = '/versions/api-evolution';
