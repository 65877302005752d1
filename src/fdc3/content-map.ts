/**
 * The routes of the content map (../shared/spec/content-map.md) that the
 * content tests of every version share: which page belongs to which version.
 */

import {conformanceGroups} from './conformance/conformance.types';

/** General pages every version has. */
export const generalPages = [
  'fdc3-intro',
  'fdc3-standard',
  'fdc3-charter',
  'fdc3-compliance',
  'fdc3-glossary',
  'why-fdc3',
  'references',
  'supported-platforms',
  'trademarks',
];

/** Context types of 1.0–1.2 (the base type and eight standard types). */
export const contextTypes1x = [
  'Context',
  'Contact',
  'ContactList',
  'Country',
  'Instrument',
  'InstrumentList',
  'Organization',
  'Portfolio',
  'Position',
];
/** Context types 2.0 added. */
export const contextTypesAdded20 = ['Chart', 'ChatInitSettings', 'Currency', 'Email', 'Nothing', 'TimeRange', 'Valuation'];
/** Context types the 2.1 draft (next) adds. */
export const contextTypesAddedNext = [
  'Action',
  'ChatMessage',
  'ChatRoom',
  'ChatSearchCriteria',
  'Interaction',
  'Message',
  'TransactionResult',
];

/**
 * Experimental context types of the 2.1 draft (next), added by finos/FDC3 #1021;
 * the 2.1 text marks each `@experimental`.
 */
export const contextTypesExperimentalNext = ['Order', 'OrderList', 'Product', 'Trade', 'TradeList'];

/** Intents of 1.0–1.2. */
export const intents1x = ['StartCall', 'StartChat', 'ViewAnalysis', 'ViewChart', 'ViewContact', 'ViewInstrument', 'ViewNews', 'ViewQuote'];
/** Intents 2.0 added. */
export const intentsAdded20 = ['StartEmail', 'ViewHoldings', 'ViewInteractions', 'ViewOrders', 'ViewProfile', 'ViewResearch'];
/** Intents the 2.1 draft (next) adds. */
export const intentsAddedNext = ['CreateInteraction', 'SendChatMessage', 'ViewChat', 'ViewMessages'];

/** Use-case pages of 1.0 (nine use cases and the overview); 1.1 added 16 and 17. */
export const useCases10 = ['overview', 'uc-1', 'uc-2', 'uc-3', 'uc-4', 'uc-5', 'uc-9', 'uc-10', 'uc-13', 'uc-15'];
export const useCases11 = [...useCases10, 'uc-16', 'uc-17'];

/** The 2020 use-case working group meetings (pages in 1.0 and next). */
export const meetingMinutes = ['2020-01-16', '2020-02-20', '2020-03-19'].map((d) => `use-cases/meeting-minutes/uc-wg-${d}`);

/**
 * The Desktop Agent Bridging Part, new in 2.1 (finos/FDC3 #968) and experimental:
 * pages in next only; older versions say where it was introduced.
 */
export const agentBridgingPagesNext = ['agent-bridging/overview', 'agent-bridging/spec', 'agent-bridging/messages'];

/** The conformance section of a version with a suite (1.2 and 2.0): an overview, a page per group of the suite, and the coverage table. */
export const conformancePages = ['conformance/overview', ...conformanceGroups.map((g) => `conformance/${g.id}`), 'conformance/coverage'];
