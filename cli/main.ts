/**
 * The `tack` command line (DESIGN.md §2): `tack compile FILE`, `tack inspect FILE`,
 * `tack devices`, `tack bench`. Every command's options and help come from its declaration
 * (cli/command.ts); every failure is a message (located `FILE:LINE:COL` with a code frame when
 * it concerns a place in a file) and exit code 1, never a stack.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { benchCommand } from "./bench-command.js";
import { commandHelp, parseCommandArgs, optionLines, type Command, type Io } from "./command.js";
import { compileCommand, failureDocument, LocatedFailure } from "./compile-command.js";
import { devicesCommand } from "./devices-command.js";
import { CliError, formatError } from "./errors.js";
import { inspectCommand } from "./inspect-command.js";

/** The commands, in the order `tack --help` lists them. */
export const COMMANDS: readonly Command[] = [compileCommand, inspectCommand, devicesCommand, benchCommand];

const TOOL_OPTIONS = {
  help: { type: "boolean" as const, short: "h", help: "show this help; `tack COMMAND --help` shows a command's" },
  version: { type: "boolean" as const, short: "v", help: "show the versions of tack and of its compiler" },
};

function toolHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length + c.positionals.map((p) => ` ${p}`).join("").length)) + 2;
  const rows = COMMANDS.map((c) => `  ${`${c.name}${c.positionals.map((p) => ` ${p}`).join("")}`.padEnd(width)}${c.brief}`);
  return `Usage: tack COMMAND [options]

Tack compiles numeric kernels written as TypeScript/JavaScript functions.

Commands:
${rows.join("\n")}

Options:
${optionLines(TOOL_OPTIONS)}

Run \`tack COMMAND --help\` for a command's options.
`;
}

/** package.json's version: beside cli/ in a checkout, two levels up from dist/cli/. */
function packageVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    const p = join(dir, "package.json");
    if (existsSync(p)) {
      const pkg = JSON.parse(readFileSync(p, "utf8")) as { name?: string; version?: string };
      if (pkg.name === "tack") return pkg.version ?? "unknown";
    }
    dir = dirname(dir);
  }
  return "unknown";
}

async function compilerVersion(): Promise<string> {
  try {
    const { Compiler } = await import("../wasm/host.js");
    return new Compiler().version();
  } catch {
    return "compiler not built";
  }
}

export const STDIO: Io = {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
};

/** Runs the command line `argv` (without `node tack`); returns the exit code. */
export async function main(argv: readonly string[], io: Io = STDIO): Promise<number> {
  try {
    return await dispatch([...argv], io);
  } catch (e) {
    io.err(`${e instanceof LocatedFailure ? e.text : formatError(e)}\n`);
    return 1;
  }
}

async function dispatch(argv: string[], io: Io): Promise<number> {
  const first = argv[0];
  if (first === undefined || first === "-h" || first === "--help" || first === "help") {
    // `tack help compile`, `tack --help compile`: the command's help
    if (argv[1] !== undefined) {
      if (argv.length > 2) throw new CliError(`unexpected argument '${argv[2]}'`, undefined, "Usage: tack help COMMAND");
      return dispatch([argv[1], "--help"], io);
    }
    // no command: the help goes where errors go, and the exit code says nothing ran
    if (first === undefined) {
      io.err(toolHelp());
      return 1;
    }
    io.out(toolHelp());
    return 0;
  }
  if (first === "-v" || first === "--version") {
    if (argv.length > 1) throw new CliError(`unexpected argument '${argv[1]}'`, undefined, "Usage: tack --version");
    io.out(`tack ${packageVersion()} (${await compilerVersion()})\n`);
    return 0;
  }
  const command = COMMANDS.find((c) => c.name === first);
  if (!command) {
    const what = first.startsWith("-") ? `unknown option '${first}'` : `unknown command '${first}'`;
    throw new CliError(what, undefined, `Commands: ${COMMANDS.map((c) => c.name).join(", ")}. See \`tack --help\`.`);
  }
  let parsed: ReturnType<typeof parseCommandArgs>;
  try {
    parsed = parseCommandArgs(command, argv.slice(1));
  } catch (e) {
    // `tack inspect x.ts --json --kernal k`: a tool reading stdout still gets its JSON (no file was read)
    if (command.failsAsJson?.(argv.slice(1))) io.out(failureDocument(e, null));
    throw e;
  }
  const { positionals, values } = parsed;
  if (values.help) {
    io.out(commandHelp(command));
    return 0;
  }
  return command.run(positionals, values, io);
}
