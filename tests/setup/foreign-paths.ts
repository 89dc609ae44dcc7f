/** Ways back (`returnTo`) that a browser would read as another site: each must send the visitor home. */
export const foreignPaths = [
  "https://evil.example/",
  "//evil.example",
  "//evil.example/pricing",
  "/\\evil.example",
  "\\\\evil.example",
  "javascript:alert(1)",
  "http:evil.example",
  // Paths that a browser resolves to another host: dot segments, backslashes, encoded forms, a tab.
  "/.//evil.example",
  "/a/..//evil.example",
  "/%2e//evil.example",
  "/./\\evil.example",
  "/.%2F/evil.example",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "/\t/evil.example",
  // Local until a language's prefix is taken off: `/es//evil.example` in English is `//evil.example`.
  "/es//evil.example",
  "/es/.//evil.example",
  "/es/%2F/evil.example",
  "/es/\\evil.example",
  "/blog/de//evil.example",
  "/es//evil.example//",
];
