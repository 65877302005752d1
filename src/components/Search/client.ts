/**
 * The page's side of search: one worker per page load (search.worker.ts) runs the searches.
 * A browser that cannot start it, or whose worker fails, searches on the page instead, with
 * the same engine. So does a worker that cannot load Pagefind (a browser without `import()`
 * in workers): when the page cannot load it either, the search reports the error. The engine's
 * code reaches the page only then, as a chunk of its own: the worker brings its own copy, and
 * every page's first load stays without it.
 */
import type {SearchAnswer, SearchEngine, SearchRequest, WorkerReply, WorkerRequest} from './engine';

interface Pending {
  request: SearchRequest;
  resolve(answer: SearchAnswer): void;
  reject(error: Error): void;
}

let worker: Worker | undefined;
let onPage: Promise<SearchEngine> | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function pageEngine(baseUrl: string): Promise<SearchEngine> {
  onPage ??= import('./engine').then(({createEngine}) => createEngine(baseUrl));
  return onPage;
}

/** Leaves the worker for good and answers what it still owed from the page. */
function fallBack(baseUrl: string): void {
  worker?.terminate();
  worker = undefined;
  const engine = pageEngine(baseUrl);
  const owed = [...pending.values()];
  pending.clear();
  for (const {request, resolve, reject} of owed) engine.then((e) => e.search(request)).then(resolve, reject);
}

function startWorker(baseUrl: string): Worker | undefined {
  if (worker || onPage || typeof Worker === 'undefined') return worker;
  try {
    // The bundler names the script after this literal (searchWorkerScript in src/data/search.ts).
    worker = new Worker(new URL('./search.worker.ts', import.meta.url), {name: 'site-search'});
  } catch {
    return undefined;
  }
  worker.onmessage = ({data}: MessageEvent<WorkerReply>) => {
    const waiting = pending.get(data.id);
    if (!waiting) return;
    if ('answer' in data) {
      pending.delete(data.id);
      waiting.resolve(data.answer);
    } else {
      // The engine has already started afresh once inside the worker: the page tries last.
      fallBack(baseUrl);
    }
  };
  // An error that reaches this handler is the worker's own (its script did not load or run):
  // a search that fails sends an answer instead.
  worker.onerror = (event) => {
    event.preventDefault();
    fallBack(baseUrl);
  };
  return worker;
}

function post(target: Worker, message: WorkerRequest): void {
  target.postMessage(message);
}

/** Searches the site at `baseUrl`; rejects when the index cannot be loaded. */
export function searchSite(baseUrl: string, request: SearchRequest): Promise<SearchAnswer> {
  const target = startWorker(baseUrl);
  if (!target) return pageEngine(baseUrl).then((engine) => engine.search(request));
  return new Promise((resolve, reject) => {
    const id = nextId;
    nextId += 1;
    pending.set(id, {request, resolve, reject});
    post(target, {id, kind: 'search', baseUrl, request});
  });
}

/** Starts loading the search engine and its index entry before the first word is typed. */
export function warmSearch(baseUrl: string): void {
  const target = startWorker(baseUrl);
  if (target) post(target, {kind: 'warm', baseUrl});
  // A chunk that fails to load is reported by the search that follows, which waits on the same promise.
  else
    pageEngine(baseUrl).then(
      (engine) => engine.warm(),
      () => undefined,
    );
}
