/**
 * Reads a Dockerfile into stages and steps, as `docker build` would run them, so that the
 * container checks (tests/unit/scripts/container.test.ts) and the replay without a container
 * engine (scripts/container-replay.ts) use the file itself rather than a copy of its commands.
 *
 * Parsing (continuation lines, comments, the escape directive, flags, JSON forms, ENV quoting)
 * is `dockerfile-ast`'s; this module adds what `docker build` does with it: build arguments,
 * `$VAR` substitution in the instructions Docker expands (Dockerfile reference, "Environment
 * replacement"), and exec versus shell form (Dockerfile reference, "Shell and exec form").
 */
import type { Cmd, Copy, Env, Healthcheck as HealthcheckInstruction, Run } from 'dockerfile-ast';
import {
  Arg,
  DockerfileParser,
  From,
  type Instruction,
  ModifiableInstruction,
} from 'dockerfile-ast';

/** One instruction of a stage, with variables substituted where Docker substitutes them. */
export type DockerStep =
  | { kind: 'WORKDIR'; line: number; path: string }
  | {
      kind: 'COPY';
      line: number;
      /** The stage (or image) named by `--from`; undefined = the build context. */
      from: string | undefined;
      /** `--chown` as written (`user[:group]`); undefined = root:root. */
      chown: string | undefined;
      sources: string[];
      dest: string;
    }
  | { kind: 'RUN'; line: number; argv: string[] }
  | { kind: 'ENV'; line: number; name: string; value: string }
  | { kind: 'ARG'; line: number; name: string; value: string | undefined }
  | { kind: 'USER'; line: number; user: string };

/** What a HEALTHCHECK runs and how often (Dockerfile reference, "HEALTHCHECK"). */
export interface HealthcheckPlan {
  /** The probe; a shell form is `['/bin/sh', '-c', text]`. */
  argv: string[];
  /** Whether the probe was written in exec (JSON) form. */
  execForm: boolean;
  /** `--interval`, `--timeout`, `--start-period`, `--retries` as written (`30s`, `3`). */
  options: Record<string, string>;
}

/** One `FROM … AS name` and what follows it. */
export interface DockerStage {
  /** The `AS` name, or the stage's index as a string. */
  name: string;
  /** The base image after build-argument substitution (`node:24.21.0-slim`), or a stage's name. */
  base: string;
  line: number;
  steps: DockerStep[];
  /** ENV of the stage, in order, after substitution. */
  env: Record<string, string>;
  /** The last USER; undefined = root. */
  user: string | undefined;
  /** The last WORKDIR; `/` when none. */
  workdir: string;
  /** VOLUME paths. */
  volumes: string[];
  /** EXPOSE entries (`3000`, `3000/tcp`). */
  expose: string[];
  stopSignal: string | undefined;
  healthcheck: HealthcheckPlan | undefined;
  /** CMD as the container runs it; a shell form is `['/bin/sh', '-c', text]`. */
  cmd: string[] | undefined;
  /** Whether CMD was written in exec (JSON) form. */
  cmdExecForm: boolean;
  entrypoint: string[] | undefined;
}

/** A whole Dockerfile: its stages in order; the last one is the image `docker build` tags. */
export interface DockerfilePlan {
  /** ARGs declared before the first FROM, with their values after `buildArgs`. */
  globalArgs: Record<string, string | undefined>;
  stages: DockerStage[];
}

/** Thrown for a Dockerfile this module cannot follow (an unknown `--from`, ADD, a heredoc). */
export class DockerfileError extends Error {
  override name = 'DockerfileError';
}

/**
 * Substitutes `$NAME`, `${NAME}`, `${NAME:-word}` and `${NAME:+word}`; `\$` stays a literal
 * `$`. Unset names become empty, as in Docker.
 * @param text the instruction's argument
 * @param vars the names in scope (stage ARGs and ENVs)
 */
export function substitute(text: string, vars: Record<string, string | undefined>): string {
  return text.replace(
    /\\\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?::([-+])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (match, braced: string | undefined, op: string | undefined, word: string | undefined, bare) => {
      if (match === '\\$') return '$';
      const name = (braced ?? bare) as string;
      const value = vars[name];
      if (op === '-') return value ? value : (word ?? '');
      if (op === '+') return value ? (word ?? '') : '';
      return value ?? '';
    },
  );
}

/**
 * Exec form when the text is a JSON array of strings, otherwise shell form run by `/bin/sh -c`
 * (Dockerfile reference, "Shell and exec form").
 */
export function commandForm(text: string): { argv: string[]; execForm: boolean } {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed) && parsed.every((item) => typeof item === 'string')) {
        return { argv: parsed as string[], execForm: true };
      }
    } catch {
      // Not JSON: Docker runs it as a shell command.
    }
  }
  return { argv: ['/bin/sh', '-c', trimmed], execForm: false };
}

/** The instruction's text after its flags (`--from=…`, `--interval=…`). */
function argumentsText(instruction: Instruction): string {
  return (instruction.getArgumentsContent() ?? '').replace(/^(?:\s*--\S+)*\s*/, '');
}

/** The value of flag `name` of an instruction, or undefined. */
function flagValue(instruction: Instruction, name: string): string | undefined {
  if (!(instruction instanceof ModifiableInstruction)) return undefined;
  const flag = instruction.getFlags().find((candidate) => candidate.getName() === name);
  return flag?.getValue() ?? undefined;
}

/**
 * Parses a Dockerfile into its stages.
 * @param text the Dockerfile
 * @param buildArgs `--build-arg NAME=value` pairs; they override ARG defaults
 * @throws {DockerfileError} for instructions this plan does not model (ADD, ONBUILD, SHELL,
 *   heredocs) and `COPY --from` naming no earlier stage or image
 */
export function parseDockerfile(
  text: string,
  buildArgs: Record<string, string> = {},
): DockerfilePlan {
  const dockerfile = DockerfileParser.parse(text);
  const globalArgs: Record<string, string | undefined> = {};
  const stages: DockerStage[] = [];
  let stage: DockerStage | undefined;
  /** ARGs and ENVs in scope in the current stage. */
  let scope: Record<string, string | undefined> = {};

  for (const instruction of dockerfile.getInstructions()) {
    const keyword = instruction.getKeyword();
    const line = instruction.getRange().start.line + 1;
    if (keyword === 'ARG' && instruction instanceof Arg) {
      const property = instruction.getProperty();
      const name = property?.getName() ?? '';
      const declared = property?.getUnescapedValue() ?? undefined;
      if (!stage) {
        globalArgs[name] =
          buildArgs[name] ??
          (declared === undefined ? undefined : substitute(declared, globalArgs));
        continue;
      }
      // In a stage, a bare `ARG NAME` takes the build argument or the global default.
      const value =
        buildArgs[name] ??
        (declared === undefined ? globalArgs[name] : substitute(declared, scope));
      scope[name] = value;
      stage.steps.push({ kind: 'ARG', line, name, value });
      continue;
    }
    if (keyword === 'FROM' && instruction instanceof From) {
      const image = substitute(instruction.getImage() ?? '', globalArgs);
      stage = {
        name: instruction.getBuildStage() ?? String(stages.length),
        base: image,
        line,
        steps: [],
        env: {},
        user: undefined,
        workdir: '/',
        volumes: [],
        expose: [],
        stopSignal: undefined,
        healthcheck: undefined,
        cmd: undefined,
        cmdExecForm: false,
        entrypoint: undefined,
      };
      const parent = stages.find((earlier) => earlier.name === image);
      if (parent) {
        stage.env = { ...parent.env };
        stage.user = parent.user;
        stage.workdir = parent.workdir;
      }
      stages.push(stage);
      scope = { ...stage.env };
      continue;
    }
    if (!stage) throw new DockerfileError(`line ${line}: ${keyword} before the first FROM`);

    switch (keyword) {
      case 'WORKDIR': {
        const path = substitute(argumentsText(instruction), scope);
        stage.workdir = path.startsWith('/') ? path : `${stage.workdir.replace(/\/$/, '')}/${path}`;
        stage.steps.push({ kind: 'WORKDIR', line, path: stage.workdir });
        break;
      }
      case 'COPY': {
        const copy = instruction as Copy;
        if (copy.getHeredocs().length > 0) {
          throw new DockerfileError(`line ${line}: COPY with a heredoc is not modelled`);
        }
        const from = flagValue(copy, 'from');
        if (from !== undefined && !stages.some((earlier) => earlier.name === from)) {
          throw new DockerfileError(`line ${line}: COPY --from=${from} names no earlier stage`);
        }
        const json = copy.getJSONStrings().map((item) => item.getJSONValue());
        const parts = (
          json.length > 0 ? json : copy.getArguments().map((argument) => argument.getValue())
        ).map((part) => substitute(part, scope));
        const dest = parts.pop() ?? '';
        stage.steps.push({
          kind: 'COPY',
          line,
          from,
          chown: flagValue(copy, 'chown'),
          sources: parts,
          dest,
        });
        break;
      }
      case 'RUN': {
        const run = instruction as Run;
        if (run.getHeredocs().length > 0) {
          throw new DockerfileError(`line ${line}: RUN with a heredoc is not modelled`);
        }
        if (run.getFlags().length > 0) {
          throw new DockerfileError(
            `line ${line}: RUN flags (--mount, --network) are not modelled`,
          );
        }
        stage.steps.push({ kind: 'RUN', line, argv: commandForm(argumentsText(run)).argv });
        break;
      }
      case 'ENV': {
        for (const property of (instruction as Env).getProperties()) {
          const value = substitute(property.getUnescapedValue() ?? '', scope);
          stage.env[property.getName()] = value;
          scope[property.getName()] = value;
          stage.steps.push({ kind: 'ENV', line, name: property.getName(), value });
        }
        break;
      }
      case 'USER':
        stage.user = substitute(argumentsText(instruction), scope);
        stage.steps.push({ kind: 'USER', line, user: stage.user });
        break;
      case 'VOLUME': {
        const { argv, execForm } = commandForm(argumentsText(instruction));
        const paths = execForm ? argv : argumentsText(instruction).split(/\s+/);
        stage.volumes.push(...paths.filter(Boolean).map((path) => substitute(path, scope)));
        break;
      }
      case 'EXPOSE':
        stage.expose.push(...substitute(argumentsText(instruction), scope).split(/\s+/));
        break;
      case 'STOPSIGNAL':
        stage.stopSignal = substitute(argumentsText(instruction), scope);
        break;
      case 'HEALTHCHECK': {
        const check = instruction as HealthcheckInstruction;
        const body = argumentsText(check);
        if (/^NONE$/i.test(body)) {
          stage.healthcheck = undefined;
          break;
        }
        const command = /^CMD\s+([\s\S]*)$/i.exec(body);
        if (!command) throw new DockerfileError(`line ${line}: HEALTHCHECK needs CMD or NONE`);
        const options: Record<string, string> = {};
        for (const flag of check.getFlags()) options[flag.getName()] = flag.getValue() ?? '';
        stage.healthcheck = { ...commandForm(command[1] ?? ''), options };
        break;
      }
      case 'CMD': {
        const { argv, execForm } = commandForm(argumentsText(instruction as Cmd));
        stage.cmd = argv;
        stage.cmdExecForm = execForm;
        break;
      }
      case 'ENTRYPOINT':
        stage.entrypoint = commandForm(argumentsText(instruction)).argv;
        break;
      case 'LABEL':
      case 'MAINTAINER':
        break;
      default:
        throw new DockerfileError(`line ${line}: ${keyword} is not modelled`);
    }
  }
  if (stages.length === 0) throw new DockerfileError('no FROM');
  return { globalArgs, stages };
}
