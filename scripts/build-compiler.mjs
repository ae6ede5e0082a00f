// Builds compiler/ (AssemblyScript) into wasm/tack-compiler.wasm through asconfig.json.
// `--debug` also builds the debug variant, whose traps carry readable names in tests.
import { main } from "assemblyscript/asc";

const targets = process.argv.includes("--debug") ? ["release", "debug"] : ["release"];
for (const target of targets) {
  const { error, stderr } = await main(["--config", "asconfig.json", "--target", target], {});
  if (error) {
    process.stderr.write(stderr.toString());
    console.error(`build-compiler: ${target} build failed: ${error.message}`);
    process.exit(1);
  }
  const text = stderr.toString();
  if (text.trim()) process.stderr.write(text);
}
