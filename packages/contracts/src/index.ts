// Shared contracts: zod schemas for every request and response, and constants both server and browser use.
export * from "./errors.ts";
export * from "./auth.ts";
export * from "./health.ts";
export * from "./site.ts";
export * from "./labels.ts";
export * from "./courts.ts";
export * from "./files.ts";
export * from "./binder-types.ts";
export * from "./plans.ts";
export * from "./limits.ts";
export * from "./membership.ts";
export * from "./contact.ts";
export * from "./analytics.ts";
export * from "./builder.ts";
export * from "./binder-type-schemas.ts";
export * from "./projects.ts";
export * from "./sharing.ts";
