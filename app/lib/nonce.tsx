import { createContext, useContext } from "react";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** This response's Content-Security-Policy nonce (server/security-headers.js). */
    cspNonce?: string;
  }
}

/**
 * The CSP nonce of the page being rendered, for the scripts it writes inline. The server
 * renders with it; in the browser it is empty, as the browser hides a nonce once read.
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export const useNonce = () => useContext(NonceContext);
