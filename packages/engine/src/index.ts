// The binder engine: documents in, binder out. A pure library (no HTTP, database or React) plus the CLI.
export * from "./tools/probe.ts";
