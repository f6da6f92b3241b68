// Database access: connection factory, migrations and table types (Kysely).
export * from "./connection.ts";
export * from "./migrate.ts";
export * from "./ids.ts";
export type * from "./schema.ts";
