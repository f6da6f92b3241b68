// The ZIP code table is validated with zod when it is first searched (src/zips.ts); declaring it as unknown spares
// TypeScript from inferring a type for 400 KB of JSON in every project that imports the courts package.
declare const zips: unknown;
export default zips;
