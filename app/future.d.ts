import "@remix-run/node";

// Loader return types are inferred for single fetch (remix.config.js turns it on).
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
