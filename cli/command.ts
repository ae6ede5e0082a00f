/**
 * A CLI command as data: its usage, options and help text in one declaration, read by the
 * argument parser (node:util parseArgs) and by `--help`, so the two never disagree.
 */
import { parseArgs } from "node:util";
import { CliError } from "./errors.js";

export interface OptionSpec {
  type: "string" | "boolean";
  short?: string;
  /** The value's name in help ("NAME", "DIR"). */
  value?: string;
  help: string;
}

export interface Io {
  out(text: string): void;
  err(text: string): void;
}

export type Values = Record<string, string | boolean | undefined>;

export interface Command {
  name: string;
  /** One line for `tack --help`. */
  brief: string;
  /** The paragraph that opens the command's help. */
  summary: string;
  /** Positional arguments: their names in the usage line; all are required. */
  positionals: string[];
  options: Record<string, OptionSpec>;
  /** Help paragraphs after the options (types, examples). */
  details: () => string;
  run(positionals: string[], values: Values, io: Io): Promise<number> | number;
  /**
   * Whether the command line `args` (after the command's name) asks for failures on stdout as
   * JSON: read from the raw arguments, so that one that does not parse is reported that way too.
   */
  failsAsJson?(args: readonly string[]): boolean;
}

export const HELP_OPTION: OptionSpec = { type: "boolean", short: "h", help: "show this help" };

export function usageLine(c: Command): string {
  const pos = c.positionals.map((p) => ` ${p}`).join("");
  return `Usage: tack ${c.name}${pos}${Object.keys(c.options).length > 1 ? " [options]" : ""}`;
}

export function optionLines(options: Record<string, OptionSpec>): string {
  const rows = Object.entries(options).map(([name, o]) => {
    const flag = `${o.short ? `-${o.short}, ` : "    "}--${name}${o.value ? ` ${o.value}` : ""}`;
    return [flag, o.help] as const;
  });
  const width = Math.max(...rows.map(([f]) => f.length)) + 2;
  return rows.map(([f, h]) => `  ${f.padEnd(width)}${h}`).join("\n");
}

export function commandHelp(c: Command): string {
  const details = c.details();
  return `${usageLine(c)}\n\n${c.summary}\n\nOptions:\n${optionLines(c.options)}\n${details ? `\n${details}\n` : ""}`;
}

/** The command's arguments; a parse error is a CliError that points at the command's help. */
export function parseCommandArgs(c: Command, args: string[]): { positionals: string[]; values: Values } {
  const options: Record<string, { type: "string" | "boolean"; short?: string }> = {};
  for (const [name, o] of Object.entries(c.options)) options[name] = o.short ? { type: o.type, short: o.short } : { type: o.type };
  let parsed: { positionals: string[]; values: Values };
  try {
    const all = parseArgs({ args, options, allowPositionals: true, strict: true, tokens: true });
    parsed = all as unknown as { positionals: string[]; values: Values };
    // parseArgs keeps the last of a repeated option: `-k saxpy -k scale` would compile scale alone
    const given = new Map<string, string[]>();
    for (const t of all.tokens ?? []) {
      if (t.kind !== "option" || options[t.name]?.type !== "string") continue;
      const seen = given.get(t.name) ?? [];
      seen.push(t.value ?? "");
      given.set(t.name, seen);
    }
    for (const [name, seen] of given) {
      if (seen.length > 1) {
        throw new CliError(`option '--${name}' given ${seen.length} times (${seen.map((v) => `'${v}'`).join(", ")}); it takes one value`, undefined, `See \`tack ${c.name} --help\`.`);
      }
      // an empty value is no value: `--out ""` wrote into the current directory, `-s ""` compiled from the annotations
      if (seen[0] === "") throw new CliError(`option '--${name}' is empty; it takes a value`, undefined, `See \`tack ${c.name} --help\`.`);
    }
  } catch (e) {
    if (e instanceof CliError) throw e;
    throw new CliError(argumentProblem(e, args), undefined, `See \`tack ${c.name} --help\`.`);
  }
  if (parsed.values.help) return parsed;
  const { positionals } = parsed;
  if (positionals.length < c.positionals.length) {
    throw new CliError(`missing ${c.positionals[positionals.length]}`, undefined, usageLine(c));
  }
  if (positionals.length > c.positionals.length) {
    const extra = positionals[c.positionals.length];
    throw new CliError(`unexpected argument '${extra}'`, undefined, usageLine(c));
  }
  return parsed;
}

/** parseArgs's message, without its advice about `--` (which fits no command here). */
function argumentProblem(e: unknown, args: readonly string[]): string {
  const err = e as { code?: string; message?: string };
  const message = String(err.message ?? e);
  switch (err.code) {
    case "ERR_PARSE_ARGS_UNKNOWN_OPTION": {
      const m = /'([^']*)'/.exec(message);
      return `unknown option ${m ? `'${m[1]}'` : ""}`.trim();
    }
    case "ERR_PARSE_ARGS_INVALID_OPTION_VALUE": {
      const m = /--([\w-]+)/.exec(message);
      if (m && message.includes("argument missing")) return `option '--${m[1]}' needs a value`;
      if (m && message.includes("does not take an argument")) return `option '--${m[1]}' takes no value`;
      // `--phase -1`: parseArgs will not take a value that starts with a dash after a space
      const raw = /^Option '([^']+)' argument is ambiguous/.exec(message);
      if (m && raw) {
        const value = args[args.indexOf(raw[1]) + 1] ?? "";
        return `option '--${m[1]}' is followed by '${value}', which starts with a dash; write --${m[1]}=${value} to give it as the value`;
      }
      return message;
    }
    default:
      return message;
  }
}
