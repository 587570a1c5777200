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

/** The battery: at least 40 distinct malformed requests, plus valid rows with metacharacters. */
export function batteryCases(): BatteryCase[] {
  const sqlName = `Robert'); DROP TABLE contact_messages;--`;
  const htmlMessage = `<script>alert("x")</script><img src=x onerror=alert(1)> & </textarea>`;
  return [
    // Broken JSON: 400 PGRST102.
    {
      group: 'broken JSON',
      name: 'truncated object',
      body: '[{"name": ',
      status: 400,
      code: 'PGRST102',
    },
    {
      group: 'broken JSON',
      name: 'trailing comma',
      body: '[{"name":"a",}]',
      status: 400,
      code: 'PGRST102',
    },
    {
      group: 'broken JSON',
      name: 'single quotes',
      body: "[{'name':'a'}]",
      status: 400,
      code: 'PGRST102',
    },
    {
      group: 'broken JSON',
      name: 'NaN literal',
      body: '[{"name": NaN}]',
      status: 400,
      code: 'PGRST102',
    },
    { group: 'broken JSON', name: 'empty body', body: '', status: 400, code: 'PGRST102' },
    {
      group: 'broken JSON',
      name: 'whitespace only',
      body: ' \n\t ',
      status: 400,
      code: 'PGRST102',
    },
    {
      group: 'broken JSON',
      name: 'two JSON documents',
      body: '{}{}',
      status: 400,
      code: 'PGRST102',
    },
    { group: 'wrong shape', name: 'a bare string', body: '"hello"', status: 400, code: 'PGRST102' },
    { group: 'wrong shape', name: 'a number', body: '42', status: 400, code: 'PGRST102' },
    { group: 'wrong shape', name: 'null', body: 'null', status: 400, code: 'PGRST102' },
    {
      group: 'wrong shape',
      name: 'array of scalars',
      body: [1, 2, 3],
      status: 400,
      code: 'PGRST102',
    },
    {
      group: 'wrong shape',
      name: 'array holding null',
      body: [null],
      status: 400,
      code: 'PGRST102',
    },
    { group: 'wrong shape', name: 'nested arrays', body: [[row()]], status: 400, code: 'PGRST102' },
    {
      group: 'wrong shape',
      name: '3000-deep nesting',
      body: `${'['.repeat(3000)}${']'.repeat(3000)}`,
      status: 400,
      code: 'PGRST102',
    },
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
    {
      group: 'invalid UTF-8',
      name: 'lone 0xFF byte',
      body: withRawBytes([0xff]),
      status: 400,
      code: 'PGRST102',
    },
    {
      group: 'invalid UTF-8',
      name: 'overlong encoding C0 AF',
      body: withRawBytes([0xc0, 0xaf]),
      status: 400,
      code: 'PGRST102',
    },
    {
      group: 'invalid UTF-8',
      name: 'truncated 3-byte sequence',
      body: withRawBytes([0xe2, 0x82]),
      status: 400,
      code: 'PGRST102',
    },
    {
      group: 'invalid UTF-8',
      name: 'UTF-16 surrogate bytes ED A0 80',
      body: withRawBytes([0xed, 0xa0, 0x80]),
      status: 400,
      code: 'PGRST102',
    },
    // Wrong types: 400 23514 (the schema's check, with a message for people).
    {
      group: 'wrong types',
      name: 'name is a number',
      body: [row({ name: 42 })],
      status: 400,
      code: '23514',
    },
    {
      group: 'wrong types',
      name: 'email is a boolean',
      body: [row({ email: true })],
      status: 400,
      code: '23514',
    },
    {
      group: 'wrong types',
      name: 'subject is an array',
      body: [row({ subject: ['a', 'b'] })],
      status: 400,
      code: '23514',
    },
    {
      group: 'nested objects',
      name: 'message is an object',
      body: [row({ message: { text: 'hi', nested: { deeper: true } } })],
      status: 400,
      code: '23514',
    },
    {
      group: 'wrong types',
      name: 'created_at is a number',
      body: [row({ created_at: 1740823200000 })],
      status: 400,
      code: '23514',
    },
    {
      group: 'wrong types',
      name: 'created_at is not a date',
      body: [row({ created_at: '2025-02-30T10:00:00Z' })],
      status: 400,
      code: '23514',
    },
    {
      group: 'wrong types',
      name: 'NUL character in name',
      body: [row({ name: 'a\u0000b' })],
      status: 400,
      code: '23514',
    },
    // One answer on every database for dates and characters neither stores alike.
    {
      group: 'dates and characters',
      name: 'created_at in year 0000 (was 500 on PostgreSQL)',
      body: [row({ created_at: '0000-01-01T00:00:00Z' })],
      status: 400,
      code: '23514',
    },
    {
      group: 'dates and characters',
      name: 'lone surrogate in name',
      body: [row({ name: 'a\ud800b' })],
      status: 400,
      code: '23514',
    },
    {
      group: 'dates and characters',
      name: 'name of zero-width characters only',
      body: [row({ name: '\u200b\u200c\ufeff' })],
      status: 400,
      code: '23514',
    },
    {
      group: 'dates and characters',
      name: 'terminal escape in name',
      body: [row({ name: 'Ada\u001b[2J' })],
      status: 400,
      code: '23514',
    },
    {
      group: 'dates and characters',
      name: 'email local part of 65 characters',
      body: [row({ email: `${'l'.repeat(65)}@example.com` })],
      status: 400,
      code: '23514',
    },
    {
      group: 'dates and characters',
      name: 'email domain label of 64 characters',
      body: [row({ email: `a@${'d'.repeat(64)}.com` })],
      status: 400,
      code: '23514',
    },
    // Huge strings.
    {
      group: 'huge strings',
      name: 'name of 201 characters',
      body: [row({ name: 'n'.repeat(201) })],
      status: 400,
      code: '23514',
    },
    {
      group: 'huge strings',
      name: 'email of 255 characters',
      body: [row({ email: `${'e'.repeat(243)}@example.com` })],
      status: 400,
      code: '23514',
    },
    {
      group: 'huge strings',
      name: 'message of 5001 characters',
      body: [row({ message: 'm'.repeat(5001) })],
      status: 400,
      code: '23514',
    },
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
      status: 400,
      code: 'PGRST204',
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
    {
      group: 'unknown columns',
      name: 'unknown column phone',
      body: [row({ phone: '555' })],
      status: 400,
      code: 'PGRST204',
    },
    {
      group: 'unknown columns',
      name: 'unknown column in columns=',
      path: `${TABLE}?columns=name,phone`,
      body: [row()],
      status: 400,
      code: 'PGRST204',
    },
    {
      group: 'unknown columns',
      name: '__proto__ key',
      body: '[{"__proto__": {"x": 1}}]',
      status: 400,
      code: 'PGRST204',
    },
    {
      group: 'unknown columns',
      name: 'constructor key',
      body: [row({ constructor: 'x' })],
      status: 400,
      code: 'PGRST204',
    },
    {
      group: 'unknown columns',
      name: 'unknown select column',
      path: `${TABLE}?select=password`,
      headers: { prefer: 'return=representation' },
      body: [row()],
      status: 400,
      code: '42703',
    },
    {
      group: 'unknown columns',
      name: 'embedded resource in select',
      path: `${TABLE}?select=*,users(*)`,
      headers: { prefer: 'return=representation' },
      body: [row()],
      status: 400,
      code: 'PGRST100',
    },
    // Status and server-column overrides: 401 42501 (RLS / column privilege).
    {
      group: 'status overrides',
      name: "status 'read'",
      body: [row({ status: 'read' })],
      status: 401,
      code: '42501',
    },
    {
      group: 'status overrides',
      name: "status 'NEW'",
      body: [row({ status: 'NEW' })],
      status: 401,
      code: '42501',
    },
    {
      group: 'status overrides',
      name: 'status null',
      body: [row({ status: null })],
      status: 401,
      code: '42501',
    },
    {
      group: 'status overrides',
      name: 'status 1',
      body: [row({ status: 1 })],
      status: 401,
      code: '42501',
    },
    {
      group: 'status overrides',
      name: 'id supplied',
      body: [row({ id: 1 })],
      status: 401,
      code: '42501',
    },
    {
      group: 'status overrides',
      name: 'received_at supplied',
      body: [row({ received_at: '2020-01-01T00:00:00Z' })],
      status: 401,
      code: '42501',
    },
    // Missing and wrong keys.
    {
      group: 'missing keys',
      name: 'message missing',
      body: [rowWithoutMessage],
      status: 400,
      code: '23502',
    },
    { group: 'missing keys', name: 'empty object', body: [{}], status: 400, code: '23502' },
    {
      group: 'missing keys',
      name: 'name null',
      body: [row({ name: null })],
      status: 400,
      code: '23502',
    },
    {
      group: 'API key',
      name: 'no apikey',
      headers: { apikey: null },
      body: [row()],
      status: 401,
      code: null,
    },
    {
      group: 'API key',
      name: 'wrong apikey',
      headers: { apikey: 'wrong' },
      body: [row()],
      status: 401,
      code: null,
    },
    {
      group: 'API key',
      name: 'empty apikey',
      headers: { apikey: '' },
      body: [row()],
      status: 401,
      code: null,
    },
    {
      group: 'API key',
      name: 'right apikey, wrong Bearer',
      headers: { authorization: 'Bearer wrong' },
      body: [row()],
      status: 401,
      code: null,
    },
    // Wrong methods.
    { group: 'wrong methods', name: 'GET', method: 'GET', status: 405, code: 'PGRST117' },
    {
      group: 'wrong methods',
      name: 'PATCH',
      method: 'PATCH',
      body: { status: 'read' },
      status: 405,
      code: 'PGRST117',
    },
    {
      group: 'wrong methods',
      name: 'PUT',
      method: 'PUT',
      body: [row()],
      status: 405,
      code: 'PGRST117',
    },
    { group: 'wrong methods', name: 'DELETE', method: 'DELETE', status: 405, code: 'PGRST117' },
    // Wrong content types.
    {
      group: 'content types',
      name: 'text/plain',
      headers: { 'content-type': 'text/plain' },
      body: [row()],
      status: 415,
      code: 'PGRST107',
    },
    {
      group: 'content types',
      name: 'form-urlencoded',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=a&email=b',
      status: 415,
      code: 'PGRST107',
    },
    {
      group: 'content types',
      name: 'multipart/form-data',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\na\r\n--x--\r\n',
      status: 415,
      code: 'PGRST107',
    },
    {
      group: 'content types',
      name: 'application/xml',
      headers: { 'content-type': 'application/xml' },
      body: '<row><name>a</name></row>',
      status: 415,
      code: 'PGRST107',
    },
    // SQL and HTML metacharacters where they are invalid...
    {
      group: 'SQL/HTML metacharacters',
      name: 'SQL in a column name',
      body: [row({ 'name; DROP TABLE contact_messages': 'x' })],
      status: 400,
      code: 'PGRST204',
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
      path: `${TABLE}?select=name);DROP TABLE contact_messages;--`,
      headers: { prefer: 'return=representation' },
      body: [row()],
      status: 400,
      code: 'PGRST100',
    },
    {
      group: 'SQL/HTML metacharacters',
      name: 'HTML as the email',
      body: [row({ email: '<script>alert(1)</script>' })],
      status: 400,
      code: '23514',
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
