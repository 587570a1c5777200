/**
 * The Node the server runs on: the `node` package pinned in package.json (Node 24 LTS), which npm
 * puts first on the PATH of every npm script (docs/decisions/0001-node-24-from-the-registry.md).
 * Started some other way — a global `tsx`, an older system `node` — the server would fail later
 * and obscurely (`node:sqlite` is missing before Node 22.13), so entry points check first.
 */

/** The oldest Node major the server supports. */
export const MIN_NODE_MAJOR = 24;

/**
 * Throws when `version` is older than {@link MIN_NODE_MAJOR}.
 * @param version a Node version without `v`, default the running one
 * @throws {Error} saying how to start the server on the project's Node
 */
export function assertSupportedNode(version: string = process.versions.node): void {
  const major = Number(version.split('.')[0]);
  if (!(major >= MIN_NODE_MAJOR)) {
    throw new Error(
      `Node ${version} is too old: this project runs on Node ${MIN_NODE_MAJOR}. ` +
        'Start it through npm (`npm start`, `npm run …`), which uses the Node that `npm run setup` installed.',
    );
  }
}
