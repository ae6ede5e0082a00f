// comlink has no "exports" map: Node resolves a bare "comlink" to its UMD build, whose named
// exports ESM can't see, so the workers import its ESM files by path; these give them types.
declare module "comlink/dist/esm/comlink.mjs" {
  export * from "comlink";
}
declare module "comlink/dist/esm/node-adapter.mjs" {
  import type { Endpoint } from "comlink";
  /** A worker_threads Worker or MessagePort as a comlink endpoint. */
  export default function nodeEndpoint(nep: import("node:worker_threads").Worker | import("node:worker_threads").MessagePort): Endpoint;
}
