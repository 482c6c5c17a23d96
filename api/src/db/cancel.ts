import { AsyncLocalStorage } from "node:async_hooks";
import pg from "pg";

/** The request whose database work this is: its signal, and the connections running for it now. */
type Scope = {
  signal: AbortSignal;
  active: Set<pg.PoolClient>;
  cancelling: Map<pg.PoolClient, Promise<unknown>>;
  watched: boolean;
};

const scopes = new AsyncLocalStorage<Scope>();

/** Raised instead of running a query for a request that has already gone. */
export class RequestAbortedError extends Error {
  constructor() {
    super("The request was abandoned: its database work was cancelled");
    this.name = "RequestAbortedError";
  }
}

/**
 * Runs `work` (a request's handling) so that every query it makes belongs to `signal`: once the
 * signal aborts, no new query starts and the ones running are cancelled on the server.
 */
export function runCancellable<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  const scope: Scope = { signal, active: new Set(), cancelling: new Map(), watched: false };
  return scopes.run(scope, work);
}

/** Throws when the current request has been abandoned; nothing outside a request is ever refused. */
export function refuseIfAbandoned() {
  if (scopes.getStore()?.signal.aborted) throw new RequestAbortedError();
}

/**
 * A pg pool whose queries, when made for a request (runCancellable), are cancelled on the
 * server as soon as that request is abandoned: PostgreSQL's pg_cancel_backend, sent over a
 * connection of its own so a pool full of slow queries cannot hold the cancel back. A
 * connection goes back to the pool only once its cancel has been delivered, so a late cancel
 * can never stop the next request's query on it.
 */
export class CancellablePool extends pg.Pool {
  private readonly canceller: pg.Pool;

  constructor(config: pg.PoolConfig) {
    super(config);
    // node-postgres listens for a connection's failure only while it sits idle in the pool: one
    // the server ends while checked out (a restart's 57P01) would otherwise take the process down.
    // The query under way gets the failure too, and the pool drops the broken connection when it
    // is released.
    this.on("connect", (client) => client.on("error", () => undefined));
    this.canceller = new pg.Pool({ ...config, max: 2, statement_timeout: 2_000 });
    this.canceller.on("error", () => undefined);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ) {
    if (callback) return super.connect(callback);
    const scope = scopes.getStore();
    if (!scope) return super.connect();
    return this.connectFor(scope);
  }

  private async connectFor(scope: Scope): Promise<pg.PoolClient> {
    if (scope.signal.aborted) throw new RequestAbortedError();
    const client = await super.connect();
    if (scope.signal.aborted) {
      client.release();
      throw new RequestAbortedError();
    }
    if (!scope.watched) {
      scope.watched = true;
      scope.signal.addEventListener("abort", () => this.cancelAll(scope), { once: true });
    }
    scope.active.add(client);
    const release = client.release.bind(client);
    client.release = (err?: Error | boolean) => {
      scope.active.delete(client);
      const cancel = scope.cancelling.get(client);
      if (!cancel) return release(err);
      scope.cancelling.delete(client);
      void cancel.finally(() => release(err));
    };
    return client;
  }

  private cancelAll(scope: Scope) {
    for (const client of scope.active) {
      const pid = (client as pg.PoolClient & { processID: number }).processID;
      scope.cancelling.set(
        client,
        this.canceller.query("SELECT pg_cancel_backend($1)", [pid]).catch(() => undefined),
      );
    }
  }

  // node-postgres' pool.query checks a client out with the callback form of connect: do it here
  // with the promise form instead, so the query is tracked.
  override query(...args: unknown[]): never {
    const scope = scopes.getStore();
    if (!scope || typeof args.at(-1) === "function") return (super.query as (...a: unknown[]) => never)(...args);
    return (async () => {
      const client = await this.connectFor(scope);
      try {
        return await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
      } finally {
        client.release();
      }
    })() as never;
  }

  override async end() {
    await Promise.all([super.end(), this.canceller.end()]);
  }
}
