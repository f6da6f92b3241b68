// The place table is validated with zod when it is first searched (src/places.ts); declaring it as unknown spares
// TypeScript from inferring a type for 1.3 MB of JSON in every project that imports the courts package.
declare const places: unknown;
export default places;
