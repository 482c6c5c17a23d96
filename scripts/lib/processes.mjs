import { spawn } from "node:child_process";
import { restartWait } from "../../runtime/restart-backoff.js";
import { root } from "./build.mjs";

export { RESTART_BACKOFF } from "../../runtime/restart-backoff.js";

/** A child that has not stopped this long after the signal is killed outright. */
const KILL_AFTER_MS = 10_000;

/**
 * Runs long-lived services side by side and keeps them tied together: a signal to this
 * process reaches every child. A service started with `restart` that dies is started again
 * after a back-off; when any other child dies the others are stopped, so no service is ever
 * left running on its own.
 */
export function createSupervisor({ handleSignals = true } = {}) {
  const children = new Map();
  /** Timers of restarts still to come: they count as children, so `done` waits for them. */
  const pendingRestarts = new Map();
  let stopping = false;
  let failed = false;
  let resolveDone;
  const done = new Promise((resolve) => {
    resolveDone = resolve;
  });

  function stopAll(signal) {
    for (const [name, child] of children) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      child.kill(signal);
      setTimeout(() => {
        if (child.exitCode === null && child.signalCode === null) {
          console.error(`${name} did not stop within ${KILL_AFTER_MS / 1000} s; killing it`);
          child.kill("SIGKILL");
        }
      }, KILL_AFTER_MS).unref();
    }
  }

  function stop(signal = "SIGTERM", failure = false) {
    failed ||= failure;
    if (stopping) return;
    stopping = true;
    for (const timer of pendingRestarts.values()) clearTimeout(timer);
    pendingRestarts.clear();
    stopAll(signal);
    settleIfIdle();
  }

  // A test leaves the signals to its runner.
  for (const signal of handleSignals ? ["SIGINT", "SIGTERM", "SIGHUP"] : []) {
    process.on(signal, () => {
      console.log(`\n${signal} received, stopping...`);
      stop(signal);
    });
  }

  function settleIfIdle() {
    if (children.size === 0 && pendingRestarts.size === 0) resolveDone(failed ? 1 : 0);
  }

  function launch(name, args, env, restart, delayMs, command) {
    // stdin is a pipe left open: `remix dev` quits as soon as its stdin ends, which it does at
    // once when this runs in the background or in CI.
    const child = spawn(command, args, { cwd: root, env, stdio: ["pipe", "inherit", "inherit"] });
    const startedAt = Date.now();
    children.set(name, child);
    child.on("error", (error) => {
      console.error(`${name} could not start: ${error.message}`);
      stop("SIGTERM", true);
    });
    child.on("exit", (code, signal) => {
      children.delete(name);
      if (!stopping && restart) {
        const { wait, next } = restartWait(restart, Date.now() - startedAt, delayMs);
        console.error(`${name} exited unexpectedly (${signal ?? `code ${code}`}); restarting it in ${wait} ms`);
        const timer = setTimeout(() => {
          pendingRestarts.delete(name);
          if (!stopping) launch(name, args, env, restart, next, command);
          settleIfIdle();
        }, wait);
        pendingRestarts.set(name, timer);
        return;
      }
      if (!stopping) {
        console.error(`${name} exited unexpectedly (${signal ?? `code ${code}`}); stopping the rest`);
        stop("SIGTERM", true);
      }
      settleIfIdle();
    });
    return child;
  }

  return {
    /**
     * Starts `node args...` (or `command args...`) as the service `name`; with `restart`
     * (RESTART_BACKOFF or another back-off) it is started again whenever it dies.
     *
     * @param {string} name
     * @param {string[]} args
     * @param {NodeJS.ProcessEnv} env
     * @param {{ restart?: typeof import("../../runtime/restart-backoff.js").RESTART_BACKOFF, command?: string }} [options]
     */
    start(name, args, env, { restart, command = process.execPath } = {}) {
      if (stopping) throw new Error(`not starting ${name}: already stopping`);
      return launch(name, args, env, restart, restart?.initialMs ?? 0, command);
    },
    stop,
    get stopping() {
      return stopping;
    },
    /** Resolves with the exit code for this process once every child has exited. */
    done,
  };
}

/** Polls `url` until it answers 2xx, the supervisor stops, or `timeoutMs` passes. */
export async function waitForHttp(url, { timeoutMs = 120_000, supervisor } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (supervisor?.stopping) return false;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
