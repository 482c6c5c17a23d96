import pLimit from "p-limit";

/** The gate is full: the call was refused at once rather than queued behind too many others. */
export class ApiGateFullError extends Error {
  constructor(readonly waiting: number) {
    super(`${waiting} calls to the API are already waiting`);
    this.name = "ApiGateFullError";
  }
}

/**
 * How many calls to the API one storefront process has under way (`atOnce`) and waiting
 * (`waiting`). A call beyond both is refused at once (ApiGateFullError): a busy API is told
 * about by a quick 503 page rather than by a queue that answers 10 s later. A call that waits
 * longer than its own signal allows leaves the queue when the signal aborts.
 */
export function createApiGate({ atOnce, waiting }: { atOnce: number; waiting: number }) {
  const limit = pLimit(atOnce);
  return {
    run<T>(call: () => Promise<T>, signal: AbortSignal): Promise<T> {
      if (limit.activeCount >= atOnce && limit.pendingCount >= waiting)
        return Promise.reject(new ApiGateFullError(limit.pendingCount));
      signal.throwIfAborted();
      // A call whose signal ended while it waited is not made when its turn comes.
      const turn = limit(() => (signal.aborted ? Promise.reject(signal.reason) : call()));
      return new Promise<T>((resolve, reject) => {
        const leave = () => reject(signal.reason);
        signal.addEventListener("abort", leave, { once: true });
        turn.then(resolve, reject).finally(() => signal.removeEventListener("abort", leave));
      });
    },
  };
}
