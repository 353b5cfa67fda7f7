// Builds the app once (when sources changed) so HTTP tests run against the real built server.
import { buildIfNeeded } from "../scripts/start.mjs";

export default function setup() {
  (buildIfNeeded as () => void)();
}
