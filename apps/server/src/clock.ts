// Time comes from an injected clock so tests can fix it; production uses the system clock.
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
