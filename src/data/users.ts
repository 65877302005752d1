/**
 * Organisations that use FDC3, shown on /users and, for the featured few, on
 * the home page.
 *
 * Names and addresses are public facts (the FDC3 project listed these
 * organisations as users in 2023); every description is ours. We show no
 * logos: the cards draw a monogram from the name. `npm run test:unit`
 * validates every entry (see ./validate.ts).
 */

/** What kind of organisation a user is, in the order the page groups them. */
export const userSectors = [
  {id: 'financial-institution', label: 'Bank or asset manager', pluralLabel: 'Banks and asset managers'},
  {id: 'vendor', label: 'Technology vendor', pluralLabel: 'Technology vendors'},
  {id: 'data-provider', label: 'Data and analytics provider', pluralLabel: 'Data and analytics providers'},
  {id: 'consultancy', label: 'Consultancy', pluralLabel: 'Consultancies'},
] as const;

export type UserSectorInfo = (typeof userSectors)[number];
export type UserSector = UserSectorInfo['id'];

export interface User {
  /** The organisation's name, as it writes it. */
  name: string;
  /** Its public web site: an https address. */
  url: string;
  /** One line, in our own words, on what it does. */
  description: string;
  sector: UserSector;
  /** Named on the home page. */
  featured?: boolean;
}

export const users: readonly User[] = [
  {
    name: 'Adaptive Financial Consulting',
    url: 'https://weareadaptive.com/',
    description: 'Builds trading and market-making systems for banks, brokers and exchanges.',
    sector: 'consultancy',
  },
  {
    name: 'Adaptable Tools',
    url: 'https://www.adaptabletools.com/',
    description: 'Makes AdapTable, a feature-rich layer on top of JavaScript data grids.',
    sector: 'vendor',
  },
  {
    name: 'BMO',
    url: 'https://www.bmo.com/',
    description: 'Bank of Montreal, a North American bank with a large capital markets business.',
    sector: 'financial-institution',
  },
  {
    name: 'ChartIQ',
    url: 'https://chartiq.com/',
    description: 'Provides interactive financial charting for web, desktop and mobile apps.',
    sector: 'vendor',
  },
  {
    name: 'Citi',
    url: 'https://www.citigroup.com/',
    description: 'A global bank serving institutions, corporations and individuals.',
    sector: 'financial-institution',
    featured: true,
  },
  {
    name: 'Connectifi',
    url: 'https://www.connectifi.co/',
    description: 'Runs interoperability as a service, so web apps can join FDC3 workflows from a browser.',
    sector: 'vendor',
  },
  {
    name: 'Dow Jones',
    url: 'https://www.dowjones.com/',
    description: 'Publishes business news and the real-time newswires that trading desks read.',
    sector: 'data-provider',
  },
  {
    name: 'FactSet',
    url: 'https://www.factset.com/',
    description: 'Supplies financial data, analytics and workstation software to investment professionals.',
    sector: 'data-provider',
    featured: true,
  },
  {
    name: 'FlexTrade',
    url: 'https://www.flextrade.com/',
    description: 'Develops order and execution management systems for buy-side and sell-side desks.',
    sector: 'vendor',
  },
  {
    name: 'Genesis Global',
    url: 'https://genesis.global/',
    description: 'Offers a low-code platform for building financial markets applications.',
    sector: 'vendor',
  },
  {
    name: 'GreenKey',
    url: 'https://greenkeytech.com/',
    description: 'Turns trader voice and chat conversations into structured, searchable data.',
    sector: 'vendor',
  },
  {
    name: 'interop.io',
    url: 'https://interop.io/',
    description: 'Makes desktop integration platforms, formed from the merger of Finsemble and Glue42.',
    sector: 'vendor',
    featured: true,
  },
  {
    name: 'ipushpull',
    url: 'https://www.ipushpull.com/',
    description: 'Lets firms share live data and automate workflows across chat, spreadsheets and apps.',
    sector: 'vendor',
  },
  {
    name: 'J.P. Morgan',
    url: 'https://www.jpmorgan.com/',
    description: 'A global financial services firm active in investment banking, markets and asset management.',
    sector: 'financial-institution',
    featured: true,
  },
  {
    name: 'NexJ',
    url: 'https://www.nexj.com/',
    description: 'Provides customer management software for wealth managers, banks and insurers.',
    sector: 'vendor',
  },
  {
    name: 'Norman & Sons',
    url: 'https://www.normanandsons.com/',
    description: 'Advises capital markets firms on design and the experience of their trading desktops.',
    sector: 'consultancy',
  },
  {
    name: 'OpenFin',
    url: 'https://openfin.co/',
    description: 'Makes a runtime and workspace for running financial apps side by side on the desktop.',
    sector: 'vendor',
    featured: true,
  },
  {
    name: 'Pictet',
    url: 'https://www.pictet.com/',
    description: 'A Geneva-based group offering wealth management, asset management and asset services.',
    sector: 'financial-institution',
  },
  {
    name: 'RBC Capital Markets',
    url: 'https://www.rbccm.com/',
    description: 'The corporate and investment banking arm of Royal Bank of Canada.',
    sector: 'financial-institution',
    featured: true,
  },
  {
    name: 'Refinitiv',
    url: 'https://www.refinitiv.com/',
    description: 'Supplies market data, news and trading infrastructure, now as part of LSEG.',
    sector: 'data-provider',
  },
  {
    name: 'S&P Global',
    url: 'https://www.spglobal.com/',
    description: 'Provides credit ratings, benchmarks, data and analytics to capital markets.',
    sector: 'data-provider',
  },
  {
    name: 'Scott Logic',
    url: 'https://www.scottlogic.com/',
    description: 'A software consultancy that builds and modernises trading and banking systems.',
    sector: 'consultancy',
  },
  {
    name: 'Singletrack',
    url: 'https://www.singletrack.com/',
    description: 'Makes client engagement and research distribution software for capital markets.',
    sector: 'vendor',
  },
  {
    name: 'Symphony',
    url: 'https://www.symphony.com/',
    description: 'Runs a secure messaging and collaboration network built for financial markets.',
    sector: 'vendor',
    featured: true,
  },
  {
    name: 'UBS',
    url: 'https://www.ubs.com/',
    description: 'A global wealth manager and investment bank headquartered in Switzerland.',
    sector: 'financial-institution',
    featured: true,
  },
];

/** Two letters that stand in for a logo: the initials of the first two words, or the first two letters of one. */
export function monogram(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const letters = words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? '').slice(0, 2);
  return letters.toUpperCase();
}
