const made = new Map<string, unknown>();

/**
 * An Intl formatter (or display-names object) made once per `key` and kept: they are costly to
 * build, and on the server one serves every request of the isolate.
 */
export function intlObject<T>(key: string, make: () => T): T {
  let object = made.get(key) as T | undefined;
  if (object === undefined) made.set(key, (object = make()));
  return object;
}
