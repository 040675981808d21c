import { z } from 'zod';
import { AdminRefusal, createAdminClient, fetchTransport, type AdminAnswer, type AdminClient, type AdminTransport } from './admin-client';
import { problemSaidSchema, type ProblemSaid } from '../../src/schema/problem-words';

/*
 * What every merchant command shares: its usage, its exit codes, how a refusal of the shop and
 * a failure read, and the run from `process.argv`. A command file says only what is its own:
 * its usage text, its calls and what it prints.
 */

/** Where a command's lines go. */
export type Output = { out(line: string): void; err(line: string): void };

/** Exit codes: 1 for a refusal or a failure, 2 for a command line that cannot be understood. */
export const EXIT_REFUSED = 1;
export const EXIT_USAGE = 2;

/** The command line cannot be understood: the problem (when there is one to name) is printed above the usage. */
export class UsageError extends Error {
  constructor(readonly problem?: string) {
    super(problem ?? 'Cannot understand the command line');
    this.name = 'UsageError';
  }
}

export type CommandTools = {
  output: Output;
  env: NodeJS.ProcessEnv;
  /** The admin API of the shop SHOP_URL and ADMIN_TOKEN name (or the transport a test gives). */
  admin: AdminClient;
};

export type MerchantCommand = {
  usage: string;
  /** Runs the command; its exit code, 0 when it says nothing. Throws `UsageError`, or lets an `AdminRefusal` through. */
  run(args: readonly string[], tools: CommandTools): Promise<number | void>;
  /** How a refusal of the shop reads, and the exit code it gives (by default `<status>: <message>`, 1). */
  refused?(answer: AdminAnswer, output: Output): number;
  /** How any other failure reads (by default its message). */
  failed?(error: unknown): string;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function refusedPlainly(answer: AdminAnswer, output: Output): number {
  output.err(`${answer.status}: ${answer.msg}`);
  return EXIT_REFUSED;
}

const issuesSchema = z.object({ issues: z.array(z.object({ path: z.string(), message: z.string(), said: problemSaidSchema.optional() })) });

/** The problems a refusal names by JSON path; none when it names none. */
export function issuesOf(data: unknown): { path: string; message: string; said?: ProblemSaid | undefined }[] {
  const parsed = issuesSchema.safeParse(data);
  return parsed.success ? parsed.data.issues : [];
}

/** A refused write that names its problems by JSON path: one line each, under a line saying nothing was stored. */
export function refusedNamingIssues(answer: AdminAnswer, output: Output): number {
  const issues = issuesOf(answer.data);
  output.err(`Refused (${answer.status}): ${issues.length > 0 ? 'nothing was stored' : answer.msg}`);
  for (const issue of issues) output.err(`  ${issue.path}: ${issue.message}`);
  return EXIT_REFUSED;
}

/**
 * `--name value` pairs by name. A pair missing its value, or a name `allowed` does not list
 * (when given), cannot be understood.
 */
export function optionsOf(args: readonly string[], allowed?: readonly string[]): Record<string, string> {
  const options: Record<string, string> = {};
  for (let index = 0; index < args.length; index += 2) {
    const name = args[index];
    const value = args[index + 1];
    if (!name?.startsWith('--') || value === undefined) throw new UsageError(`Expected --name value pairs, got "${args.join(' ')}"`);
    if (allowed && !allowed.includes(name.slice(2))) throw new UsageError(`${name} is not an option here; ${allowed.map((known) => `--${known}`).join(', ')} are`);
    options[name.slice(2)] = value;
  }
  return options;
}

/** Runs one command line; answers the exit code. */
export async function runCommand(
  command: MerchantCommand,
  args: readonly string[],
  output: Output,
  options: { env?: NodeJS.ProcessEnv; transport?: AdminTransport } = {},
): Promise<number> {
  const env = options.env ?? process.env;
  const admin = createAdminClient(options.transport ?? fetchTransport(env));
  try {
    return (await command.run(args, { output, env, admin })) ?? 0;
  } catch (error) {
    if (error instanceof UsageError) {
      output.err(error.problem === undefined ? command.usage : `${error.problem}\n\n${command.usage}`);
      return EXIT_USAGE;
    }
    if (error instanceof AdminRefusal) return (command.refused ?? refusedPlainly)(error.answer, output);
    output.err(command.failed ? command.failed(error) : messageOf(error));
    return EXIT_REFUSED;
  }
}

/** Where a command's lines go when a person runs it: the terminal. */
export const consoleOutput: Output = { out: (line) => console.log(line), err: (line) => console.error(line) };

/** The `npm run <command>` entry: the process's arguments in, its exit code out. */
export function runFromProcess(command: MerchantCommand): void {
  void runCommand(command, process.argv.slice(2), consoleOutput).then((code) => {
    process.exitCode = code;
  });
}
