// The Node.js versions Kindred runs on (package.json "engines"): 22.22 or newer, Node 24 LTS
// recommended. Every command an operator runs checks this first and stops with a message that
// names the version it needs, before anything else is loaded (decision record 214).
export const NEEDED = { major: 22, minor: 22 };

/** The message for an unsupported Node.js version, or null when `version` (e.g. "20.20.2") is supported. */
export function unsupportedNodeMessage(version = process.versions.node) {
  const [major, minor] = version.split(".").map(Number);
  if (major > NEEDED.major || (major === NEEDED.major && minor >= NEEDED.minor)) return null;
  return (
    `Kindred needs Node.js ${NEEDED.major}.${NEEDED.minor} or newer (Node 24 LTS recommended); this is Node.js ${version}.\n` +
    "Install Node 24 (https://nodejs.org, your system's packages, or without root: " +
    "npm install --prefix ~/node24 node@24 && export PATH=~/node24/node_modules/node/bin:$PATH), then run the command again."
  );
}

/** Stops the process at once on an unsupported Node.js version. */
export function requireSupportedNode() {
  const message = unsupportedNodeMessage();
  if (message) {
    console.error(message);
    process.exit(1);
  }
}
