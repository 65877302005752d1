import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * Sidebars of the unreleased version (docs/, served at /docs/next).
 * `docusaurus docs:version` snapshots them into versioned_sidebars/ on release.
 */

const contextTypes = [
  'Context',
  'Action',
  'Chart',
  'ChatInitSettings',
  'ChatMessage',
  'ChatRoom',
  'ChatSearchCriteria',
  'Contact',
  'ContactList',
  'Country',
  'Currency',
  'Email',
  'Instrument',
  'InstrumentList',
  'Interaction',
  'Message',
  'Nothing',
  'Organization',
  'Portfolio',
  'Position',
  'TimeRange',
  'TransactionResult',
  'Valuation',
];

/** Experimental context types of 2.1 (finos/FDC3 #1021), listed after the standard ones. */
const experimentalContextTypes = ['Order', 'OrderList', 'Product', 'Trade', 'TradeList'];

const intents = [
  'CreateInteraction',
  'SendChatMessage',
  'StartCall',
  'StartChat',
  'StartEmail',
  'ViewAnalysis',
  'ViewChart',
  'ViewChat',
  'ViewContact',
  'ViewHoldings',
  'ViewInstrument',
  'ViewInteractions',
  'ViewMessages',
  'ViewNews',
  'ViewOrders',
  'ViewProfile',
  'ViewQuote',
  'ViewResearch',
];

const apiReference = ['DesktopAgent', 'Channel', 'PrivateChannel', 'Globals', 'Types', 'Metadata', 'Errors'];

const useCases = ['uc-1', 'uc-2', 'uc-3', 'uc-4', 'uc-5', 'uc-9', 'uc-10', 'uc-13', 'uc-15', 'uc-16', 'uc-17'];

const meetingMinutes = ['2020-01-16', '2020-02-20', '2020-03-19'];

const sidebars = {
  docs: [
    'fdc3-intro',
    'why-fdc3',
    'fdc3-standard',
    {
      type: 'category',
      label: 'API',
      link: {type: 'doc', id: 'api/overview'},
      items: ['api/spec', {type: 'category', label: 'Reference', items: apiReference.map((name) => `api/ref/${name}`)}],
    },
    {
      type: 'category',
      label: 'Intents',
      link: {type: 'doc', id: 'intents/spec'},
      items: intents.map((name) => `intents/ref/${name}`),
    },
    {
      type: 'category',
      label: 'Context data',
      link: {type: 'doc', id: 'context/spec'},
      items: [
        ...contextTypes.map((name) => `context/ref/${name}`),
        {
          type: 'category',
          label: 'Experimental',
          items: experimentalContextTypes.map((name) => `context/ref/${name}`),
        },
      ],
    },
    {
      type: 'category',
      label: 'App Directory',
      link: {type: 'doc', id: 'app-directory/overview'},
      items: ['app-directory/spec', 'app-directory/api-reference'],
    },
    {
      type: 'category',
      label: 'Agent Bridging',
      link: {type: 'doc', id: 'agent-bridging/overview'},
      items: ['agent-bridging/spec', 'agent-bridging/messages'],
    },
    {type: 'category', label: 'Upgrading', items: ['upgrading/from-2.0']},
    {type: 'category', label: 'Guides', items: ['guides/SubmitNewIntent']},
    {
      type: 'category',
      label: 'About FDC3',
      items: ['fdc3-charter', 'fdc3-compliance', 'supported-platforms', 'fdc3-glossary', 'references', 'trademarks'],
    },
  ],
  'use-cases': [
    'use-cases/overview',
    ...useCases.map((id) => `use-cases/${id}`),
    {
      type: 'category',
      label: 'Working group records',
      collapsed: true,
      items: meetingMinutes.map((date) => `use-cases/meeting-minutes/uc-wg-${date}`),
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
