/**
 * Desktop Agents certified by the FINOS FDC3 conformance programme, shown on
 * /community (a table, filterable by FDC3 version) and on the compliance page
 * of each certified version.
 *
 * Every entry states a fact that a public source states: the product and
 * version as certified, the FDC3 version, the date, and the FINOS
 * announcement that reports it. Entries are taken from the conformance
 * showcase of the FDC3 project's own site (`website/data/community.json` in
 * finos/FDC3, at the `v2.1` tag and at commit bbece95 of August 2026), and
 * only where that showcase links an announcement; `validateCertified`
 * (./validate.ts) rejects an entry without one. No ranking, and no claim
 * beyond the source.
 */

/** FDC3 versions the programme certifies against. */
export const certifiedVersions = ['2.0', '1.2'] as const;
export type CertifiedVersion = (typeof certifiedVersions)[number];

/** Where the FDC3 site's showcase listed an entry. */
export const showcaseSources = {
  'v2.1': 'https://github.com/finos/FDC3/blob/v2.1/website/data/community.json',
  bbece95: 'https://github.com/finos/FDC3/blob/bbece95f6448c35e394e0ce2bbe145c8b8065262/website/data/community.json',
} as const;

export interface CertifiedImplementation {
  /** Product and version, as the showcase writes them. */
  product: string;
  vendor: string;
  fdc3Version: CertifiedVersion;
  /** Date of certification: `YYYY-MM-DD`, or `YYYY-MM` where the source gives only the month. */
  date: string;
  /** The public announcement that reports the certification (https). */
  source: string;
  /** Which showcase listing carries the entry. */
  listedIn: keyof typeof showcaseSources;
  /** A fact the reader needs beside the entry (e.g. where sources disagree). */
  note?: string;
  /** Name of the product's entry in the community data (src/data/community.ts), if it has one. */
  community?: string;
}

const first12 = 'https://www.finos.org/blog/first-fdc3-1.2-certified-desktop-agents';
const bindings12 = 'https://www.finos.org/blog/fdc3-news-1.2-agent-conformance-language-bindings';
const merger20 = 'https://www.finos.org/blog/fdc3-news-2.0-conformance-a-merger';
const program20 = 'https://www.finos.org/press/finos-announces-new-fdc3-2.0-conformance-program-and-new-fdc3-certified-desktop-agents';
const lead20 = 'https://www.finos.org/press/fdc3-2.0-blackrock-morgan-stanley-lead-charge';
const renamed =
  "The FDC3 site's later showcase lists io.Connect Desktop and io.Connect Browser v10.0 under this date instead of the Glue42 and Finsemble releases.";

export const certified: readonly CertifiedImplementation[] = [
  {
    product: 'Finsemble v8.3.0-beta.3',
    vendor: 'interop.io',
    fdc3Version: '1.2',
    date: '2022-12-02',
    source: first12,
    listedIn: 'v2.1',
    community: 'Finsemble',
  },
  {
    product: 'Glue42 Enterprise v3.17.0 / Glue FDC3 v2.6.0',
    vendor: 'interop.io',
    fdc3Version: '1.2',
    date: '2022-12-02',
    source: first12,
    listedIn: 'v2.1',
    community: 'Glue42',
  },
  {
    product: 'Glue42 Core+ v1.0 Browser Extension v1.4 / Glue FDC3 v2.6.0',
    vendor: 'interop.io',
    fdc3Version: '1.2',
    date: '2022-12-06',
    source: first12,
    listedIn: 'v2.1',
    community: 'Glue42',
  },
  {
    product: 'FDC3 Sail 1.0',
    vendor: 'FINOS',
    fdc3Version: '1.2',
    date: '2022-12-06',
    source: first12,
    listedIn: 'bbece95',
    community: 'FDC3 Sail',
  },
  {
    product: 'OpenFin 31.111.74.3',
    vendor: 'OpenFin',
    fdc3Version: '1.2',
    date: '2023-02-22',
    source: 'https://www.finos.org/blog/fdc3-news-march-2023',
    listedIn: 'bbece95',
    community: 'OpenFin',
  },
  {
    product: 'Glue42 Core v2.6.1',
    vendor: 'interop.io',
    fdc3Version: '1.2',
    date: '2023-03-13',
    source: bindings12,
    listedIn: 'v2.1',
    community: 'Glue42',
  },
  {
    product: 'Connectifi v1.1.0',
    vendor: 'Connectifi',
    fdc3Version: '1.2',
    date: '2023-04-26',
    source: bindings12,
    listedIn: 'bbece95',
    community: 'Connectifi',
  },
  {
    product: 'Finsemble 8.9.0-beta.2',
    vendor: 'interop.io',
    fdc3Version: '2.0',
    date: '2023-06-09',
    source: merger20,
    listedIn: 'v2.1',
    note: renamed,
    community: 'Finsemble',
  },
  {
    product: 'Glue42 Enterprise v3.20.0.19 / Glue FDC3 v3.2.2',
    vendor: 'interop.io',
    fdc3Version: '2.0',
    date: '2023-06-09',
    source: merger20,
    listedIn: 'v2.1',
    note: renamed,
    community: 'Glue42',
  },
  {
    product: 'Glue42 Core+ v1.5.5 / Glue FDC3 v3.2.2',
    vendor: 'interop.io',
    fdc3Version: '2.0',
    date: '2023-06-09',
    source: merger20,
    listedIn: 'v2.1',
    note: renamed,
    community: 'Glue42',
  },
  {
    product: 'Glue42 Core (@glue42/web-platform v1.26.1, @glue42/web v2.21.0, @glue42/fdc3 v3.2.2)',
    vendor: 'interop.io',
    fdc3Version: '2.0',
    date: '2023-06-09',
    source: merger20,
    listedIn: 'v2.1',
    note: renamed,
    community: 'Glue42',
  },
  {
    product: 'io.Connect Desktop v10.0',
    vendor: 'interop.io',
    fdc3Version: '2.0',
    date: '2023-06-09',
    source: program20,
    listedIn: 'bbece95',
    note: renamed,
  },
  {
    product: 'io.Connect Browser v10.0',
    vendor: 'interop.io',
    fdc3Version: '2.0',
    date: '2023-06-09',
    source: program20,
    listedIn: 'bbece95',
    note: renamed,
  },
  {
    product: 'OpenFin 32.114.76.14',
    vendor: 'OpenFin',
    fdc3Version: '2.0',
    date: '2023-10-19',
    source: 'https://www.finos.org/press/finos-announces-fdc3-2.1',
    listedIn: 'bbece95',
    community: 'OpenFin',
  },
  {
    product: 'Morgan Stanley ComposeUI alpha-5',
    vendor: 'Morgan Stanley',
    fdc3Version: '2.0',
    date: '2024-09-30',
    source: lead20,
    listedIn: 'bbece95',
  },
  {
    product: 'Aladdin',
    vendor: 'BlackRock',
    fdc3Version: '2.0',
    date: '2024-09-30',
    source: lead20,
    listedIn: 'bbece95',
    note: 'The showcase describes this product as currently unpublished.',
  },
  {
    product: 'BMO X 9.0.0',
    vendor: 'BMO',
    fdc3Version: '2.0',
    date: '2025-10',
    source: 'https://www.finos.org/blog/bmo-x-achieves-fdc3-certification-a-milestone-for-interoperability-in-banking',
    listedIn: 'bbece95',
  },
  {
    product: 'HERE Enterprise Browser 9.0.1',
    vendor: 'Here',
    fdc3Version: '2.0',
    date: '2025-12-05',
    source: 'https://www.finos.org/blog/conformance-news-here-enterprise-browser-9.0.1-passes-fdc3-2.0-conformance',
    listedIn: 'bbece95',
  },
];

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A certification date as the page shows it: `9 June 2023`, or `October 2025`. */
export function certifiedDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day ? `${day} ` : ''}${months[month - 1]} ${year}`;
}

/** The table's order: oldest certification first, then by product. */
export const byCertificationDate = (a: CertifiedImplementation, b: CertifiedImplementation): number =>
  a.date.localeCompare(b.date) || a.product.localeCompare(b.product);

/** The entries of one FDC3 version, oldest first. */
export const certifiedFor = (version: string) => certified.filter((c) => c.fdc3Version === version).sort(byCertificationDate);

/**
 * The stable anchor id of an entry's row in the certified-implementations
 * table on /community: `certified-` and the product and FDC3 version, slugged
 * (`certified-finsemble-8-9-0-beta-2-2-0`).
 */
export const certifiedId = (entry: Pick<CertifiedImplementation, 'product' | 'fdc3Version'>): string =>
  `certified-${`${entry.product} ${entry.fdc3Version}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/** The entries that name a community product (by its name in src/data/community.ts), oldest first. */
export const certifiedForCommunity = (name: string) => certified.filter((c) => c.community === name).sort(byCertificationDate);
