// The directory file is validated with zod when it is loaded (src/index.ts); declaring it as unknown spares
// TypeScript from inferring a type for 3 MB of JSON in every project that imports the courts package.
declare const directory: unknown;
export default directory;
