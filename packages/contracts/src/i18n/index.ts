// The server's words in English and Spanish (issue 39): languages, catalogues and the functions that pick a text.
export * from "./languages.ts";
export * from "./messages.ts";
export * from "./validation.ts";
