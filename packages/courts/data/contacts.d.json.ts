// The contacts file is validated with zod when it is loaded (src/index.ts), like the directory itself; declaring it
// as unknown keeps TypeScript from inferring a type for it in every project that imports the courts package.
declare const contacts: unknown;
export default contacts;
