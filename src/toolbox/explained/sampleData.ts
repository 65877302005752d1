/**
 * The made-up data of the Explained desktop's apps. The tickers are real
 * symbols so the contexts look like the ones apps exchange, but every price,
 * headline and person here is invented for the demo: nothing describes a real
 * company's news or a real person.
 */
import type {Ctx} from '../agent/core';

export interface SampleInstrument {
  ticker: string;
  name: string;
  /** Where this demo's made-up prices start. */
  startPrice: number;
}

export const sampleInstruments: readonly SampleInstrument[] = [
  {ticker: 'AAPL', name: 'Apple Inc.', startPrice: 100},
  {ticker: 'MSFT', name: 'Microsoft Corporation', startPrice: 200},
  {ticker: 'IBM', name: 'International Business Machines', startPrice: 150},
];

export interface SampleContact {
  name: string;
  email: string;
}

export const sampleContacts: readonly SampleContact[] = [
  {name: 'Alice Martin', email: 'alice.martin@example.com'},
  {name: 'Bob Taylor', email: 'bob.taylor@example.com'},
  {name: 'Carol White', email: 'carol.white@example.com'},
];

export function instrumentContext(instrument: SampleInstrument): Ctx {
  return {type: 'fdc3.instrument', name: instrument.name, id: {ticker: instrument.ticker}};
}

export function contactContext(contact: SampleContact): Ctx {
  return {type: 'fdc3.contact', name: contact.name, id: {email: contact.email}};
}

/** The ticker of an `fdc3.instrument` context, if it has one. */
export function tickerOf(context: Ctx): string | undefined {
  const id = context.id as {ticker?: unknown} | undefined;
  return typeof id?.ticker === 'string' ? id.ticker : undefined;
}

/** The email of an `fdc3.contact` context, if it has one. */
export function emailOf(context: Ctx): string | undefined {
  const id = context.id as {email?: unknown} | undefined;
  return typeof id?.email === 'string' ? id.email : undefined;
}

/** Invented headlines, plainly placeholders, for the News app. */
export function sampleHeadlines(ticker: string): string[] {
  return [1, 2, 3].map((n) => `Sample headline ${n} for ${ticker}`);
}

/**
 * A made-up price line for the Chart app: the same points for the same
 * ticker on every render (server and browser alike), so nothing differs
 * when the page hydrates.
 */
export function samplePriceLine(ticker: string, points = 24): number[] {
  let seed = [...ticker].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) % 2147483647, 7);
  const next = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  const line: number[] = [];
  let value = 50;
  for (let i = 0; i < points; i += 1) {
    value = Math.min(95, Math.max(5, value + (next() - 0.5) * 18));
    line.push(value);
  }
  return line;
}

/** The next made-up price of a stream: a small random step, kept positive, to two decimals. */
export function nextPrice(price: number): number {
  return Math.max(1, Math.round((price + (Math.random() - 0.5) * 2) * 100) / 100);
}

/** A price as an `fdc3.valuation` context: the value of one unit, so `value` and `price` are the same. */
export function valuationContext(price: number): Ctx {
  return {type: 'fdc3.valuation', value: price, price, CURRENCY_ISOCODE: 'USD'};
}
