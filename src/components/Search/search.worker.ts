/**
 * The search worker, started by client.ts: it runs Pagefind and sends the page only the hits
 * to show, so that searching leaves the page's main thread free for typing.
 */
import {createEngine, type SearchEngine, type WorkerReply, type WorkerRequest} from './engine';

// Why a cast: the project's types describe a page (DOM), not a worker's global scope.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(reply: WorkerReply): void;
};

let engine: SearchEngine | undefined;

scope.onmessage = ({data}) => {
  engine ??= createEngine(data.baseUrl);
  if (data.kind === 'warm') {
    engine.warm();
    return;
  }
  const {id} = data;
  engine.search(data.request).then(
    (answer) => scope.postMessage({id, answer}),
    (error: unknown) => scope.postMessage({id, error: String(error)}),
  );
};
