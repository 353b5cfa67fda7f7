// Heavy packages used by a few requests (image decoding, zip archives, Stripe, SMTP) are loaded on
// first use instead of at start-up: together they were more than half of the server's start-up
// time (issue 16: start-up under 3 s; decision record 127).
import { createRequire } from "node:module";

const load = createRequire(import.meta.url);

/** `const sharp = lazyModule<typeof Sharp>("sharp")`, then `sharp()(input)`: required once, on first call. */
export function lazyModule<T>(name: string, init?: (loaded: T) => void): () => T {
  let loaded: T | undefined;
  return () => {
    if (loaded === undefined) {
      loaded = load(name) as T;
      init?.(loaded);
    }
    return loaded;
  };
}
