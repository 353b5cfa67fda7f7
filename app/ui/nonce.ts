import { createContext, useContext } from "react";

/** The per-response CSP nonce (empty in the browser, where it is no longer needed). */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
