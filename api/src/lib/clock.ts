/** Time as the API sees it; tests move it forward instead of waiting. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };
