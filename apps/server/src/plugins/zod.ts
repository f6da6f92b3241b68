// Lets routes declare zod schemas from packages/contracts for the body, query, params and every response:
// requests are validated with them and responses are serialized through them (so no extra field leaks out).
import type { FastifySchemaCompiler, FastifyTypeProvider } from "fastify";
import type { FastifySerializerCompiler } from "fastify/types/schema.js";
import type { z } from "zod";

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this["schema"] extends z.ZodType ? z.output<this["schema"]> : unknown;
  serializer: this["schema"] extends z.ZodType ? z.input<this["schema"]> : unknown;
}

/** A request that does not match its schema; the error handler answers 400 with the first issue's message. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    message: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(message);
    this.name = "RequestValidationError";
  }
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const first = result.error.issues[0];
    return { error: new RequestValidationError(first?.message ?? "Invalid request", result.error.issues) };
  };

export const serializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    // A response that breaks its own contract is a bug on our side; fail loudly rather than send it.
    if (!result.success) throw new Error(`Response does not match its schema: ${result.error.message}`);
    return JSON.stringify(result.data);
  };
