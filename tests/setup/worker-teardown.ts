import { afterAll } from "vitest";
import { stopLeftWorkers } from "./worker";

// Registered before any file's own hooks, so it runs after them (Vitest runs `afterAll` hooks last
// registered, first).
afterAll(stopLeftWorkers);
