/**
 * Questions readers ask the search in their own words (issue 34), each with the page that
 * answers it: the hand-written half of `npm run bench`'s relevance table. A hit is a result
 * on that page (any section of it) among the first three.
 */
export interface SearchQuestion {
  /** What the reader types. */
  query: string;
  /** The docs version being read. */
  version: string;
  /** The page that answers it: a path without the base URL. */
  page: string;
}

export const searchQuestions: readonly SearchQuestion[] = [
  {query: 'how do I get a result back from an intent', version: '2.0', page: '/docs/api/ref/Metadata'},
  {query: 'which error when no app handles an intent', version: '2.0', page: '/docs/api/ref/Errors'},
  {query: 'isin field', version: '2.0', page: '/docs/context/ref/Instrument'},
  {query: 'user closed the resolver', version: '2.0', page: '/docs/api/ref/Errors'},
  {query: 'listen for context on a channel', version: '2.0', page: '/docs/api/ref/Channel'},
  {query: 'join a user channel', version: '2.0', page: '/docs/api/ref/DesktopAgent'},
  {query: 'private channel between two apps', version: '2.0', page: '/docs/api/ref/PrivateChannel'},
  {query: 'stop listening', version: '2.0', page: '/docs/api/ref/Types'},
  {query: 'wait for the desktop agent to be ready', version: '2.0', page: '/docs/api/ref/Globals'},
  {query: 'fdc3Ready event', version: '2.0', page: '/docs/api/ref/Globals'},
  {query: 'which version of FDC3 does the agent support', version: '2.0', page: '/docs/api/ref/DesktopAgent'},
  {query: 'start a chat', version: '2.0', page: '/docs/intents/ref/StartChat'},
  {query: 'show a price chart', version: '2.0', page: '/docs/intents/ref/ViewChart'},
  {query: 'email address of a contact', version: '2.0', page: '/docs/context/ref/Contact'},
  {query: 'list of instruments', version: '2.0', page: '/docs/context/ref/InstrumentList'},
  {query: 'currency code', version: '2.0', page: '/docs/context/ref/Currency'},
  {query: 'time range context', version: '2.0', page: '/docs/context/ref/TimeRange'},
  {query: 'app directory record fields', version: '2.0', page: '/docs/app-directory/spec'},
  {query: 'what must a desktop agent implement', version: '2.0', page: '/docs/fdc3-compliance'},
  {query: 'naming a custom intent', version: '2.0', page: '/docs/intents/spec'},
  {query: 'namespaced context type', version: '2.0', page: '/docs/context/spec'},
  {query: 'open an app with context', version: '2.0', page: '/docs/api/ref/DesktopAgent'},
  {query: 'find apps that handle an intent', version: '2.0', page: '/docs/api/ref/DesktopAgent'},
  {query: 'icons of an app', version: '2.0', page: '/docs/api/ref/Metadata'},
  {query: 'what is a context', version: '2.0', page: '/docs/context/spec'},
  {query: 'broadcast to a channel', version: '2.0', page: '/docs/api/ref/Channel'},
  {query: 'system channels', version: '1.2', page: '/docs/1.2/api/ref/DesktopAgent'},
  {query: 'raise an intent for a context', version: '1.2', page: '/docs/1.2/api/ref/DesktopAgent'},
  {query: 'chat room', version: 'current', page: '/docs/next/context/ref/ChatRoom'},
  {query: 'send a chat message', version: 'current', page: '/docs/next/intents/ref/SendChatMessage'},
];
