// cspell:ignore ASML KJTIIGC (identifiers in the examples the links follow)
/**
 * "Open in the Workbench" links on the API reference (issue 28, part 4): each
 * entry puts a link after the first example of one member's section of a
 * version's `api/ref/DesktopAgent` page, and the link opens the Workbench with
 * that call, and its context, intent or channel, filled in
 * (src/toolbox/workbench/prefill.ts). src/plugins/toolbox-links adds the links
 * and checks this list when the site is built: the section must exist and hold
 * an example, and each context must be valid against the JSON Schemas the site
 * serves for that version. A broken entry fails the build, naming this file and
 * the entry's line.
 *
 * To add a link: add an entry under the page's version with the member's
 * heading (`member`), the call the Workbench makes (`call`, one of `tryCalls`)
 * and what that call needs. Mirror the example it follows. `satisfies` keeps
 * each context checked against the version's typings as you type. An app to
 * open must be one of the simulated desktop's (src/toolbox/workbench/desktop.ts):
 * where the example opens another, the link's sentence names both.
 *
 * Versions: 2.0, whose agent the Workbench simulates, and Next (`current`),
 * whose calls here are sent to that same 2.0 simulation (the Workbench's
 * notice says so). 1.2 has none: the Workbench speaks 1.2 only to a real 1.2
 * agent, and a link from a 1.2 page would open a 2.0 simulation.
 */
import type * as F20 from 'fdc3-2.0';
import type * as FNext from 'fdc3-next';
import type {Prefill} from '../toolbox/workbench/prefill';

/** The docs versions with links, by their Docusaurus names (`current` is Next). */
export type TryItVersion = '2.0' | 'current';

export interface TryItEntry extends Omit<Prefill, 'from'> {
  /** The heading of the member's section (`### \`broadcast\``), without the backticks. */
  member: string;
}

/** The page the links are on, in every version that has them. */
export const tryItPage = 'api/ref/DesktopAgent';

export const tryItEntries: Record<TryItVersion, readonly TryItEntry[]> = {
  '2.0': [
    // The example opens a blotter with a portfolio; the simulated desktop has none, so Channel Monitor, which shows what it is handed, takes it.
    {
      member: 'open',
      call: 'open',
      app: 'monitor',
      context: {type: 'fdc3.portfolio', id: {portfolioId: 'EM-CREDIT-7'}, positions: []} satisfies F20.Portfolio,
    },
    {
      member: 'broadcast',
      call: 'broadcast',
      context: {type: 'fdc3.instrument', id: {ticker: 'SAP', ISIN: 'DE0007164600'}} satisfies F20.Instrument,
    },
    {member: 'addContextListener', call: 'addContextListener', contextType: 'fdc3.instrument'},
    {
      member: 'raiseIntent',
      call: 'raiseIntent',
      intent: 'ViewChart',
      context: {type: 'fdc3.instrument', name: 'ASML Holding NV', id: {ticker: 'ASML', ISIN: 'NL0010273215'}} satisfies F20.Instrument,
    },
    {
      member: 'raiseIntentForContext',
      call: 'raiseIntentForContext',
      context: {type: 'fdc3.organization', name: 'Northwind Shipping', id: {LEI: '5493001KJTIIGC8Y1R12'}} satisfies F20.Organization,
    },
    // The example joins the green channel: fdc3.channel.4 in the recommended set.
    {member: 'joinUserChannel', call: 'joinUserChannel', channel: 'fdc3.channel.4'},
    {member: 'getCurrentChannel', call: 'getCurrentChannel'},
    {member: 'leaveCurrentChannel', call: 'leaveCurrentChannel'},
    {member: 'getOrCreateChannel', call: 'getOrCreateChannel', channel: 'com.example.risk.limits'},
  ],
  current: [
    // The example opens a risk dashboard with a portfolio: Channel Monitor, as for 2.0.
    {
      member: 'open',
      call: 'open',
      app: 'monitor',
      context: {type: 'fdc3.portfolio', name: 'Growth fund', positions: []} satisfies FNext.Portfolio,
    },
    {
      member: 'broadcast',
      call: 'broadcast',
      context: {type: 'fdc3.instrument', id: {ticker: 'AAPL'}, name: 'Apple'} satisfies FNext.Instrument,
    },
    {member: 'addContextListener', call: 'addContextListener', contextType: 'fdc3.instrument'},
    {
      member: 'raiseIntent',
      call: 'raiseIntent',
      intent: 'StartChat',
      context: {type: 'fdc3.contact', id: {email: 'sam.lee@example.com'}} satisfies FNext.Contact,
    },
    {
      member: 'raiseIntentForContext',
      call: 'raiseIntentForContext',
      context: {type: 'fdc3.organization', id: {LEI: '5493001KJTIIGC8Y1R12'}, name: 'Example Holdings'} satisfies FNext.Organization,
    },
    // The example joins the first channel the agent offers.
    {member: 'joinUserChannel', call: 'joinUserChannel', channel: 'fdc3.channel.1'},
    {member: 'getCurrentChannel', call: 'getCurrentChannel'},
    {member: 'leaveCurrentChannel', call: 'leaveCurrentChannel'},
    {member: 'getOrCreateChannel', call: 'getOrCreateChannel', channel: 'desk.risk-alerts'},
  ],
};
