/**
 * Reads the server's Prometheus scrape (DESIGN §4 "Operations endpoints") for the tests: fetches
 * `GET /metrics` from the internal listener and parses it strictly as the text format 0.0.4
 * (prometheus.io "Exposition formats"): every line is a `# HELP`, a `# TYPE`, a blank line or a
 * sample `name{label="value",…} value [timestamp]` whose family was typed before it, label values
 * escape only `\\`, `\"` and `\n`, values are floats as Go's ParseFloat reads them.
 *
 * Hand-written (docs/decisions/0002-readiness-and-metrics.md): npm's
 * parse-prometheus-text-format, unmaintained, merges every label set of a histogram into one
 * sample and reads a malformed line such as `garbage here` as a sample.
 */

/** A metric family as declared by its `# TYPE` line. */
export type MetricType = 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';

/** One sample line. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** A parsed scrape. */
export interface Scrape {
  /** Family name → its type. */
  types: Map<string, MetricType>;
  samples: Sample[];
}

/** A metric or label name (Prometheus data model). */
const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*/;
/**
 * A value as Go's `strconv.ParseFloat` reads it (the format's rule); its special values ignore
 * case: `NaN`, `Nan`, `+Inf`, `-infinity`.
 */
const VALUE = /^(?:[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|[+-]?inf(?:inity)?|nan)$/i;
const TYPE = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/;
const HELP = /^# HELP [a-zA-Z_:][a-zA-Z0-9_:]*(?: .*)?$/;

/** The samples a family of each type may write, by suffix of its name. */
const SUFFIXES: Record<MetricType, string[]> = {
  counter: [''],
  gauge: [''],
  untyped: [''],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

/** Reads a float as Go does (case-insensitive special values). */
function toNumber(text: string): number {
  const lower = text.toLowerCase();
  if (lower === 'nan') return Number.NaN;
  if (/^[+]?inf(inity)?$/.test(lower)) return Number.POSITIVE_INFINITY;
  if (/^-inf(inity)?$/.test(lower)) return Number.NEGATIVE_INFINITY;
  return Number(text);
}

/** Parses one sample line. @throws {Error} when it breaks the grammar */
function parseSample(line: string): Sample {
  const fail = (why: string): never => {
    throw new Error(`${why}: ${line}`);
  };
  const name = NAME.exec(line)?.[0] ?? fail('no metric name');
  let rest = line.slice(name.length);
  const labels: Record<string, string> = {};
  if (rest.startsWith('{')) {
    rest = rest.slice(1);
    while (!rest.startsWith('}')) {
      const label = LABEL_NAME.exec(rest)?.[0] ?? fail('bad label name');
      rest = rest.slice(label.length);
      if (!rest.startsWith('="')) fail('a label needs ="');
      rest = rest.slice(2);
      let text = '';
      for (;;) {
        const char = rest[0] ?? fail('unterminated label value');
        rest = rest.slice(1);
        if (char === '"') break;
        if (char === '\n') fail('raw line feed in a label value');
        if (char !== '\\') {
          text += char;
          continue;
        }
        const escaped = rest[0];
        rest = rest.slice(1);
        if (escaped === '\\') text += '\\';
        else if (escaped === '"') text += '"';
        else if (escaped === 'n') text += '\n';
        else fail('bad escape in a label value');
      }
      if (label in labels) fail(`label ${label} twice`);
      labels[label] = text;
      if (rest.startsWith(',')) rest = rest.slice(1);
      else if (!rest.startsWith('}')) fail('labels are separated by commas');
    }
    rest = rest.slice(1);
  }
  const fields = rest.split(' ');
  if (fields[0] !== '' || fields.length < 2 || fields.length > 3) fail('expected " value"');
  const valueText = fields[1]!;
  if (!VALUE.test(valueText)) fail('bad value');
  if (fields[2] !== undefined && !/^-?\d+$/.test(fields[2])) fail('bad timestamp');
  return { name, labels, value: toNumber(valueText) };
}

/**
 * Parses a scrape strictly.
 * @throws {Error} naming the first line that is not text format 0.0.4, a family typed twice, or
 *   a sample with no `# TYPE` of its family before it
 */
export function parseScrape(text: string): Scrape {
  if (!text.endsWith('\n')) throw new Error('a scrape ends with a line feed');
  const types = new Map<string, MetricType>();
  const samples: Sample[] = [];
  for (const [index, line] of text.slice(0, -1).split('\n').entries()) {
    try {
      if (line === '' || HELP.test(line)) continue;
      const type = TYPE.exec(line);
      if (type) {
        if (types.has(type[1]!)) throw new Error(`${type[1]} typed twice`);
        types.set(type[1]!, type[2] as MetricType);
        continue;
      }
      if (line.startsWith('#')) throw new Error(`a comment that is neither HELP nor TYPE`);
      const sample = parseSample(line);
      const typed = [...types].some(([family, kind]) =>
        SUFFIXES[kind].some((suffix) => sample.name === family + suffix),
      );
      if (!typed) throw new Error(`${sample.name} has no # TYPE before it`);
      samples.push(sample);
    } catch (error) {
      throw new Error(`line ${index + 1}: ${(error as Error).message}`);
    }
  }
  return { types, samples };
}

/** The parsed scrape of a metrics listener. @throws when it does not answer 200 in text format */
export async function scrape(metricsUrl: string): Promise<Scrape> {
  const response = await fetch(`${metricsUrl}/metrics`, { signal: AbortSignal.timeout(10_000) });
  if (response.status !== 200) throw new Error(`GET /metrics answered ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/plain; version=0.0.4')) throw new Error(`content-type ${type}`);
  return parseScrape(await response.text());
}

/** Whether every label of `wanted` has its value in `labels`. */
const matches = (labels: Record<string, string>, wanted: Record<string, string>) =>
  Object.entries(wanted).every(([key, value]) => labels[key] === value);

/**
 * The value of a counter or gauge sample, or of a histogram's `_count`, with the given labels (a
 * subset); 0 when the family has no such sample yet (a counter before its first increment).
 * @throws when the family is not in the scrape, or several samples match
 */
export function value(parsed: Scrape, name: string, labels: Record<string, string> = {}): number {
  const type = parsed.types.get(name);
  if (!type) throw new Error(`no metric ${name} in the scrape`);
  const sampleName = type === 'histogram' || type === 'summary' ? `${name}_count` : name;
  const found = parsed.samples.filter(
    (sample) => sample.name === sampleName && matches(sample.labels, labels),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${sampleName} match`);
  return found[0]?.value ?? 0;
}

/** Every value of label `label` among the samples of family `name` (any suffix). */
export function labelValues(parsed: Scrape, name: string, label: string): string[] {
  return parsed.samples
    .filter((sample) => sample.name.startsWith(name))
    .flatMap((sample) => (sample.labels[label] === undefined ? [] : [sample.labels[label]]));
}
