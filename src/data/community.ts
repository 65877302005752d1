/**
 * The ecosystem around the standard, shown on /community: Desktop Agents,
 * app directories, libraries, developer tools and learning material.
 *
 * Names, organisations and addresses are public facts (most were listed by
 * the FDC3 project's own community page in 2023); every description is ours.
 * To add an entry, append it below and run `npm run test:unit`: the data test
 * checks every field (see ./validate.ts).
 */
import {appDirectoryUrl, trainingUrl} from './site';

/** Kinds of community entry, in the order the filter shows them. */
export const communityKinds = [
  {
    id: 'desktop-agent',
    label: 'Desktop Agent',
    pluralLabel: 'Desktop Agents',
    description: 'Platforms that implement the FDC3 API and connect the apps running in them.',
  },
  {
    id: 'app-directory',
    label: 'App directory',
    pluralLabel: 'App directories',
    description: 'Services that publish application records in the FDC3 App Directory format.',
  },
  {
    id: 'library',
    label: 'Library',
    pluralLabel: 'Libraries',
    description: 'Packages and components that let an application speak FDC3.',
  },
  {
    id: 'tooling',
    label: 'Tool',
    pluralLabel: 'Tools',
    description: 'Utilities for testing, debugging and certifying FDC3 implementations.',
  },
  {
    id: 'learning',
    label: 'Learning',
    pluralLabel: 'Learning and demos',
    description: 'Courses and demonstration apps that show the standard at work.',
  },
] as const;

export type CommunityKindInfo = (typeof communityKinds)[number];
export type CommunityKind = CommunityKindInfo['id'];

export interface CommunityEntry {
  /** Product or project name, as its publisher writes it. */
  name: string;
  /** Who publishes or maintains it. */
  organisation: string;
  kind: CommunityKind;
  /** Where to learn more: an https address. */
  url: string;
  /** One line, in our own words, saying what it is and why it matters for FDC3. */
  description: string;
  /** The source code is published under an open-source licence. */
  openSource: boolean;
}

export const community: readonly CommunityEntry[] = [
  {
    name: 'FDC3 Sail',
    organisation: 'FINOS',
    kind: 'desktop-agent',
    url: 'https://github.com/finos/FDC3-Sail',
    description:
      'An Electron-based Desktop Agent with intent resolution, channel linking and a file-based app directory, all open for study and reuse.',
    openSource: true,
  },
  {
    name: 'FDC3 Desktop Agent Chrome Extension',
    organisation: 'FINOS',
    kind: 'desktop-agent',
    url: 'https://github.com/finos/fdc3-desktop-agent',
    description:
      'A browser extension that puts a lightweight Desktop Agent into Chrome, handy for trying the API without installing a container.',
    openSource: true,
  },
  {
    name: 'Finsemble',
    organisation: 'interop.io',
    kind: 'desktop-agent',
    url: 'https://documentation.finsemble.com/',
    description:
      'A desktop integration platform for web and native apps whose Desktop Agent passed FINOS conformance testing for FDC3 1.2 and 2.0.',
    openSource: false,
  },
  {
    name: 'Glue42',
    organisation: 'interop.io',
    kind: 'desktop-agent',
    url: 'https://docs.glue42.com/',
    description: 'Enterprise and browser editions of a desktop integration platform, each exposing the FDC3 API to the apps it hosts.',
    openSource: false,
  },
  {
    name: 'OpenFin',
    organisation: 'OpenFin',
    kind: 'desktop-agent',
    url: 'https://openfin.co/',
    description: 'A secure runtime and workspace for financial desktop apps, with FDC3 support built into its interoperability layer.',
    openSource: false,
  },
  {
    name: 'Connectifi',
    organisation: 'Connectifi',
    kind: 'desktop-agent',
    url: 'https://www.connectifi.co/',
    description: 'A cloud-hosted Desktop Agent that brings FDC3 to ordinary browser tabs, with no desktop container to install.',
    openSource: false,
  },
  {
    name: 'FINOS FDC3 App Directory',
    organisation: 'FINOS',
    kind: 'app-directory',
    url: appDirectoryUrl,
    description:
      'A public directory of FDC3-enabled applications, served through the standard App Directory interface for any Desktop Agent to read.',
    openSource: false,
  },
  {
    name: '@finos/fdc3',
    organisation: 'FINOS',
    kind: 'library',
    url: 'https://www.npmjs.com/package/@finos/fdc3',
    description:
      'The official npm package: TypeScript definitions for the API and context types, plus helpers such as fdc3Ready for web apps.',
    openSource: true,
  },
  {
    name: 'fdc3-dotnet',
    organisation: 'FINOS, contributed by Morgan Stanley',
    kind: 'library',
    url: 'https://github.com/finos/fdc3-dotnet',
    description: 'Interfaces and context types for .NET, for teams writing Desktop Agents or FDC3-aware apps in C#.',
    openSource: true,
  },
  {
    name: 'AdapTable',
    organisation: 'Adaptable Tools',
    kind: 'library',
    url: 'https://docs.adaptabletools.com/',
    description: 'A data grid add-on that can broadcast context and raise intents straight from rows and columns.',
    openSource: false,
  },
  {
    name: 'ChartIQ',
    organisation: 'S&P Global',
    kind: 'library',
    url: 'https://documentation.chartiq.com/',
    description: 'A JavaScript charting library that can follow the instrument a user selects in other FDC3 apps.',
    openSource: false,
  },
  {
    name: 'Ignite UI FDC3 components',
    organisation: 'Infragistics',
    kind: 'library',
    url: 'https://www.npmjs.com/package/igniteui-webcomponents-fdc3',
    description: 'Web components from the Ignite UI suite with FDC3 messaging wired in, for building linked dashboards quickly.',
    openSource: false,
  },
  {
    name: 'FDC3 Workbench',
    organisation: 'FINOS',
    kind: 'tooling',
    url: 'https://fdc3.finos.org/toolbox/fdc3-workbench/',
    description: 'A browser app for exercising every API call by hand, so a developer can test an app without writing a throwaway partner.',
    openSource: true,
  },
  {
    name: 'FDC3 Conformance Framework',
    organisation: 'FINOS, built with Scott Logic',
    kind: 'tooling',
    url: 'https://github.com/finos/FDC3-conformance-framework',
    description: 'A suite of test apps that checks a Desktop Agent against the 1.2 and 2.0 API rules and underpins FINOS certification.',
    openSource: true,
  },
  {
    name: 'FDC3 eXplained',
    organisation: 'FINOS',
    kind: 'tooling',
    url: 'https://fdc3.finos.org/toolbox/fdc3-explained/',
    description: 'Single-page explorers, one per version, that show each API response live and need no build step or framework.',
    openSource: true,
  },
  {
    name: 'FDC3: Interoperability for the Financial Desktop',
    organisation: 'The Linux Foundation',
    kind: 'learning',
    url: trainingUrl,
    description: 'A free, self-paced course on the ideas behind FDC3 and on designing workflows around intents and context.',
    openSource: false,
  },
  {
    name: 'Reactive Trader',
    organisation: 'Adaptive Financial Consulting',
    kind: 'learning',
    url: 'https://www.reactivetrader.com/',
    description: 'A realistic open-source trading demo that shares what the trader is looking at with neighbouring apps through FDC3.',
    openSource: true,
  },
];
