import { createContext, useContext } from "react";

// Set by entry.server for the document it renders; browsers hide the value from scripts, so on the
// client it is empty, which is all hydration needs.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
