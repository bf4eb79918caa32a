/** vi.waitFor's patience on a loaded machine (the default 1 s is too short under CI load). */
export const WAIT = { timeout: 15_000, interval: 20 };
