/**
 * Proof (a) of the `api` bench suite: a battery of distinct malformed requests against a running
 * server. Each must answer the status DESIGN §4 gives it with PostgREST-shaped JSON (`{code,
 * message, details, hint}`), and store nothing; a few requests full of SQL and HTML metacharacters
 * are valid rows and must be stored exactly as sent, once. Afterwards the server must still answer
 * a normal insert with 201. Used by `npm run bench` (api suite) and by `npm test`
 * (tests/integration/bad-input-battery.test.ts).
 */

/** The table path. */
const TABLE = '/rest/v1/contact_messages';

/** One request of the battery and what DESIGN §4 says it must get. */
export interface BatteryCase {
  /** Short unique description. */
  name: string;
  /** What kind of mistake (for the report). */
  group: string;
  method?: string;
  /** Path and query; default the table. */
  path?: string;
  /** Request headers; default a valid key and JSON content type (null removes one). */
  headers?: Record<string, string | null>;
  /** Body: JSON-encoded unless a string or bytes. */
  body?: unknown;
  /** Expected HTTP status. */
  status: number;
  /** Expected PostgREST `code` (null for gateway errors); omitted for 201. */
  code?: string | null;
  /** For valid rows: the row must be stored exactly like this (subject is its key). */
  stored?: Record<string, string>;
}

/** The result of one case. */
export interface BatteryResult {
  name: string;
  group: string;
  expectedStatus: number;
  status: number;
  expectedCode: string | null | undefined;
  code: string | null | undefined;
  /** Rows added by this request. */
  rowsAdded: number;
  /** Empty when the case passed; otherwise what was wrong. */
  problems: string[];
}

/** What the battery needs to know about the server. */
export interface BatteryTarget {
  /** Base URL, e.g. http://127.0.0.1:4406 */
  url: string;
  anonKey: string;
  /** Number of stored rows, read from the database directly. */
  count(): Promise<number>;
  /** Stored rows (client columns at least), read from the database directly. */
  rows(): Promise<Record<string, unknown>[]>;
}

/** A valid row (spec §7) with overrides. */
function row(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Battery Tester',
    email: 'battery@example.com',
    subject: 'Battery',
    message: 'A valid message.',
    status: 'new',
    created_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}
const { status: _status, ...rowWithoutStatus } = row();
const { message: _message, ...rowWithoutMessage } = row();

/** Bytes of `[{"name":"<bytes>", …}]` with raw, invalid UTF-8 inside the name. */
function withRawBytes(bytes: number[]): Buffer {
  const json = JSON.stringify([row({ name: 'XX' })]);
  const [before, after] = json.split('XX') as [string, string];
  return Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]);
}

/**
 * A valid one-row insert that asks for the stored row back, limited to `select` (PostgREST
 * `Prefer: return=representation` with `?select=`): the battery's way to reach the select parser.
 */
function insertReturning(select: string): BatteryRequest {
  return {
    path: `${TABLE}?select=${select}`,
    headers: { prefer: 'return=representation' },
    body: [row()],
  };
}

/** What DESIGN §4 answers a request: the HTTP status and the PostgREST `code`. */
type Answer = Pick<BatteryCase, 'status' | 'code'>;

/** 400 PGRST102: the body is not JSON, not UTF-8, or not an array of objects. */
const INVALID_BODY: Answer = { status: 400, code: 'PGRST102' };
/** 400 23514: a value the schema's check refuses (with a message for people). */
const CHECK_VIOLATION: Answer = { status: 400, code: '23514' };
/** 400 PGRST204: a column the table does not have. */
const UNKNOWN_COLUMN: Answer = { status: 400, code: 'PGRST204' };

/** The parts of a case that tell it apart within its group: what is sent. */
type BatteryRequest = Omit<BatteryCase, 'name' | 'group' | 'status' | 'code'>;

/**
 * Cases of one group that all get the same answer: one case per entry of `requests`, named by
 * its key, in the order written (so no key may look like an integer: objects list those first).
 */
function answeredAlike(
  group: string,
  answer: Answer,
  requests: Record<string, BatteryRequest>,
): BatteryCase[] {
  return Object.entries(requests).map(([name, request]) => ({
    group,
    name,
    ...request,
    ...answer,
  }));
}

/** The battery: at least 40 distinct malformed requests, plus valid rows with metacharacters. */
export function batteryCases(): BatteryCase[] {
  const sqlName = `Robert'); DROP TABLE contact_messages;--`;
  const htmlMessage = `<script>alert("x")</script><img src=x onerror=alert(1)> & </textarea>`;
  return [
    // Broken JSON: 400 PGRST102.
    ...answeredAlike('broken JSON', INVALID_BODY, {
      'truncated object': { body: '[{"name": ' },
      'trailing comma': { body: '[{"name":"a",}]' },
      'single quotes': { body: "[{'name':'a'}]" },
      'NaN literal': { body: '[{"name": NaN}]' },
      'empty body': { body: '' },
      'whitespace only': { body: ' \n\t ' },
      'two JSON documents': { body: '{}{}' },
    }),
    ...answeredAlike('wrong shape', INVALID_BODY, {
      'a bare string': { body: '"hello"' },
      'a number': { body: '42' },
      null: { body: 'null' },
      'array of scalars': { body: [1, 2, 3] },
      'array holding null': { body: [null] },
      'nested arrays': { body: [[row()]] },
      '3000-deep nesting': { body: `${'['.repeat(3000)}${']'.repeat(3000)}` },
    }),
    {
      group: 'wrong shape',
      name: 'rows with different keys',
      body: [row(), rowWithoutStatus],
      status: 400,
      // One row per request (DESIGN §4); the row count is checked first, as PostgREST does.
      code: '54000',
    },
    {
      group: 'row counts',
      name: 'array of 2 valid rows (one message per request)',
      body: [row(), row()],
      status: 400,
      code: '54000',
    },
    // Invalid UTF-8: 400 PGRST102.
    ...answeredAlike('invalid UTF-8', INVALID_BODY, {
      'lone 0xFF byte': { body: withRawBytes([0xff]) },
      'overlong encoding C0 AF': { body: withRawBytes([0xc0, 0xaf]) },
      'truncated 3-byte sequence': { body: withRawBytes([0xe2, 0x82]) },
      'UTF-16 surrogate bytes ED A0 80': { body: withRawBytes([0xed, 0xa0, 0x80]) },
    }),
    // Wrong types: 400 23514 (the schema's check, with a message for people).
    ...answeredAlike('wrong types', CHECK_VIOLATION, {
      'name is a number': { body: [row({ name: 42 })] },
      'email is a boolean': { body: [row({ email: true })] },
      'subject is an array': { body: [row({ subject: ['a', 'b'] })] },
    }),
    ...answeredAlike('nested objects', CHECK_VIOLATION, {
      'message is an object': {
        body: [row({ message: { text: 'hi', nested: { deeper: true } } })],
      },
    }),
    ...answeredAlike('wrong types', CHECK_VIOLATION, {
      'created_at is a number': { body: [row({ created_at: 1740823200000 })] },
      'created_at is not a date': { body: [row({ created_at: '2025-02-30T10:00:00Z' })] },
      'NUL character in name': { body: [row({ name: 'a\u0000b' })] },
    }),
    // One answer on every database for dates and characters neither stores alike.
    ...answeredAlike('dates and characters', CHECK_VIOLATION, {
      'created_at in year 0000 (was 500 on PostgreSQL)': {
        body: [row({ created_at: '0000-01-01T00:00:00Z' })],
      },
      'lone surrogate in name': { body: [row({ name: 'a\ud800b' })] },
      'name of zero-width characters only': { body: [row({ name: '\u200b\u200c\ufeff' })] },
      'terminal escape in name': { body: [row({ name: 'Ada\u001b[2J' })] },
      'email local part of 65 characters': {
        body: [row({ email: `${'l'.repeat(65)}@example.com` })],
      },
      'email domain label of 64 characters': {
        body: [row({ email: `a@${'d'.repeat(64)}.com` })],
      },
    }),
    // Huge strings.
    ...answeredAlike('huge strings', CHECK_VIOLATION, {
      'name of 201 characters': { body: [row({ name: 'n'.repeat(201) })] },
      'email of 255 characters': { body: [row({ email: `${'e'.repeat(243)}@example.com` })] },
      'message of 5001 characters': { body: [row({ message: 'm'.repeat(5001) })] },
    }),
    {
      group: 'huge strings',
      name: 'message of 100 000 characters (body over 16 KiB)',
      body: [row({ message: 'm'.repeat(100_000) })],
      status: 413,
      code: null,
    },
    {
      group: 'huge strings',
      name: 'column name of 2000 characters',
      body: [row({ ['c'.repeat(2000)]: 'x' })],
      ...UNKNOWN_COLUMN,
    },
    // Arrays of 0 and 1000 rows.
    {
      group: 'row counts',
      name: 'array of 0 rows (201 [], nothing stored)',
      body: [],
      status: 201,
    },
    {
      group: 'row counts',
      name: 'array of 1000 small rows',
      body: Array.from({ length: 1000 }, () => ({ name: 'a' })),
      status: 400,
      code: '54000',
    },
    {
      group: 'row counts',
      name: 'array of 1000 full rows (body over 16 KiB)',
      body: Array.from({ length: 1000 }, () => row()),
      status: 413,
      code: null,
    },
    // Unknown columns.
    ...answeredAlike('unknown columns', UNKNOWN_COLUMN, {
      'unknown column phone': { body: [row({ phone: '555' })] },
      'unknown column in columns=': { path: `${TABLE}?columns=name,phone`, body: [row()] },
      '__proto__ key': { body: '[{"__proto__": {"x": 1}}]' },
      'constructor key': { body: [row({ constructor: 'x' })] },
    }),
    {
      group: 'unknown columns',
      name: 'unknown select column',
      ...insertReturning('password'),
      status: 400,
      code: '42703',
    },
    {
      group: 'unknown columns',
      name: 'embedded resource in select',
      ...insertReturning('*,users(*)'),
      status: 400,
      code: 'PGRST100',
    },
    // Status and server-column overrides: 401 42501 (RLS / column privilege).
    ...answeredAlike(
      'status overrides',
      { status: 401, code: '42501' },
      {
        "status 'read'": { body: [row({ status: 'read' })] },
        "status 'NEW'": { body: [row({ status: 'NEW' })] },
        'status null': { body: [row({ status: null })] },
        'status 1': { body: [row({ status: 1 })] },
        'id supplied': { body: [row({ id: 1 })] },
        'received_at supplied': { body: [row({ received_at: '2020-01-01T00:00:00Z' })] },
      },
    ),
    // Missing and wrong keys.
    ...answeredAlike(
      'missing keys',
      { status: 400, code: '23502' },
      {
        'message missing': { body: [rowWithoutMessage] },
        'empty object': { body: [{}] },
        'name null': { body: [row({ name: null })] },
      },
    ),
    ...answeredAlike(
      'API key',
      { status: 401, code: null },
      {
        'no apikey': { headers: { apikey: null }, body: [row()] },
        'wrong apikey': { headers: { apikey: 'wrong' }, body: [row()] },
        'empty apikey': { headers: { apikey: '' }, body: [row()] },
        'right apikey, wrong Bearer': { headers: { authorization: 'Bearer wrong' }, body: [row()] },
      },
    ),
    // Wrong methods.
    ...answeredAlike(
      'wrong methods',
      { status: 405, code: 'PGRST117' },
      {
        GET: { method: 'GET' },
        PATCH: { method: 'PATCH', body: { status: 'read' } },
        PUT: { method: 'PUT', body: [row()] },
        DELETE: { method: 'DELETE' },
      },
    ),
    // Wrong content types.
    ...answeredAlike(
      'content types',
      { status: 415, code: 'PGRST107' },
      {
        'text/plain': { headers: { 'content-type': 'text/plain' }, body: [row()] },
        'form-urlencoded': {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'name=a&email=b',
        },
        'multipart/form-data': {
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\na\r\n--x--\r\n',
        },
        'application/xml': {
          headers: { 'content-type': 'application/xml' },
          body: '<row><name>a</name></row>',
        },
      },
    ),
    // SQL and HTML metacharacters where they are invalid...
    {
      group: 'SQL/HTML metacharacters',
      name: 'SQL in a column name',
      body: [row({ 'name; DROP TABLE contact_messages': 'x' })],
      ...UNKNOWN_COLUMN,
    },
    {
      group: 'SQL/HTML metacharacters',
      name: 'SQL in the table name',
      path: '/rest/v1/contact_messages;DROP%20TABLE%20contact_messages',
      body: [row()],
      status: 404,
      code: 'PGRST205',
    },
    {
      group: 'SQL/HTML metacharacters',
      name: 'SQL in select=',
      ...insertReturning('name);DROP TABLE contact_messages;--'),
      status: 400,
      code: 'PGRST100',
    },
    {
      group: 'SQL/HTML metacharacters',
      name: 'HTML as the email',
      body: [row({ email: '<script>alert(1)</script>' })],
      ...CHECK_VIOLATION,
    },
    // ...and where they are valid text: stored exactly as sent.
    {
      group: 'SQL/HTML metacharacters',
      name: 'SQL in name and subject (stored verbatim)',
      body: [row({ name: sqlName, subject: `battery-sql ' OR 1=1; --` })],
      status: 201,
      stored: { name: sqlName, subject: `battery-sql ' OR 1=1; --` },
    },
    {
      group: 'SQL/HTML metacharacters',
      name: 'HTML in the message (stored verbatim)',
      body: [row({ subject: 'battery-html', message: htmlMessage })],
      status: 201,
      stored: { subject: 'battery-html', message: htmlMessage },
    },
  ];
}

/** Sends one case. */
async function send(target: BatteryTarget, testCase: BatteryCase): Promise<Response> {
  const headers: Record<string, string> = {
    apikey: target.anonKey,
    'content-type': 'application/json',
  };
  for (const [name, value] of Object.entries(testCase.headers ?? {})) {
    if (value === null) delete headers[name];
    else headers[name] = value;
  }
  const { body } = testCase;
  const method = testCase.method ?? 'POST';
  const payload =
    body === undefined
      ? undefined
      : typeof body === 'string'
        ? body
        : Buffer.isBuffer(body)
          ? new Uint8Array(body)
          : JSON.stringify(body);
  return fetch(`${target.url}${testCase.path ?? TABLE}`, {
    method,
    headers,
    body: payload,
    signal: AbortSignal.timeout(10_000),
  });
}

/** Checks an error body's PostgREST shape; returns its code. */
function checkErrorBody(body: unknown, problems: string[]): string | null | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    problems.push('body is not a JSON object');
    return undefined;
  }
  const keys = Object.keys(body).sort().join(',');
  if (keys !== 'code,details,hint,message') problems.push(`body keys are ${keys}`);
  const record = body as Record<string, unknown>;
  if (typeof record.message !== 'string' || record.message === '')
    problems.push('no message for people');
  return record.code as string | null | undefined;
}

/** Runs every case in order, then one valid insert. */
export async function runBattery(target: BatteryTarget): Promise<{
  results: BatteryResult[];
  /** Status of the valid insert sent after the battery (201 expected). */
  afterwardsStatus: number;
  /** Rows that the battery itself stored (only the verbatim cases may). */
  rowsStored: number;
}> {
  const start = await target.count();
  const results: BatteryResult[] = [];
  for (const testCase of batteryCases()) {
    const problems: string[] = [];
    const before = await target.count();
    let status = 0;
    let code: string | null | undefined;
    try {
      const response = await send(target, testCase);
      status = response.status;
      const text = await response.text();
      const type = response.headers.get('content-type') ?? '';
      if (status !== testCase.status)
        problems.push(`status ${status}, expected ${testCase.status}`);
      if (status >= 400) {
        if (!type.startsWith('application/json')) problems.push(`content-type ${type}`);
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          problems.push('body is not JSON');
        }
        code = checkErrorBody(body, problems);
        if (code !== testCase.code) problems.push(`code ${code}, expected ${testCase.code}`);
      }
    } catch (error) {
      problems.push(`request failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    const rowsAdded = (await target.count()) - before;
    const expectedRows = testCase.stored ? 1 : 0;
    if (rowsAdded !== expectedRows)
      problems.push(`${rowsAdded} rows stored, expected ${expectedRows}`);
    if (testCase.stored) {
      const expected = testCase.stored;
      const matches = (await target.rows()).filter((stored) =>
        Object.entries(expected).every(([column, value]) => stored[column] === value),
      );
      if (matches.length !== 1)
        problems.push(`stored row not found verbatim (${matches.length} matches)`);
    }
    results.push({
      name: testCase.name,
      group: testCase.group,
      expectedStatus: testCase.status,
      status,
      expectedCode: testCase.code,
      code,
      rowsAdded,
      problems,
    });
  }
  const rowsStored = (await target.count()) - start;
  const afterwards = await send(target, {
    name: 'afterwards',
    group: 'afterwards',
    body: [row({ subject: 'battery-afterwards' })],
    status: 201,
  });
  return { results, afterwardsStatus: afterwards.status, rowsStored };
}
